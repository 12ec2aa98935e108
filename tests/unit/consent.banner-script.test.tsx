// @vitest-environment happy-dom
import { act, render, waitFor } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import messages from '../../messages/de.json'
import { ConsentManager } from '@/features/consent/components/ConsentManager.client'
import { CookieBanner, cookieBannerScript } from '@/features/consent/components/CookieBanner'
import { isBannerFreePath } from '@/features/consent/constants'
import { initialConsentState, useConsentStore } from '@/features/consent/useConsent'

const navigation = vi.hoisted(() => ({ pathname: '/' }))
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }))

const bannerState = () => document.documentElement.getAttribute('data-consent-banner')
const banner = () => document.getElementById('cookie-banner') as HTMLDialogElement
const button = (name: string) =>
  [...banner().querySelectorAll('button')].find((element) => element.textContent === name)!

/** The server's banner as a page at `path` has it, its inline script run as the parser would. */
function loadPage(path: string) {
  window.history.replaceState(null, '', path)
  document.documentElement.removeAttribute('data-consent-banner')
  document.body.innerHTML = renderToStaticMarkup(
    <CookieBanner privacyUrl="/datenschutzerklaerung/" texts={messages.consent.banner} />,
  )
  new Function(cookieBannerScript())()
}

beforeEach(() => {
  navigation.pathname = '/'
  localStorage.clear()
  useConsentStore.setState({
    ...initialConsentState,
    showCookieSettings: false,
    cookieSettingsInitiator: null,
  })
})

describe("the banner's inline script", () => {
  it('opens the banner as a modal for a first visit, with the focus on the first choice', () => {
    loadPage('/')
    expect(banner().open).toBe(true)
    expect(bannerState()).toBe('open')
    expect(document.activeElement).toBe(button('Alle akzeptieren'))
  })

  it('keeps it for a stored choice that still wants it, or one it cannot read', () => {
    localStorage.setItem('cookies', JSON.stringify({ state: { showCookieBanner: true } }))
    loadPage('/seminare/')
    expect(banner().open).toBe(true)
    localStorage.setItem('cookies', '{not json')
    loadPage('/')
    expect(banner().open).toBe(true)
  })

  it('leaves it closed for a visitor who chose, and on the privacy and imprint pages', () => {
    for (const path of ['/datenschutzerklaerung/', '/en/imprint/', '/impressum']) {
      loadPage(path)
      expect(banner().open).toBe(false)
      expect(bannerState()).toBe('off')
    }
    // The same rule as the client's isBannerFreePath.
    expect(isBannerFreePath('/impressum')).toBe(true)
    loadPage('/impressum-alt/')
    expect(banner().open).toBe(true)
    localStorage.setItem('cookies', JSON.stringify({ state: { showCookieBanner: false } }))
    loadPage('/')
    expect(banner().open).toBe(false)
  })

  it('keeps Tab inside and refuses Escape before the page is interactive', () => {
    loadPage('/')
    const dialog = banner()
    // The last of its controls is the settings button; the first, the privacy link in the text.
    button('Einstellungen').focus()
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
    button('Einstellungen').dispatchEvent(tab)
    expect(tab.defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(dialog.querySelector('a'))
    const cancel = new Event('cancel', { cancelable: true })
    dialog.dispatchEvent(cancel)
    expect(cancel.defaultPrevented).toBe(true)
    dialog.close()
    expect(dialog.open).toBe(true)
  })

  it('makes a choice clicked before the page was interactive once it is', async () => {
    loadPage('/')
    button('Nur notwendige').click()
    expect(banner().open).toBe(true)
    const view = render(<ConsentManager texts={messages.consent} />, {
      container: document.body.appendChild(document.createElement('div')),
    })
    await waitFor(() => expect(banner().open).toBe(false))
    expect(bannerState()).toBe('off')
    expect(useConsentStore.getState().cookieSettings.marketing).toBe(false)
    expect(useConsentStore.getState().showCookieBanner).toBe(false)
    view.unmount()
  })

  it('leaves an open banner to the client as it is, which then closes it on a choice', async () => {
    loadPage('/')
    const dialog = banner()
    const view = render(<ConsentManager texts={messages.consent} />, {
      container: document.body.appendChild(document.createElement('div')),
    })
    await waitFor(() => expect(dialog.hasAttribute('data-live')).toBe(true))
    expect(dialog.open).toBe(true)
    expect(document.activeElement).toBe(button('Alle akzeptieren'))
    act(() => button('Alle akzeptieren').click())
    await waitFor(() => expect(dialog.open).toBe(false))
    expect(useConsentStore.getState().cookieSettings.marketing).toBe(true)
    view.unmount()
  })
})
