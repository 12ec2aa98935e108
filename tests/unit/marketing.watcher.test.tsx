// @vitest-environment happy-dom
import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { initialConsentState, useConsentStore } from '@/features/consent/useConsent'
import { MarketingScripts } from '@/features/marketing/MarketingScripts.client'

type TestWindow = {
  dataLayer?: unknown[]
  hsConversationsSettings?: unknown
  happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } }
}
const testWindow = () => window as unknown as TestWindow
const PROPS = {
  gtmId: 'GTM-AB12CD',
  gtmScriptUrl: 'https://tags.example.test/gtm.js',
  chatPortalId: '4711',
  chatScriptUrl: 'https://chat.example.test/4711.js',
}
const scriptSources = () => Array.from(document.scripts).map((script) => script.getAttribute('src'))
const setMarketing = (marketing: boolean) =>
  useConsentStore.setState({
    cookieSettings: { ...initialConsentState.cookieSettings, marketing },
    showCookieBanner: false,
  })

let reload: ReturnType<typeof vi.fn<() => void>>
beforeEach(() => {
  localStorage.clear()
  useConsentStore.setState(initialConsentState)
  testWindow().happyDOM.settings.handleDisabledFileLoadingAsSuccess = true
  reload = vi.fn<() => void>()
  vi.spyOn(window.location, 'reload').mockImplementation(reload)
})
afterEach(() => {
  vi.restoreAllMocks()
  for (const script of Array.from(document.scripts)) script.remove()
  delete testWindow().dataLayer
  delete testWindow().hsConversationsSettings
  document.cookie = '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
  testWindow().happyDOM.settings.handleDisabledFileLoadingAsSuccess = false
})

describe('marketing scripts follow the consent', () => {
  it('loads nothing while marketing is off, and other choices change nothing', async () => {
    render(<MarketingScripts {...PROPS} />)
    await act(async () =>
      useConsentStore.setState({ youtubeCookiesAccepted: true, showCookieBanner: false }),
    )
    expect(scriptSources()).toEqual([])
    expect(testWindow().dataLayer).toBeUndefined()
    expect(reload).not.toHaveBeenCalled()
  })

  it('loads the tag manager and the chat script once marketing is allowed', async () => {
    render(<MarketingScripts {...PROPS} />)
    await act(async () => setMarketing(true))
    // The loaders are imported on demand.
    await vi.waitFor(() =>
      expect(scriptSources()).toEqual([
        'https://tags.example.test/gtm.js?id=GTM-AB12CD',
        'https://chat.example.test/4711.js',
      ]),
    )
    expect(testWindow().hsConversationsSettings).toEqual({
      loadImmediately: false,
      disableAttachment: true,
      enableWidgetCookieBanner: false,
    })
    expect(reload).not.toHaveBeenCalled()
  })

  it('loads them at once for a visitor who allowed marketing earlier, but no chat without a portal id', async () => {
    setMarketing(true)
    render(<MarketingScripts {...PROPS} chatPortalId="" />)
    await vi.waitFor(() =>
      expect(scriptSources()).toEqual(['https://tags.example.test/gtm.js?id=GTM-AB12CD']),
    )
  })

  it('purges scripts, cookies and data layer and reloads when marketing is withdrawn', async () => {
    setMarketing(true)
    render(<MarketingScripts {...PROPS} />)
    document.cookie = '_ga=GA1.1.1; path=/'
    await vi.waitFor(() => expect(scriptSources()).toHaveLength(2))
    await vi.waitFor(() => expect(testWindow().dataLayer).toHaveLength(1))
    const layer = testWindow().dataLayer

    await act(async () => setMarketing(false))
    await vi.waitFor(() => expect(reload).toHaveBeenCalled())

    expect(scriptSources()).toEqual([])
    expect(document.cookie).not.toContain('_ga')
    expect(layer).toHaveLength(0)
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
