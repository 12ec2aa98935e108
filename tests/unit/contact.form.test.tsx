// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ContactBlockForm } from '@/blocks/ContactForm/Component.client'
import {
  contactLongSchema,
  contactRequestSchema,
  contactShortSchema,
} from '@/features/contact/schema'

import {
  describedText,
  expectMarkedThenFocusedAfter100ms,
  inputByLabel,
  mockFetchAnswers,
  pushesSentEventOnlyWithMarketingConsent,
  rateLimitedAnswer,
  startEachTestWithoutConsent,
} from '../helpers/browser'
import { renderInLocale } from '../helpers/render-in-locale'

let pathname = '/kontakt/'
vi.mock('next/navigation', () => ({ usePathname: () => pathname }))

const { answers, fetchMock, sentBody } = mockFetchAnswers()
startEachTestWithoutConsent()
beforeEach(() => {
  pathname = '/kontakt/'
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function renderForm(
  path: string,
  { locale = 'de', gtmId = null }: { locale?: 'de' | 'en'; gtmId?: string | null } = {},
) {
  pathname = path
  renderInLocale(<ContactBlockForm locale={locale} gtmId={gtmId} />, locale)
}

// Alike callback.form.test.tsx by shape only: each form's test names its own fields.
const box = inputByLabel
const sendButton = () => screen.getByRole('button', { name: 'Absenden' })
const errorOf = describedText

async function fillShort(user: ReturnType<typeof userEvent.setup>) {
  await user.type(box(/^Vorname/), 'Zoë')
  await user.type(box(/^Nachname/), "O'Neill-Brandt")
  await user.type(box(/^E-Mail-Adresse/), 'zoe@beispiel.de')
  await user.type(box(/^Mitteilung/), 'Bitte rufen Sie mich wegen eines Inhouse-Seminars an.')
  await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }))
}

async function fillLong(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(box(/^Anrede/), 'Frau')
  await fillShort(user)
  await user.type(box(/^Straße und Hausnummer/), 'Prinzipalmarkt 1')
  await user.type(box(/^Postleitzahl/), '48143')
  await user.type(box(/^Ort/), 'Münster')
}

describe('contact form: long or short by the page', () => {
  it.each(['/kontakt/', '/kontakt', '/en/contact-us/', '/en/contact-us'])(
    'shows the long form on %s',
    (path) => {
      renderForm(path, { locale: path.startsWith('/en') ? 'en' : 'de' })
      expect(screen.getByTestId('contact-form').dataset.variant).toBe('long')
      expect(screen.getByLabelText(/^(Straße und Hausnummer|Street and house number)/)).toBeTruthy()
      expect((screen.getByLabelText(/^(Land|Country)/) as HTMLSelectElement).value).toBe('DE')
    },
  )

  it.each(['/bausteine/', '/', '/kontakt/newsletter/', '/en/blocks'])(
    'shows the short form on %s',
    (path) => {
      renderForm(path)
      expect(screen.getByTestId('contact-form').dataset.variant).toBe('short')
      expect(screen.queryByLabelText(/^Straße und Hausnummer/)).toBeNull()
      expect(screen.queryByLabelText(/^Anrede/)).toBeNull()
      for (const label of [/^Vorname/, /^Nachname/, /^Telefon/, /^E-Mail-Adresse/, /^Mitteilung/])
        expect(screen.getByLabelText(label)).toBeTruthy()
      expect(screen.getByText('* Pflichtfeld')).toBeTruthy()
    },
  )

  it('speaks English on the English contact page', () => {
    renderForm('/en/contact-us/', { locale: 'en' })
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy()
    expect(screen.getByRole('group', { name: 'What is it about?' })).toBeTruthy()
    expect(screen.getByRole('option', { name: 'Germany' })).toBeTruthy()
  })
})

