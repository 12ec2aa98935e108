// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { NewsletterConfirmation } from '@/features/newsletter/components/NewsletterConfirmation.client'
import { parseConfirmationFragment } from '@/features/newsletter/fragment'

import { renderInLocale } from '../helpers/render-in-locale'

const TOKEN = 'Qm9va2luZy1Ub2tlbi0xMg'
const CONFIRM_URL = '/api/json-api/newsletter/confirm/'

let answers: (() => Promise<Response>)[]
let fetchMock: ReturnType<typeof vi.fn>
const sentMessage = (call = 0) =>
  JSON.parse(String((fetchMock.mock.calls[call][1] as RequestInit).body)).message

beforeEach(() => {
  answers = []
  fetchMock = vi.fn(async () =>
    (answers.shift() ?? (async () => Response.json({ status: 'ok', subscription: 'confirmed' })))(),
  )
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

/** Opens the page the way a mailed link does: path plus fragment. */
function openLink(url: string, locale: 'de' | 'en' = 'de') {
  window.history.replaceState(null, '', url)
  renderInLocale(
    <NewsletterConfirmation
      signUpUrl={locale === 'de' ? '/kontakt/newsletter/' : '/en/contact-us/newsletter/'}
    />,
    locale,
  )
  return userEvent.setup()
}

describe('confirmation link fragment', () => {
  it('reads the token and the action, and nothing from an empty fragment', () => {
    expect(parseConfirmationFragment(`#token=${TOKEN}`)).toEqual({
      token: TOKEN,
      action: 'confirm',
    })
    expect(parseConfirmationFragment(`#token=${TOKEN}&action=unsubscribe`)).toEqual({
      token: TOKEN,
      action: 'unsubscribe',
    })
    expect(parseConfirmationFragment(`#token=${TOKEN}&action=delete-everything`)).toEqual({
      token: TOKEN,
      action: 'confirm',
    })
    expect(parseConfirmationFragment('#token=')).toBeNull()
    expect(parseConfirmationFragment('')).toBeNull()
  })
})

describe('newsletter confirmation page', () => {
  it('takes the token out of the address bar and confirms only when the visitor clicks', async () => {
    const user = openLink(`/newsletter-bestaetigung/?utm=mail#token=${TOKEN}`)
    const button = await screen.findByRole('button', { name: 'Anmeldung bestätigen' })
    expect(window.location.hash).toBe('')
    expect(window.location.pathname + window.location.search).toBe(
      '/newsletter-bestaetigung/?utm=mail',
    )
    expect(fetchMock).not.toHaveBeenCalled()

    await user.click(button)
    const heading = await screen.findByRole('heading', {
      name: 'Vielen Dank, Ihre Anmeldung ist bestätigt!',
    })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0][0]).toBe(CONFIRM_URL)
    expect(sentMessage()).toEqual({ token: TOKEN, action: 'confirm' })
    expect(screen.queryByRole('button', { name: 'Anmeldung bestätigen' })).toBeNull()
  })

  it('unsubscribes through the unsubscribe link', async () => {
    answers.push(async () => Response.json({ status: 'ok', subscription: 'unsubscribed' }))
    const user = openLink(`/newsletter-bestaetigung/#token=${TOKEN}&action=unsubscribe`)
    expect(await screen.findByText(/Ein Klick genügt/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Vom Newsletter abmelden' }))
    expect(
      await screen.findByRole('heading', { name: 'Sie sind vom Newsletter abgemeldet.' }),
    ).toBeTruthy()
    expect(sentMessage()).toEqual({ token: TOKEN, action: 'unsubscribe' })
  })

  it('says that an unknown or expired link is invalid and links to the sign-up', async () => {
    answers.push(async () =>
      Response.json({ status: 'error', code: 'invalidToken' }, { status: 404 }),
    )
    const user = openLink('/newsletter-bestaetigung/#token=abgelaufen')
    await user.click(await screen.findByRole('button', { name: 'Anmeldung bestätigen' }))
    expect(
      await screen.findByRole('heading', { name: 'Der Link ist ungültig oder abgelaufen.' }),
    ).toBeTruthy()
    expect(
      screen.getByRole('link', { name: 'Zur Newsletter-Anmeldung' }).getAttribute('href'),
    ).toBe('/kontakt/newsletter/')
  })

  it('offers another try after a failure, with the same token', async () => {
    answers.push(async () => new Response('busy', { status: 503 }))
    const user = openLink(`/newsletter-bestaetigung/#token=${TOKEN}`)
    await user.click(await screen.findByRole('button', { name: 'Anmeldung bestätigen' }))
    expect(
      await screen.findByRole('heading', { name: 'Das hat leider nicht geklappt.' }),
    ).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    expect(
      await screen.findByRole('heading', { name: 'Vielen Dank, Ihre Anmeldung ist bestätigt!' }),
    ).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(sentMessage(1)).toEqual({ token: TOKEN, action: 'confirm' })
  })

  it('explains the page and links to the sign-up when the link carries no token', async () => {
    openLink('/en/newsletter-confirmation/', 'en')
    expect(await screen.findByText(/The code from the email is missing/)).toBeTruthy()
    expect(screen.getByText(/we send you an email with a personal link/)).toBeTruthy()
    expect(
      screen.getByRole('link', { name: 'Go to the newsletter sign-up' }).getAttribute('href'),
    ).toBe('/en/contact-us/newsletter/')
    expect(screen.queryByRole('button')).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
