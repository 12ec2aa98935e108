'use client'

import { useEffect, useSyncExternalStore } from 'react'

/** The part of zustand's `persist` API (with `skipHydration`) that the hook below drives. */
type PersistApi = {
  hasHydrated: () => boolean
  rehydrate: () => Promise<void> | void
  onHydrate: (listener: () => void) => () => void
  onFinishHydration: (listener: () => void) => () => void
}

/**
 * A hook for a store kept in local storage: each component using it reads the stored state after
 * mount, and the page follows changes other tabs make under `storageKey` (one listener per store).
 * While React hydrates server HTML it answers false (the server knows nothing stored), so both
 * renders agree; components mounted once the store is read see the stored state at once.
 */
export function storedHydrationHook(persist: PersistApi, storageKey: string): () => boolean {
  let followingOtherTabs = false
  const followOtherTabs = () => {
    if (followingOtherTabs) return
    followingOtherTabs = true
    window.addEventListener('storage', (event) => {
      if (event.key === storageKey) void persist.rehydrate()
    })
  }
  const subscribe = (onChange: () => void) => {
    const stopStart = persist.onHydrate(onChange)
    const stopFinish = persist.onFinishHydration(onChange)
    return () => {
      stopStart()
      stopFinish()
    }
  }
  const hasHydrated = () => persist.hasHydrated()
  const notOnServer = () => false

  return function useStoredHydration(): boolean {
    const hydrated = useSyncExternalStore(subscribe, hasHydrated, notOnServer)
    useEffect(() => {
      followOtherTabs()
      void persist.rehydrate()
    }, [])
    return hydrated
  }
}
