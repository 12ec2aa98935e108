'use client'

import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

import { storedHydrationHook } from '@/lib/stored-hydration'

import { ACCESS_CODE_PATTERN, WHITEPAPER_STORAGE_KEY } from './constants'

/**
 * docs/behaviour/entities.md "Whitepaper store": the whitepaper whose form was opened last
 * (whitepaperId), the one unlocked or downloaded last (downloadId), and the access codes by
 * whitepaper id.
 */
export type WhitepaperState = {
  whitepaperId: number | null
  downloadId: number | null
  codes: Record<string, string>
}

export const initialWhitepaperState: WhitepaperState = {
  whitepaperId: null,
  downloadId: null,
  codes: {},
}

/**
 * The store in local storage. Hydration is manual (as for the cart and the consent), so the
 * server render and the first client render agree: both show the request button.
 */
export const useWhitepaperStore = create<WhitepaperState>()(
  persist(() => initialWhitepaperState, {
    name: WHITEPAPER_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
    skipHydration: true,
    version: 1,
  }),
)

/** Reads the stored state first, so that a write keeps what another page stored. */
function hydrateOnce(): void {
  if (!useWhitepaperStore.persist.hasHydrated()) void useWhitepaperStore.persist.rehydrate()
}

/** Remembers the whitepaper whose request form the visitor opened. */
export function chooseWhitepaper(id: number): void {
  hydrateOnce()
  useWhitepaperStore.setState({ whitepaperId: id })
}

/** Stores the access code of a whitepaper; a code of the wrong shape is ignored. */
export function storeCode(id: number, code: string): boolean {
  if (!ACCESS_CODE_PATTERN.test(code)) return false
  hydrateOnce()
  useWhitepaperStore.setState((state) => ({
    downloadId: id,
    codes: { ...state.codes, [String(id)]: code },
  }))
  return true
}

/** The stored access code of a whitepaper, if any. */
export function codeFor(id: number): string | undefined {
  hydrateOnce()
  return useWhitepaperStore.getState().codes[String(id)]
}

/**
 * docs/behaviour/states.md: an empty download answer clears the stored codes, so the cards offer
 * the form again.
 */
export function clearCodes(): void {
  hydrateOnce()
  useWhitepaperStore.setState({ codes: {} })
}

/** Reads the stored codes after mount and follows changes made in other tabs; true once read. */
export const useHydratedWhitepapers = storedHydrationHook(
  useWhitepaperStore.persist,
  WHITEPAPER_STORAGE_KEY,
)

/** The access code of one whitepaper once the store is read (undefined before and without one). */
export function useStoredCode(id: number): string | undefined {
  const hydrated = useHydratedWhitepapers()
  const code = useWhitepaperStore((state) => state.codes[String(id)])
  return hydrated ? code : undefined
}
