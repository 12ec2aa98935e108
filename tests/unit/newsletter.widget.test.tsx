// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { initialConsentState, useConsentStore } from '@/features/consent/useConsent'
import { NewsletterWidget } from '@/features/newsletter/components/NewsletterWidget.client'

import { renderInLocale } from '../helpers/render-in-locale'

const SCRIPT_URL = 'https://forms.example.test/embed/v2.js'

type WidgetWindow = {
  hbspt?: unknown
  happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } }
}
const widgetWindow = () => window as unknown as WidgetWindow
const widgetScripts = () =>
  Array.from(document.querySelectorAll('script')).filter(
    (script) => script.getAttribute('src') === SCRIPT_URL,
  )
const create = vi.fn()

/**
 * Plays the third-party script. happy-dom never fetches scripts: it reports each one as failed,
 * or, with this setting, as loaded; a "loaded" script here also installs the form API.
 */
function scriptWillLoad(withApi = true) {
  widgetWindow().happyDOM.settings.handleDisabledFileLoadingAsSuccess = true
  if (withApi) widgetWindow().hbspt = { forms: { create } }
}

let fetchSpy: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  localStorage.clear()
  useConsentStore.setState(initialConsentState)
  create.mockReset()
  fetchSpy = vi.spyOn(globalThis, 'fetch')
})
afterEach(() => {
  fetchSpy.mockRestore()
  for (const script of widgetScripts()) script.remove()
  delete widgetWindow().hbspt
  widgetWindow().happyDOM.settings.handleDisabledFileLoadingAsSuccess = false
})

function renderWidget() {
  renderInLocale(
    <NewsletterWidget
      portalId="4711"
      formId="nl-form-1"
      scriptUrl={SCRIPT_URL}
      privacyUrl="/datenschutzerklaerung/"
      fallbackUrl="/kontakt/newsletter/"
    />,
  )
  return userEvent.setup()
}

describe('external newsletter widget', () => {
  it('requests nothing from the third party before the visitor agrees', async () => {
    renderWidget()
    expect(
      screen.getByText(/Das Anmeldeformular wird von einem externen Dienst geladen/),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: /Datenschutzerklärung/ }).getAttribute('href')).toBe(
      '/datenschutzerklaerung/',
    )
    // Give effects their chance to run: still nothing.
    await act(async () => undefined)
    expect(widgetScripts()).toHaveLength(0)
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(create).not.toHaveBeenCalled()
  })

  it('loads the configured script after the click and creates the form into its container', async () => {
    scriptWillLoad()
    const user = renderWidget()
    await user.click(screen.getByRole('button', { name: 'Formular laden' }))

    expect(widgetScripts()).toHaveLength(1)
    expect(document.activeElement).toBe(screen.getByTestId('newsletter-widget'))
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1))
    const options = create.mock.calls[0][0] as { portalId: string; formId: string; target: string }
    expect(options).toMatchObject({ portalId: '4711', formId: 'nl-form-1' })
    expect(document.querySelector(options.target)).not.toBeNull()
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''))
  })

  it('loads at once when the visitor has already agreed to marketing', async () => {
    scriptWillLoad()
    useConsentStore.setState({
      cookieSettings: { ...initialConsentState.cookieSettings, marketing: true },
    })
    renderWidget()
    expect(screen.queryByRole('button', { name: 'Formular laden' })).toBeNull()
    await waitFor(() => expect(widgetScripts()).toHaveLength(1))
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1))
  })

  it('logs the failure and points to the newsletter page when the script cannot be loaded', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const user = renderWidget()
    await user.click(screen.getByRole('button', { name: 'Formular laden' }))

    expect(await screen.findByText(/konnte leider nicht geladen werden/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Zur Newsletter-Seite' }).getAttribute('href')).toBe(
      '/kontakt/newsletter/',
    )
    expect(consoleError).toHaveBeenCalledWith('Error loading newsletter form', expect.any(Error))
    consoleError.mockRestore()
  })

  it('treats a script without the form API as a failure too', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    scriptWillLoad(false)
    const user = renderWidget()
    await user.click(screen.getByRole('button', { name: 'Formular laden' }))
    expect(await screen.findByRole('link', { name: 'Zur Newsletter-Seite' })).toBeTruthy()
    expect(consoleError).toHaveBeenCalledWith('Error loading newsletter form', expect.any(Error))
    consoleError.mockRestore()
  })
})
