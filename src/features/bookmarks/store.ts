'use client'

import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

import { storedHydrationHook } from '@/lib/stored-hydration'

import { BOOKMARKS_STORAGE_KEY, MAX_BOOKMARKS } from './constants'

/** The bookmarked seminars, newest first. */
export type BookmarksState = { seminarIds: number[] }

export const initialBookmarksState: BookmarksState = { seminarIds: [] }

/** Whether a seminar is bookmarked. */
export function hasBookmark(state: BookmarksState, seminarId: number): boolean {
  return state.seminarIds.includes(seminarId)
}

/** Removes a bookmarked seminar, or puts it first; never twice, at most MAX_BOOKMARKS. Pure. */
export function toggleBookmark(state: BookmarksState, seminarId: number): BookmarksState {
  if (hasBookmark(state, seminarId))
    return { ...state, seminarIds: state.seminarIds.filter((id) => id !== seminarId) }
  return { ...state, seminarIds: [seminarId, ...state.seminarIds].slice(0, MAX_BOOKMARKS) }
}

/** Drops seminars that no longer exist (the server did not answer them). Pure. */
export function forgetBookmarks(state: BookmarksState, gone: readonly number[]): BookmarksState {
  if (gone.length === 0) return state
  return { ...state, seminarIds: state.seminarIds.filter((id) => !gone.includes(id)) }
}

/** What local storage holds may be old or edited by hand: keep positive integers, once, capped. */
export function cleanSeminarIds(value: unknown): number[] {
  if (!Array.isArray(value)) return []
  const ids = value.filter((id): id is number => Number.isSafeInteger(id) && id > 0)
  return [...new Set(ids)].slice(0, MAX_BOOKMARKS)
}

/**
 * Bookmarks in the browser's local storage. Hydration is manual (as for the cart) so that the
 * server render (nothing bookmarked) and the first client render agree.
 */
// Alike the other persisted stores by shape only: zustand's persist options with its own key.
export const useBookmarksStore = create<BookmarksState>()(
  persist(() => initialBookmarksState, {
    name: BOOKMARKS_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
    skipHydration: true,
    version: 1,
    merge: (stored, current) => ({
      ...current,
      seminarIds: cleanSeminarIds((stored as Partial<BookmarksState> | undefined)?.seminarIds),
    }),
  }),
)

/**
 * Reads the stored bookmarks after mount and follows changes made in other tabs; false while React
 * hydrates server HTML (the server knows no bookmarks), while toggles mounted later, e.g. cards of
 * the bookmarks list, see the stored state at once.
 */
export const useHydratedBookmarks = storedHydrationHook(
  useBookmarksStore.persist,
  BOOKMARKS_STORAGE_KEY,
)

/** Whether a seminar is bookmarked; false until the stored list is read. */
export function useIsBookmarked(seminarId: number): boolean {
  const hydrated = useHydratedBookmarks()
  const bookmarked = useBookmarksStore((state) => hasBookmark(state, seminarId))
  return hydrated && bookmarked
}

/** Number of bookmarked seminars, for the header badge. */
export function useBookmarksCount(): number {
  const hydrated = useHydratedBookmarks()
  const count = useBookmarksStore((state) => state.seminarIds.length)
  return hydrated ? count : 0
}

/**
 * Bookmarks a seminar or removes it and answers whether it is bookmarked now. Reads the stored
 * list first when this page has not yet, so nothing stored gets overwritten.
 */
export async function toggleStoredBookmark(seminarId: number): Promise<boolean> {
  if (!useBookmarksStore.persist.hasHydrated()) await useBookmarksStore.persist.rehydrate()
  useBookmarksStore.setState((state) => toggleBookmark(state, seminarId))
  return hasBookmark(useBookmarksStore.getState(), seminarId)
}
