'use client'

import { useEffect } from 'react'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

import { CONSENT_STORAGE_KEY } from './constants'

export type CookieSettings = {
  marketing: boolean
  necessary: boolean
  preferences: boolean
  statistics: boolean
  other: boolean
}

/** The stored part of SPEC §3's "cookies" state. */
export type ConsentState = {
  youtubeCookiesAccepted: boolean
  googleMapsCookiesAccepted: boolean
  cookieSettings: CookieSettings
}

export const initialConsentState: ConsentState = {
  youtubeCookiesAccepted: false,
  googleMapsCookiesAccepted: false,
  cookieSettings: { marketing: false, necessary: true, preferences: false, statistics: false, other: false },
}

/**
 * The visitor's consent, kept in local storage. Hydration is manual (as for the cart), so the
 * server render and the first client render agree; useConsent() reads the stored choice on mount.
 */
export const useConsentStore = create<ConsentState>()(
  persist(() => initialConsentState, {
    name: CONSENT_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
    skipHydration: true,
    version: 1,
  }),
)

/** The visitor agreed to load YouTube videos (the two-click video notice). */
export function acceptYoutube(): void {
  // Read the stored choices first (synchronous for local storage), so writing keeps the others.
  if (!useConsentStore.persist.hasHydrated()) void useConsentStore.persist.rehydrate()
  useConsentStore.setState({ youtubeCookiesAccepted: true })
}

/** The current consent; reads the stored choice after mount and follows changes in other tabs. */
export function useConsent(): ConsentState {
  useEffect(() => {
    if (!useConsentStore.persist.hasHydrated()) void useConsentStore.persist.rehydrate()
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSENT_STORAGE_KEY) void useConsentStore.persist.rehydrate()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])
  return useConsentStore()
}
