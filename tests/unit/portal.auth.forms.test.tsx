// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NextIntlClientProvider } from 'next-intl'
import type React from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import de from '../../messages/de.json'
import en from '../../messages/en.json'
import { ForgotPasswordForm } from '@/features/portal/auth/components/ForgotPasswordForm.client'
import { ResetPasswordForm } from '@/features/portal/auth/components/ResetPasswordForm.client'
import { LoginForm } from '@/features/portal/components/LoginForm.client'

const TOKEN = 'a1'.repeat(20)
let answers: Response[]
let fetchMock: ReturnType<typeof vi.fn>
const sent = (call = 0) => ({
  url: fetchMock.mock.calls[call][0],
  body: JSON.parse(String((fetchMock.mock.calls[call][1] as RequestInit).body)),
})

beforeEach(() => {
  answers = []
  fetchMock = vi.fn(async () => answers.shift() ?? Response.json({ status: 'ok' }))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

/** A field's label as the screen shows it (with the required asterisk). */
const label = (text: string) => new RegExp(`^${text}\\*?$`)

/** Renders with only the texts the pages hand these forms (AuthMessages). */
function show(ui: React.ReactNode, locale: 'de' | 'en' = 'de') {
  const messages = locale === 'de' ? de : en
  render(
    <NextIntlClientProvider locale={locale} messages={{ portal: { auth: messages.portal.auth } }}>
      {ui}
    </NextIntlClientProvider>,
  )
  return userEvent.setup()
}

describe('login form', () => {
  it('names the empty fields and sends nothing', async () => {
    const user = show(
      <LoginForm returnTo="/kundenportal/" forgotHref="/login/passwort-vergessen/" />,
    )
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    expect(await screen.findByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toBeTruthy()
    expect(screen.getByText('Bitte geben Sie Ihr Passwort ein.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(label('E-Mail'))))
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' }).getAttribute('href')).toBe(
      '/login/passwort-vergessen/',
    )
  })

  it('shows one failure text for any refusal, and a different one when throttled', async () => {
    const user = show(
      <LoginForm returnTo="/en/kundenportal/" forgotHref="/en/login/forgot-password/" />,
      'en',
    )
    answers.push(Response.json({ status: 'error', code: 'loginFailed' }, { status: 401 }))
    await user.type(screen.getByLabelText(label('Email')), 'Karla@Firma.example')
    await user.type(screen.getByLabelText(label('Password')), 'falsches-passwort')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect((await screen.findByRole('alert')).textContent).toBe(en.portal.auth.login.failed)
    expect(sent()).toEqual({
      url: '/api/customers/login/',
      body: { email: 'karla@firma.example', password: 'falsches-passwort' },
    })

    answers.push(Response.json({ status: 'error', code: 'rateLimited' }, { status: 429 }))
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(en.portal.auth.login.rateLimited),
    )
  })
})

describe('forgot-password form', () => {
  it('sends the address with the page language and shows the same neutral confirmation', async () => {
    const user = show(<ForgotPasswordForm locale="en" loginHref="/en/login/" />, 'en')
    await user.type(screen.getByLabelText(label('Email')), 'someone@firma.example')
    await user.click(screen.getByRole('button', { name: 'Send link' }))
    const heading = await screen.findByRole('heading', { name: 'Please check your inbox' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(screen.getByText(/If there is a customer account for this address/)).toBeTruthy()
    expect(sent()).toEqual({
      url: '/api/customers/forgot-password/',
      body: { email: 'someone@firma.example', locale: 'en' },
    })
    expect(screen.getByRole('link', { name: 'Back to the login' }).getAttribute('href')).toBe(
      '/en/login/',
    )
  })
})

describe('reset-password form', () => {
  const open = (hash: string) => {
    window.history.replaceState(null, '', `/login/passwort-zuruecksetzen/${hash}`)
    return show(<ResetPasswordForm loginHref="/login/" forgotHref="/login/passwort-vergessen/" />)
  }

  it('takes the token out of the address bar, checks both entries, and leads to the login', async () => {
    const user = open(`#token=${TOKEN}`)
    const password = await screen.findByLabelText(label('Neues Passwort'))
    expect(window.location.hash).toBe('')
    expect(window.location.pathname).toBe('/login/passwort-zuruecksetzen/')

    await user.type(password, 'kurz')
    await user.type(screen.getByLabelText(label('Neues Passwort wiederholen')), 'anders')
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }))
    expect(await screen.findByText('Das Passwort braucht mindestens 10 Zeichen.')).toBeTruthy()
    expect(screen.getByText('Die beiden Passwörter stimmen nicht überein.')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()

    await user.clear(password)
    await user.type(password, 'ein-neues-passwort')
    await user.clear(screen.getByLabelText(label('Neues Passwort wiederholen')))
    await user.type(
      screen.getByLabelText(label('Neues Passwort wiederholen')),
      'ein-neues-passwort',
    )
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }))
    const heading = await screen.findByRole('heading', { name: 'Ihr Passwort ist geändert' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(sent()).toEqual({
      url: '/api/customers/reset-password/',
      body: { token: TOKEN, password: 'ein-neues-passwort' },
    })
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' }).getAttribute('href')).toBe('/login/')
  })

  it('offers a new link when the token is used or expired', async () => {
    answers.push(Response.json({ status: 'error', code: 'invalidToken' }, { status: 400 }))
    const user = open(`#token=${TOKEN}`)
    await user.type(await screen.findByLabelText(label('Neues Passwort')), 'ein-neues-passwort')
    await user.type(
      screen.getByLabelText(label('Neues Passwort wiederholen')),
      'ein-neues-passwort',
    )
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }))
    expect(
      await screen.findByRole('heading', { name: 'Der Link ist ungültig oder abgelaufen' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' }).getAttribute('href')).toBe(
      '/login/passwort-vergessen/',
    )
  })

  it('explains a link without a token and asks for nothing', async () => {
    open('')
    expect(await screen.findByText(/fehlt der Code aus der E-Mail/)).toBeTruthy()
    expect(screen.queryByLabelText(label('Neues Passwort'))).toBeNull()
  })
})
