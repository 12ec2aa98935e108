'use client'

import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

import { ACTIVITY_STORAGE_KEY, MAX_REMEMBERED_LOCATIONS } from './constants'

/** The stored part of SPEC §3's userActivity state (more fields follow with exit intent and scroll depth). */
export type ActivityState = {
  /** Place ids the visitor chose, most recent first. */
  locations: number[]
}

export const initialActivityState: ActivityState = { locations: [] }

/** Puts a place first in the list of recent choices, without duplicates, capped. */
export function withLocation(locations: readonly number[], id: number): number[] {
  return [id, ...locations.filter((known) => known !== id)].slice(0, MAX_REMEMBERED_LOCATIONS)
}

/**
 * The visitor's activity, kept in local storage. Hydration is manual (as for the cart), so the
 * server render and the first client render agree.
 */
export const useActivityStore = create<ActivityState>()(
  persist(() => initialActivityState, {
    name: ACTIVITY_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
    skipHydration: true,
    version: 1,
  }),
)

/** Reads the stored activity once; later writes keep what was stored. */
export function hydrateActivity(): void {
  if (!useActivityStore.persist.hasHydrated()) void useActivityStore.persist.rehydrate()
}

/** Remembers a place the visitor chose in the finder (SPEC §4: the place tab is prefilled with it). */
export function rememberLocation(id: number): void {
  hydrateActivity()
  useActivityStore.setState((state) => ({ locations: withLocation(state.locations, id) }))
}
