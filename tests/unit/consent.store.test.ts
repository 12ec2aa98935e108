// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'

import {
  acceptAll,
  acceptNecessaryOnly,
  acceptYoutube,
  closeCookieSettings,
  initialConsentState,
  openCookieSettings,
  saveCookieSettings,
  useConsentStore,
} from '@/features/consent/useConsent'

const stored = () =>
  JSON.parse(localStorage.getItem('cookies') ?? 'null') as {
    state: Record<string, unknown>
    version: number
  } | null
const none = {
  marketing: false,
  necessary: true,
  preferences: false,
  statistics: false,
  other: false,
}

beforeEach(() => {
  useConsentStore.setState({
    // The same reset as consent.banner-and-dialog.test.tsx: each file resets the store before
    // every test, in view of its tests.
    ...initialConsentState,
    showCookieSettings: false,
    cookieSettingsInitiator: null,
  })
  localStorage.clear()
})

describe('consent choices', () => {
  it('starts undecided: banner due, only necessary cookies, nothing stored', () => {
    const state = useConsentStore.getState()
    expect(state.showCookieBanner).toBe(true)
    expect(state.decidedAt).toBeNull()
    expect(state.cookieSettings).toEqual(none)
    expect(stored()).toBeNull()
  })

  it('"accept all" turns every category on, ends the banner and stores the choice', () => {
    acceptAll()
    const state = stored()
    expect(state?.version).toBe(2)
    expect(state?.state).toMatchObject({
      cookieSettings: {
        marketing: true,
        necessary: true,
        preferences: true,
        statistics: true,
        other: true,
      },
      showCookieBanner: false,
    })
    expect(Date.parse(String(state?.state.decidedAt))).toBeGreaterThan(Date.now() - 5000)
  })

  it('"necessary only" revokes what was accepted before', () => {
    acceptAll()
    acceptNecessaryOnly()
    expect(useConsentStore.getState().cookieSettings).toEqual(none)
    expect(stored()?.state).toMatchObject({ cookieSettings: none, showCookieBanner: false })
  })

  it('saving a selection keeps necessary cookies on even when asked to refuse them', () => {
    saveCookieSettings({
      marketing: false,
      necessary: false,
      preferences: false,
      statistics: true,
      other: false,
    })
    expect(useConsentStore.getState().cookieSettings).toEqual({ ...none, statistics: true })
    expect(useConsentStore.getState().showCookieBanner).toBe(false)
  })

  it('a choice keeps the video consent given earlier', () => {
    acceptYoutube()
    acceptNecessaryOnly()
    expect(stored()?.state.youtubeCookiesAccepted).toBe(true)
  })

  it('remembers who opened the settings, without storing the open dialog', () => {
    openCookieSettings('footer')
    expect(useConsentStore.getState()).toMatchObject({
      showCookieSettings: true,
      cookieSettingsInitiator: 'footer',
    })
    expect(stored()?.state).not.toHaveProperty('showCookieSettings')
    expect(stored()?.state).not.toHaveProperty('cookieSettingsInitiator')

    closeCookieSettings()
    expect(useConsentStore.getState()).toMatchObject({
      showCookieSettings: false,
      cookieSettingsInitiator: null,
    })
    // Closing is not a choice: the banner is still due.
    expect(useConsentStore.getState().showCookieBanner).toBe(true)
  })

  it('a choice closes the settings dialog', () => {
    openCookieSettings('banner')
    saveCookieSettings({ ...none, marketing: true })
    expect(useConsentStore.getState()).toMatchObject({
      showCookieSettings: false,
      cookieSettingsInitiator: null,
    })
  })
})

describe('stored data', () => {
  it('keeps the consent of the first version and asks again for the rest', async () => {
    localStorage.setItem(
      'cookies',
      JSON.stringify({
        state: {
          youtubeCookiesAccepted: true,
          googleMapsCookiesAccepted: true,
          cookieSettings: { ...none, statistics: true },
        },
        version: 1,
      }),
    )
    await useConsentStore.persist.rehydrate()
    expect(useConsentStore.getState()).toMatchObject({
      youtubeCookiesAccepted: true,
      googleMapsCookiesAccepted: true,
      cookieSettings: { ...none, statistics: true },
      showCookieBanner: true,
      decidedAt: null,
    })
    expect(stored()?.version).toBe(2)
  })

  it('repairs damaged data: necessary forced on, unknown values back to the defaults', async () => {
    localStorage.setItem(
      'cookies',
      JSON.stringify({
        state: { cookieSettings: { necessary: false, marketing: 'yes' }, showCookieBanner: false },
        version: 2,
      }),
    )
    await useConsentStore.persist.rehydrate()
    expect(useConsentStore.getState().cookieSettings).toEqual(none)
    expect(useConsentStore.getState().showCookieBanner).toBe(false)
  })

  it('reading the stored choice does not close an open dialog', async () => {
    acceptAll()
    openCookieSettings('footer')
    await useConsentStore.persist.rehydrate()
    expect(useConsentStore.getState()).toMatchObject({
      showCookieSettings: true,
      cookieSettingsInitiator: 'footer',
    })
  })
})
