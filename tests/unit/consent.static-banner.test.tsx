// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import messages from '../../messages/de.json'
import { ConsentManager } from '@/features/consent/components/ConsentManager.client'
import {
  StaticCookieBanner,
  staticBannerScript,
} from '@/features/consent/components/StaticCookieBanner'
import { isBannerFreePath } from '@/features/consent/constants'
import { initialConsentState, useConsentStore } from '@/features/consent/useConsent'

const navigation = vi.hoisted(() => ({ pathname: '/' }))
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }))

const hiddenByScript = (path: string) => {
  window.history.replaceState(null, '', path)
  document.documentElement.removeAttribute('data-consent-banner')
  new Function(staticBannerScript())()
  return document.documentElement.getAttribute('data-consent-banner') === 'off'
}

beforeEach(() => {
  navigation.pathname = '/'
  localStorage.clear()
  document.documentElement.removeAttribute('data-consent-banner')
  useConsentStore.setState({
    ...initialConsentState,
    showCookieSettings: false,
    cookieSettingsInitiator: null,
  })
})

describe("the banner's server-rendered copy", () => {
  it('is in the HTML with its texts, inert, with ids of its own', () => {
    const html = renderToStaticMarkup(
      <StaticCookieBanner privacyUrl="/datenschutzerklaerung/" texts={messages.consent.banner} />,
    )
    expect(html).toContain(messages.consent.banner.title)
    expect(html).toContain(messages.consent.banner.acceptAll)
    expect(html).toMatch(/<div id="cookie-banner-static" inert="" aria-hidden="true">/)
    // A picture of the banner, not a dialog: nothing that looks for open dialogs counts it.
    expect(html).not.toMatch(/<dialog|role="(alert)?dialog"/)
    expect(html).not.toContain('id="cookie-banner-title"')
  })

  it('stays for a first visit and for a stored choice that still wants the banner', () => {
    expect(hiddenByScript('/')).toBe(false)
    localStorage.setItem(
      'cookies',
      JSON.stringify({ state: { showCookieBanner: true }, version: 2 }),
    )
    expect(hiddenByScript('/seminare/')).toBe(false)
    localStorage.setItem('cookies', '{not json')
    expect(hiddenByScript('/')).toBe(false)
  })

  it('is hidden before the first paint for a visitor who chose, and on the privacy and imprint pages', () => {
    expect(hiddenByScript('/datenschutzerklaerung/')).toBe(true)
    expect(hiddenByScript('/en/imprint/')).toBe(true)
    // The same rule as the client's isBannerFreePath: with or without the trailing slash.
    expect(hiddenByScript('/impressum')).toBe(isBannerFreePath('/impressum'))
    expect(hiddenByScript('/impressum')).toBe(true)
    expect(hiddenByScript('/impressum-alt/')).toBe(false)
    localStorage.setItem(
      'cookies',
      JSON.stringify({ state: { showCookieBanner: false }, version: 2 }),
    )
    expect(hiddenByScript('/')).toBe(true)
  })

  it('is hidden by the client when the stored choice says the banner is done', async () => {
    localStorage.setItem(
      'cookies',
      JSON.stringify({ state: { ...initialConsentState, showCookieBanner: false }, version: 2 }),
    )
    render(<ConsentManager privacyUrl="/datenschutzerklaerung/" texts={messages.consent} />)
    await waitFor(() =>
      expect(document.documentElement.getAttribute('data-consent-banner')).toBe('off'),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('is hidden once the interactive banner has opened in its place', async () => {
    render(<ConsentManager privacyUrl="/datenschutzerklaerung/" texts={messages.consent} />)
    expect(await screen.findByRole('dialog', { name: messages.consent.banner.title })).toBeTruthy()
    await waitFor(() =>
      expect(document.documentElement.getAttribute('data-consent-banner')).toBe('off'),
    )
  })
})