describe('contact form: checking the input (docs/behaviour/validation.md)', () => {
  it('checks a field when it loses focus, not while typing, and shows only the first failing rule', async () => {
    const user = userEvent.setup()
    renderForm('/kontakt/')
    const firstName = box(/^Vorname/)
    await user.click(firstName)
    await user.tab()
    await waitFor(() => expect(errorOf(firstName)).toBe('Bitte geben Sie den Vornamen ein.'))
    expect(firstName.getAttribute('aria-invalid')).toBe('true')

    const email = box(/^E-Mail-Adresse/)
    await user.type(email, 'zoe@beispiel')
    expect(errorOf(email)).toBe('')
    await user.tab()
    await waitFor(() =>
      expect(errorOf(email)).toBe(
        'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de.',
      ),
    )

    await user.type(firstName, 'Zoë')
    await user.tab()
    await waitFor(() => expect(firstName.getAttribute('aria-invalid')).toBeNull())
    expect(errorOf(firstName)).toBe('')
  })

  it('offers the extra text field only for the medium "Sonstige"', async () => {
    const user = userEvent.setup()
    renderForm('/kontakt/')
    expect(screen.queryByLabelText(/^Sonstiges, und zwar/)).toBeNull()
    await user.selectOptions(box(/^Wie sind Sie auf uns aufmerksam geworden/), 'Sonstige')
    expect(screen.getByLabelText(/^Sonstiges, und zwar/)).toBeTruthy()
    await user.selectOptions(box(/^Wie sind Sie auf uns aufmerksam geworden/), 'Newsletter')
    expect(screen.queryByLabelText(/^Sonstiges, und zwar/)).toBeNull()
  })

  it('focuses the first invalid field 100 ms after a send with an invalid form, and sends nothing', async () => {
    renderForm('/kontakt/')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const salutation = box(/^Anrede/)
    fireEvent.click(sendButton())
    await expectMarkedThenFocusedAfter100ms(salutation, 'Bitte wählen Sie eine Anrede.')
    expect(screen.getByText('Eingabe ungültig. Bitte überprüfen Sie Ihre Eingabe.')).toBeTruthy()
    expect(
      screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }).getAttribute('aria-invalid'),
    ).toBe('true')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('contact form: sending', () => {
  it('sends the long form with exactly the schema’s fields, then thanks and starts again empty', async () => {
    const user = userEvent.setup()
    let answer!: (response: Response) => void
    answers.push(() => new Promise((resolve) => (answer = resolve)))
    renderForm('/kontakt/')
    await fillLong(user)
    await user.click(screen.getByRole('checkbox', { name: 'Coachings' }))
    await user.click(screen.getByRole('checkbox', { name: 'Offene Seminare' }))
    await user.selectOptions(box(/^Wie sind Sie auf uns aufmerksam geworden/), 'Sonstige')
    await user.type(box(/^Sonstiges, und zwar/), 'Messe')
    await user.selectOptions(box(/^Wie sind Sie auf uns aufmerksam geworden/), 'Suchmaschine')
    await user.click(sendButton())

    const busy = await screen.findByRole('button', { name: 'Wird gesendet …' })
    expect(busy.getAttribute('aria-busy')).toBe('true')
    expect((busy as HTMLButtonElement).disabled).toBe(true)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0][0]).toBe('/api/json-api/kontakt/')
    const body = sentBody()
    expect(Object.keys(body)).toEqual(['message'])
    expect(Object.keys(body.message).sort()).toEqual(Object.keys(contactLongSchema.shape).sort())
    expect(contactRequestSchema.safeParse(body).success).toBe(true)
    expect(body.message).toMatchObject({
      formType: 'kontaktFormLong',
      requestPage: '/kontakt/',
      anrede: 'Frau',
      vorname: 'Zoë',
      land: 'DE',
      info: 'Offene Seminare,Coachings',
      medium: 'Suchmaschine',
      medium_other: '',
      datenschutz: true,
      newsletter: false,
      video_url: '',
    })

    await act(async () => answer(Response.json({ status: 'ok' })))
    const heading = await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Nachricht!' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(screen.getByText(/innerhalb eines Werktags/)).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Zurück zum Formular' }))
    await waitFor(() => expect(document.activeElement).toBe(box(/^Anrede/)))
    expect(box(/^Vorname/).value).toBe('')
    expect(box(/^Anrede/).value).toBe('')
    expect(box(/^Land/).value).toBe('DE')
    expect((screen.getByRole('checkbox', { name: 'Coachings' }) as HTMLInputElement).checked).toBe(
      false,
    )
    expect(
      (screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }) as HTMLInputElement).checked,
    ).toBe(false)
    expect(screen.queryByText('Bitte geben Sie den Vornamen ein.')).toBeNull()
  })

  it('sends the short form in the long form’s shape, the other fields empty', async () => {
    const user = userEvent.setup()
    renderForm('/bausteine/')
    await fillShort(user)
    await user.type(box(/^Telefon/), '+49 251 123456')
    await user.click(sendButton())
    await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Nachricht!' })
    const { message } = sentBody()
    expect(Object.keys(message).sort()).toEqual(Object.keys(contactShortSchema.shape).sort())
    expect(message).toMatchObject({
      formType: 'kontaktFormShort',
      requestPage: '/bausteine/',
      telefon: '+49 251 123456',
      land: '',
      anrede: '',
      strasse: '',
      info: '',
    })
    expect(contactRequestSchema.safeParse({ message }).success).toBe(true)
  })

  // Alike the test below and the other forms' tests by shape only: each form's test sends its own
  // errors.
  it('puts the fields the server rejects back into the form and focuses the first', async () => {
    const user = userEvent.setup()
    answers.push(async () =>
      Response.json(
        { status: 'error', errors: { email: 'forms.error.email-validate' } },
        { status: 400 },
      ),
    )
    renderForm('/bausteine/')
    await fillShort(user)
    await user.click(sendButton())
    const email = box(/^E-Mail-Adresse/)
    await waitFor(() =>
      expect(errorOf(email)).toBe(
        'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de.',
      ),
    )
    await waitFor(() => expect(document.activeElement).toBe(email))
    expect(screen.queryByRole('heading', { name: /Vielen Dank/ })).toBeNull()
    expect(email.value).toBe('zoe@beispiel.de')
  })

  it('still says the input was refused when the server names a field this form does not show', async () => {
    const user = userEvent.setup()
    answers.push(async () =>
      Response.json(
        { status: 'error', errors: { land: 'forms.error.land-validate' } },
        { status: 400 },
      ),
    )
    renderForm('/bausteine/')
    await fillShort(user)
    await user.click(sendButton())
    await screen.findByText('Eingabe ungültig. Bitte überprüfen Sie Ihre Eingabe.')
    expect(sendButton()).toBeTruthy()
  })

  it('shows the error view and logs to the console when the network fails, keeping the input', async () => {
    const user = userEvent.setup()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    answers.push(async () => {
      throw new TypeError('Failed to fetch')
    })
    renderForm('/bausteine/')
    await fillShort(user)
    await user.click(sendButton())
    await screen.findByRole('heading', { name: 'Ihre Nachricht konnte nicht gesendet werden.' })
    expect(screen.getByText(/Ihre Eingaben bleiben im Formular erhalten/)).toBeTruthy()
    expect(logged).toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Zurück zum Formular' }))
    expect(box(/^Vorname/).value).toBe('Zoë')
  })

  it('asks to wait a few minutes when the server throttles', async () => {
    const user = userEvent.setup()
    answers.push(rateLimitedAnswer)
    renderForm('/bausteine/')
    await fillShort(user)
    await user.click(sendButton())
    await screen.findByRole('heading', { name: 'Ihre Nachricht konnte nicht gesendet werden.' })
    expect(screen.getByText(/Bitte warten Sie einige Minuten/)).toBeTruthy()
  })
})

describe('contact form: data-layer event', () => {
  pushesSentEventOnlyWithMarketingConsent('kontaktformular-abgeschickt', async (gtmId) => {
    const user = userEvent.setup()
    renderForm('/bausteine/', { gtmId })
    await fillShort(user)
    await user.click(sendButton())
    await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Nachricht!' })
  })
})
