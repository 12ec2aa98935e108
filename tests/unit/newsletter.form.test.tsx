// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { NewsletterForm } from '@/features/newsletter/components/NewsletterForm.client'

import { renderInLocale } from '../helpers/render-in-locale'

let pathname = '/kontakt/newsletter/'
vi.mock('next/navigation', () => ({ usePathname: () => pathname }))

let answer: () => Promise<Response>
let fetchMock: ReturnType<typeof vi.fn>
const sentMessage = (call = 0) =>
  JSON.parse(String((fetchMock.mock.calls[call][1] as RequestInit).body)).message

beforeEach(() => {
  pathname = '/kontakt/newsletter/'
  answer = async () => Response.json({ status: 'ok' })
  fetchMock = vi.fn(async () => answer())
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

function renderForm(locale: 'de' | 'en' = 'de') {
  renderInLocale(<NewsletterForm locale={locale} />, locale)
  return userEvent.setup()
}

const email = () => screen.getByRole('textbox', { name: /^E-Mail-Adresse/ })
const salutation = () => screen.getByRole('combobox', { name: /^Anrede/ }) as HTMLSelectElement
const errorOf = (control: HTMLElement) => {
  const id = control.getAttribute('aria-describedby')
  return id ? document.getElementById(id.split(' ').pop() ?? '')?.textContent : undefined
}

async function fillValidSignUp(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(salutation(), 'Firma')
  await user.type(screen.getByRole('textbox', { name: 'Vorname' }), 'Zoë')
  await user.type(email(), 'zoe@beispiel.de')
  await user.click(screen.getByRole('checkbox', { name: 'Neue Seminartermine' }))
  await user.click(screen.getByRole('checkbox', { name: 'Einladungen zu Online-Veranstaltungen' }))
  await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }))
}

