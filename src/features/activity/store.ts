'use client'

import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

import { isMobileWidth } from './behaviour'
import { ACTIVITY_STORAGE_KEY, MAX_REMEMBERED_LOCATIONS, WIDTH_COOKIE } from './constants'
import { writeCookie } from './cookies'

/**
 * The userActivity state (docs/behaviour/entities.md#useractivity). Only `locations` is stored;
 * the rest belongs to one page view.
 */
export type ActivityState = {
  /** Place ids the visitor chose, most recent first. */
  locations: number[]
  /** The pointer left the window at the top, or the tab was hidden, during this page view. */
  exitIntent: boolean
  /** The visitor scrolled to 40 % of the document during this page view. */
  scrollDepth40: boolean
  /** The window is at most 1024 px wide. */
  isMobile: boolean
  /**
   * Mirror of the userActivity cookie: the annual-programme notice was not shown within the days
   * the site settings set between two showings.
   */
  showJahresprogrammModal: boolean
  /** Mirror of the userActivity cookie: the same for the magazine notice. */
  showMagazinModal: boolean
}

export const initialActivityState: ActivityState = {
  locations: [],
  exitIntent: false,
  scrollDepth40: false,
  isMobile: false,
  showJahresprogrammModal: true,
  showMagazinModal: true,
}

/** Puts a place first in the list of recent choices, without duplicates, capped. */
export function withLocation(locations: readonly number[], id: number): number[] {
  return [id, ...locations.filter((known) => known !== id)].slice(0, MAX_REMEMBERED_LOCATIONS)
}

/**
 * The visitor's activity; the place list is kept in local storage. Hydration is manual (as for
 * the cart), so the server render and the first client render agree.
 */
// Alike the other persisted stores by shape only: zustand's persist options with its own key.
export const useActivityStore = create<ActivityState>()(
  persist(() => initialActivityState, {
    name: ACTIVITY_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
    skipHydration: true,
    version: 1,
    partialize: (state) => ({ locations: state.locations }),
  }),
)

/** Reads the stored activity once; later writes keep what was stored. */
export function hydrateActivity(): void {
  if (!useActivityStore.persist.hasHydrated()) void useActivityStore.persist.rehydrate()
}

/** Remembers a place the visitor chose in the finder; its place tab is prefilled with it. */
export function rememberLocation(id: number): void {
  hydrateActivity()
  useActivityStore.setState((state) => ({ locations: withLocation(state.locations, id) }))
}

/**
 * Changes the page-view part of the state. Every write also stores `locations`, so the stored
 * list is read first: writing before that would replace it with the empty default.
 */
function update(partial: Partial<Omit<ActivityState, 'locations'>>): void {
  hydrateActivity()
  const state = useActivityStore.getState()
  const changed = (Object.keys(partial) as (keyof typeof partial)[]).some(
    (key) => state[key] !== partial[key],
  )
  if (changed) useActivityStore.setState(partial)
}

/** Records an exit intent for this page view. */
export function markExitIntent(): void {
  update({ exitIntent: true })
}

/** Records that the visitor read 40 % of this page. */
export function markScrollDepth40(): void {
  update({ scrollDepth40: true })
}

/** Forgets this page view's signals: only the next exit intent or scroll counts again. */
export function forgetSignals(): void {
  update({ exitIntent: false, scrollDepth40: false })
}

/** A new page view (client-side navigation): the per-view signals start over. */
export const resetPageView = forgetSignals

/** Sets the mobile flag from the window width and writes the width cookie. */
export function setViewportWidth(width: number): void {
  writeCookie(WIDTH_COOKIE, String(Math.round(width)))
  update({ isMobile: isMobileWidth(width) })
}

/** Sets the mirrors of the userActivity cookie (the notices feature reads the cookie). */
export function setNoticeFlags(
  flags: Pick<ActivityState, 'showJahresprogrammModal' | 'showMagazinModal'>,
): void {
  update(flags)
}
