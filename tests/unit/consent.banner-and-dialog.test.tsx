// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import messages from '../../messages/de.json'
import { ConsentManager } from '@/features/consent/components/ConsentManager.client'
import { CookieBanner } from '@/features/consent/components/CookieBanner'
import { CookieSettingsButton } from '@/features/consent/components/CookieSettingsButton.client'
import { acceptAll, initialConsentState, useConsentStore } from '@/features/consent/useConsent'

const navigation = vi.hoisted(() => ({ pathname: '/' }))
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }))

const BANNER = 'Cookies und Datenschutz'
const SETTINGS = 'Cookie-Einstellungen'

function renderSite() {
  return render(
    <>
      <CookieBanner privacyUrl="/datenschutzerklaerung/" texts={messages.consent.banner} />
      <main>
        <p>Seiteninhalt</p>
        <CookieSettingsButton label={SETTINGS} />
      </main>
      <ConsentManager texts={messages.consent} />
    </>,
  )
}

const storedSettings = () =>
  JSON.parse(localStorage.getItem('cookies') ?? '{}').state?.cookieSettings

beforeEach(() => {
  navigation.pathname = '/'
  useConsentStore.setState({
    ...initialConsentState,
    showCookieSettings: false,
    cookieSettingsInitiator: null,
  })
  localStorage.clear()
})

describe('cookie banner', () => {
  it('is closed in the server HTML, the same for every visitor (pages are cached)', () => {
    const html = renderToString(
      <CookieBanner privacyUrl="/datenschutzerklaerung/" texts={messages.consent.banner} />,
    )
    expect(html).toMatch(/<dialog id="cookie-banner" aria-labelledby="cookie-banner-title"/)
    expect(html).not.toMatch(/<dialog[^>]* open/)
    expect(renderToString(<ConsentManager texts={messages.consent} />)).toBe('')
  })

  it('shows on the first visit with focus on the first choice, and Tab stays inside', async () => {
    const user = userEvent.setup()
    renderSite()
    const banner = await screen.findByRole('dialog', { name: BANNER })
    expect(
      within(banner).getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href'),
    ).toBe('/datenschutzerklaerung/')
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(banner).getByRole('button', { name: 'Alle akzeptieren' }),
      ),
    )

    const visited = new Set<string>()
    for (let i = 0; i < 6; i++) {
      await user.tab()
      expect(banner.contains(document.activeElement)).toBe(true)
      visited.add(document.activeElement?.textContent ?? '')
    }
    expect(visited).toEqual(
      new Set(['Nur notwendige', 'Einstellungen', 'Datenschutzerklärung', 'Alle akzeptieren']),
    )
  })

  it('"Nur notwendige" closes it for good with only necessary cookies', async () => {
    const user = userEvent.setup()
    const view = renderSite()
    await user.click(await screen.findByRole('button', { name: 'Nur notwendige' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(storedSettings()).toEqual({
      marketing: false,
      necessary: true,
      preferences: false,
      statistics: false,
      other: false,
    })

    view.unmount()
    renderSite()
    expect(await screen.findByText('Seiteninhalt')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('"Alle akzeptieren" allows every category', async () => {
    const user = userEvent.setup()
    renderSite()
    await user.click(await screen.findByRole('button', { name: 'Alle akzeptieren' }))
    // Alike the test below by shape only: each asserts the settings its own choice stores.
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(storedSettings()).toEqual({
      marketing: true,
      necessary: true,
      preferences: true,
      statistics: true,
      other: true,
    })
  })

  it('cannot be dismissed with Escape', async () => {
    const user = userEvent.setup()
    renderSite()
    await screen.findByRole('dialog', { name: BANNER })
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: BANNER })).toBeTruthy()
  })

  it('leaves the privacy statement readable', async () => {
    navigation.pathname = '/datenschutzerklaerung/'
    renderSite()
    expect(await screen.findByText('Seiteninhalt')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('cookie settings dialog', () => {
  it('opens from the banner, saves the selection and ends the banner', async () => {
    const user = userEvent.setup()
    renderSite()
    await user.click(await screen.findByRole('button', { name: 'Einstellungen' }))
    const dialog = await screen.findByRole('dialog', { name: SETTINGS })
    expect(screen.queryByRole('dialog', { name: BANNER })).toBeNull()

    const necessary = within(dialog).getByRole('checkbox', {
      name: 'Notwendig',
    }) as HTMLInputElement
    expect(necessary.checked).toBe(true)
    expect(necessary.disabled).toBe(true)
    const statistics = within(dialog).getByRole('checkbox', {
      name: 'Statistik',
    }) as HTMLInputElement
    expect(statistics.checked).toBe(false)
    expect(statistics.getAttribute('aria-describedby')).toBeTruthy()
    for (const name of ['Präferenzen', 'Marketing', 'Sonstige'])
      expect(within(dialog).getByRole('checkbox', { name })).toBeTruthy()

    statistics.focus()
    await user.keyboard(' ')
    expect(statistics.checked).toBe(true)
    await user.click(within(dialog).getByRole('button', { name: 'Auswahl speichern' }))

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(storedSettings()).toEqual({
      marketing: false,
      necessary: true,
      preferences: false,
      statistics: true,
      other: false,
    })
  })

  it('Escape without saving brings the banner back when no choice was made', async () => {
    const user = userEvent.setup()
    renderSite()
    await user.click(await screen.findByRole('button', { name: 'Einstellungen' }))
    await screen.findByRole('dialog', { name: SETTINGS })
    await user.keyboard('{Escape}')
    expect(await screen.findByRole('dialog', { name: BANNER })).toBeTruthy()
    expect(
      localStorage.getItem('cookies') === null ||
        JSON.parse(localStorage.getItem('cookies') ?? '{}').state.showCookieBanner,
    ).toBe(true)
  })

  it('opens from the footer with the saved choice, closes and returns focus to the link', async () => {
    const user = userEvent.setup()
    acceptAll()
    renderSite()
    const opener = screen.getByRole('button', { name: SETTINGS })
    await user.click(opener)
    const dialog = await screen.findByRole('dialog', { name: SETTINGS })
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Marketing' }) as HTMLInputElement).checked,
    ).toBe(true)

    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(opener))
    // Closing from the footer is not a new decision: no banner after an earlier choice.
    expect(screen.queryByRole('dialog', { name: BANNER })).toBeNull()
  })

  it('revokes marketing from the footer', async () => {
    const user = userEvent.setup()
    acceptAll()
    renderSite()
    await user.click(screen.getByRole('button', { name: SETTINGS }))
    const dialog = await screen.findByRole('dialog', { name: SETTINGS })
    await user.click(within(dialog).getByRole('checkbox', { name: 'Marketing' }))
    await user.click(within(dialog).getByRole('button', { name: 'Auswahl speichern' }))
    expect(storedSettings()).toMatchObject({ marketing: false, statistics: true })
  })
})