describe('newsletter sign-up form', () => {
  it('offers Herr, Frau and Firma in a dropdown, marks the required fields and says what the asterisk means', () => {
    renderForm()
    expect([...salutation().options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Bitte wählen'],
      ['Herr', 'Herr'],
      ['Frau', 'Frau'],
      ['Firma', 'Firma'],
    ])
    expect(salutation().required).toBe(true)
    expect(screen.getByText('* Pflichtfeld')).toBeTruthy()
    expect((email() as HTMLInputElement).required).toBe(true)
    expect((screen.getByRole('textbox', { name: 'Nachname' }) as HTMLInputElement).required).toBe(
      false,
    )
    // The topics the page promises to choose from, none of them required.
    const topics = within(screen.getByRole('group', { name: 'Was interessiert Sie?' }))
    expect(topics.getAllByRole('checkbox')).toHaveLength(3)
    for (const name of [
      'Neue Seminartermine',
      'Praxisimpulse unserer Trainerinnen und Trainer',
      'Einladungen zu Online-Veranstaltungen',
    ]) {
      const box = topics.getByRole('checkbox', { name }) as HTMLInputElement
      expect([box.checked, box.required], name).toEqual([false, false])
    }
  })

  it('sends nothing while salutation, e-mail or consent are missing, and names each problem', async () => {
    const user = renderForm()
    await user.click(screen.getByRole('button', { name: 'Newsletter abonnieren' }))
    expect(await screen.findByText('Bitte wählen Sie eine Anrede.')).toBeTruthy()
    expect(errorOf(email())).toBe('Bitte geben Sie eine E-Mail-Adresse ein.')
    expect(
      screen.getByText('Bitte bestätigen Sie, dass Sie die Datenschutzerklärung gelesen haben.'),
    ).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
    // The first invalid field gets the focus after the short delay (100 ms) of an invalid send.
    await waitFor(() => expect(document.activeElement).toBe(salutation()))
  })

  it('checks the e-mail address when the field is left, not while typing', async () => {
    const user = renderForm()
    await user.type(email(), 'zoe@beispiel')
    expect(errorOf(email())).toBeFalsy()
    await user.tab()
    await waitFor(() =>
      expect(errorOf(email())).toMatch(/^Bitte geben Sie eine gültige E-Mail-Adresse ein/),
    )
    await user.type(email(), '.de')
    await user.tab()
    await waitFor(() => expect(errorOf(email())).toBeFalsy())
  })

  it('posts the sign-up with the payload keys of the contract, shows the success view and an empty form after going back', async () => {
    const user = renderForm()
    await fillValidSignUp(user)
    await user.click(screen.getByRole('button', { name: 'Newsletter abonnieren' }))

    const heading = await screen.findByRole('heading', { name: 'Fast geschafft!' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(
      screen.getByText(/Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail/),
    ).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0][0]).toBe('/api/json-api/newsletter/')
    expect(sentMessage()).toEqual({
      formType: 'newsletterForm',
      anrede: 'Firma',
      vorname: 'Zoë',
      nachname: '',
      email: 'zoe@beispiel.de',
      interessen: 'Seminartermine,Veranstaltungen',
      video_url: '',
      requestPage: '/kontakt/newsletter/',
      datenschutz: true,
    })

    await user.click(screen.getByRole('button', { name: 'Zurück zum Formular' }))
    expect((email() as HTMLInputElement).value).toBe('')
    expect(salutation().value).toBe('')
  })

  it('shows the error view when sending fails and keeps the entries for another try', async () => {
    answer = async () => new Response('oops', { status: 500 })
    const user = renderForm()
    await fillValidSignUp(user)
    await user.click(screen.getByRole('button', { name: 'Newsletter abonnieren' }))

    expect(
      await screen.findByRole('heading', { name: 'Ihre Anmeldung konnte nicht gesendet werden.' }),
    ).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain(
      'Ihre Eingaben bleiben im Formular erhalten.',
    )
    await user.click(screen.getByRole('button', { name: 'Zurück zum Formular' }))
    expect((email() as HTMLInputElement).value).toBe('zoe@beispiel.de')
    expect(salutation().value).toBe('Firma')
  })

  it('says so when the visitor sent too much too fast', async () => {
    answer = async () => Response.json({ status: 'error', code: 'rateLimited' }, { status: 429 })
    const user = renderForm()
    await fillValidSignUp(user)
    await user.click(screen.getByRole('button', { name: 'Newsletter abonnieren' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Bitte warten Sie einige Minuten',
    )
  })

  it('shows the fields the server rejected next to them, on the form', async () => {
    answer = async () =>
      Response.json(
        { status: 'error', errors: { email: 'forms.error.email-validate' } },
        { status: 400 },
      )
    const user = renderForm()
    await fillValidSignUp(user)
    await user.click(screen.getByRole('button', { name: 'Newsletter abonnieren' }))
    await waitFor(() =>
      expect(errorOf(email())).toMatch(/^Bitte geben Sie eine gültige E-Mail-Adresse ein/),
    )
    expect(screen.queryByRole('heading', { name: 'Fast geschafft!' })).toBeNull()
  })

  it('speaks English on English pages and tells the endpoint the page it was sent from', async () => {
    pathname = '/en/contact-us/newsletter/'
    const user = renderForm('en')
    await user.selectOptions(screen.getByRole('combobox', { name: /^Salutation/ }), 'Ms')
    await user.type(screen.getByRole('textbox', { name: /^Email address/ }), 'ann@example.com')
    await user.click(screen.getByRole('checkbox', { name: /privacy statement/ }))
    await user.click(screen.getByRole('button', { name: 'Subscribe to the newsletter' }))
    expect(await screen.findByRole('heading', { name: 'Almost done!' })).toBeTruthy()
    expect(sentMessage()).toMatchObject({
      anrede: 'Frau',
      email: 'ann@example.com',
      requestPage: '/en/contact-us/newsletter/',
    })
  })
})
