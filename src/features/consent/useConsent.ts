'use client'

import { useEffect, useSyncExternalStore } from 'react'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

import { CONSENT_STORAGE_KEY, CONSENT_STORE_VERSION } from './constants'

export type CookieSettings = {
  marketing: boolean
  necessary: boolean
  preferences: boolean
  statistics: boolean
  other: boolean
}

/** The stored part of the "cookies" state (docs/behaviour/entities.md#cookies-consent). */
export type ConsentState = {
  youtubeCookiesAccepted: boolean
  googleMapsCookiesAccepted: boolean
  cookieSettings: CookieSettings
  /** True until the visitor has made a choice in the banner or the settings dialog. */
  showCookieBanner: boolean
  /** When the visitor last chose (ISO 8601); null before the first choice. */
  decidedAt: string | null
}

/** Who opened the settings dialog: the banner or the footer link (cookieSettingsInitiator). */
export type CookieSettingsInitiator = 'banner' | 'footer'

/** The part of the "cookies" state that lives only as long as the page. */
export type ConsentUiState = {
  showCookieSettings: boolean
  cookieSettingsInitiator: CookieSettingsInitiator | null
}

export type ConsentStore = ConsentState & ConsentUiState

export const initialConsentState: ConsentState = {
  youtubeCookiesAccepted: false,
  googleMapsCookiesAccepted: false,
  cookieSettings: {
    marketing: false,
    necessary: true,
    preferences: false,
    statistics: false,
    other: false,
  },
  showCookieBanner: true,
  decidedAt: null,
}

const initialUiState: ConsentUiState = { showCookieSettings: false, cookieSettingsInitiator: null }

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback)

/**
 * Reads a stored choice of any version into the current shape: missing or damaged fields fall
 * back to the defaults, and necessary cookies are always on.
 */
export function toConsentState(stored: unknown): ConsentState {
  const value = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>
  const settings = (
    value.cookieSettings && typeof value.cookieSettings === 'object' ? value.cookieSettings : {}
  ) as Record<string, unknown>
  const defaults = initialConsentState.cookieSettings
  return {
    youtubeCookiesAccepted: flag(value.youtubeCookiesAccepted, false),
    googleMapsCookiesAccepted: flag(value.googleMapsCookiesAccepted, false),
    cookieSettings: {
      marketing: flag(settings.marketing, defaults.marketing),
      necessary: true,
      preferences: flag(settings.preferences, defaults.preferences),
      statistics: flag(settings.statistics, defaults.statistics),
      other: flag(settings.other, defaults.other),
    },
    // Version 1 stored no banner decision (only the video consent), so its visitors still choose.
    showCookieBanner: flag(value.showCookieBanner, true),
    decidedAt: typeof value.decidedAt === 'string' ? value.decidedAt : null,
  }
}

/**
 * The visitor's consent, kept in local storage. Hydration is manual (as for the cart), so the
 * server render and the first client render agree; useConsent() reads the stored choice on mount.
 * Whether the settings dialog is open is not stored: a reload starts with it closed.
 */
export const useConsentStore = create<ConsentStore>()(
  persist(() => ({ ...initialConsentState, ...initialUiState }), {
    name: CONSENT_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
    skipHydration: true,
    version: CONSENT_STORE_VERSION,
    partialize: ({
      youtubeCookiesAccepted,
      googleMapsCookiesAccepted,
      cookieSettings,
      showCookieBanner,
      decidedAt,
    }): ConsentState => ({
      youtubeCookiesAccepted,
      googleMapsCookiesAccepted,
      cookieSettings,
      showCookieBanner,
      decidedAt,
    }),
    migrate: (stored) => toConsentState(stored),
    // Nothing stored yet: keep the defaults (zustand's own merge does the same).
    merge: (stored, current) =>
      stored === undefined ? current : { ...current, ...toConsentState(stored) },
  }),
)

/**
 * Reads the stored choices once, so that a write keeps the others (synchronous for local storage).
 */
function hydrateConsent(): void {
  if (!useConsentStore.persist.hasHydrated()) void useConsentStore.persist.rehydrate()
}

/** Records a choice of categories: the banner is done and the dialog closes. */
function decide(settings: Omit<CookieSettings, 'necessary'>): void {
  hydrateConsent()
  useConsentStore.setState({
    cookieSettings: { ...settings, necessary: true },
    showCookieBanner: false,
    decidedAt: new Date().toISOString(),
    ...initialUiState,
  })
}

/** The visitor agreed to every category ("Alle akzeptieren"). */
export function acceptAll(): void {
  decide({ marketing: true, preferences: true, statistics: true, other: true })
}

/** The visitor allowed only the cookies the site needs to work ("Nur notwendige"). */
export function acceptNecessaryOnly(): void {
  decide({ marketing: false, preferences: false, statistics: false, other: false })
}

/** The visitor saved a selection in the settings dialog; necessary cookies cannot be refused. */
export function saveCookieSettings(settings: CookieSettings): void {
  decide({
    marketing: settings.marketing,
    preferences: settings.preferences,
    statistics: settings.statistics,
    other: settings.other,
  })
}

/** Opens the settings dialog, remembering whether the banner or the footer link asked for it. */
export function openCookieSettings(initiator: CookieSettingsInitiator): void {
  hydrateConsent()
  useConsentStore.setState({ showCookieSettings: true, cookieSettingsInitiator: initiator })
}

/** Closes the settings dialog without a new choice (the banner returns if none was made yet). */
export function closeCookieSettings(): void {
  hydrateConsent()
  useConsentStore.setState(initialUiState)
}

/** The visitor agreed to load YouTube videos (the two-click video notice). */
export function acceptYoutube(): void {
  hydrateConsent()
  useConsentStore.setState({ youtubeCookiesAccepted: true })
}

/** The current consent; reads the stored choice after mount and follows changes in other tabs. */
export function useConsent(): ConsentStore {
  useEffect(() => {
    hydrateConsent()
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSENT_STORAGE_KEY) void useConsentStore.persist.rehydrate()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])
  return useConsentStore()
}

const subscribeHydration = (onChange: () => void) =>
  useConsentStore.persist.onFinishHydration(onChange)
const isHydrated = () => useConsentStore.persist.hasHydrated()
const notOnServer = () => false

/** False on the server and until the stored choice was read, so nothing depends on the defaults. */
export function useConsentHydrated(): boolean {
  return useSyncExternalStore(subscribeHydration, isHydrated, notOnServer)
}
