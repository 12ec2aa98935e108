// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { BookingForm } from '@/features/booking/components/BookingForm.client'
import { bookingRequestSchema } from '@/features/booking/schema'
import { initialValues, newIdempotencyKey } from '@/features/booking/components/form-values'
import { useCartStore } from '@/features/cart/cart-store'
import { initialCartState } from '@/features/cart/initial-state'
import {
  addProgramme,
  addSeminarDate,
  setContactPerson,
  updateParticipant,
} from '@/features/cart/rules'
import type { CartState } from '@/features/cart/types'

import { describedText, expectMarkedThenFocusedAfter100ms } from '../helpers/browser'
import { renderInLocale } from '../helpers/render-in-locale'

import { seminarDateView } from './fixtures/seminar-date-view'

const router = {
  replace: vi.fn(),
  push: vi.fn(),
  prefetch: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
}
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/buchung/' }))

const DATE = seminarDateView({
  id: 11,
  seminarCode: 'FV-201',
  seatsLeft: 3,
})

const PROGRAMME = {
  id: 5,
  title: 'Führungskräfte-Programm',
  price: 4900,
  currency: 'EUR',
  priceLabel: '4.900,00 €',
  modules: [{ id: 'm1', title: 'Modul Kommunikation', category: 'Pflicht' }],
}

/**
 * Two participants on date 11 (the first already named), a programme with one module date, a stored
 * contact person.
 */
function fullCart(): CartState {
  let cart = addSeminarDate(addSeminarDate(initialCartState, { dateId: 11, seminarId: 7 }), {
    dateId: 11,
    seminarId: 7,
  })
  cart = updateParticipant(cart, 0, 1, { vorname: 'Zoë', anrede: 'Frau' })
  cart = addProgramme(cart, {
    programmeId: 5,
    modules: [
      {
        _id: 'm1',
        title: 'Modul Kommunikation',
        modul_kategorie: 'Pflicht',
        selected_seminar: '7',
        termin: '21',
      },
    ],
  })
  return setContactPerson(cart, {
    vorname: 'Jonas',
    nachname: 'Keller',
    strasse: 'Domplatz 5',
    land: 'AT',
  })
}

let bookingAnswers: (() => Promise<Response>)[]
let fetchMock: ReturnType<typeof vi.fn>
const bookingCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/json-api/buchung/'))
const sentBody = (call = 0) => JSON.parse(String((bookingCalls()[call][1] as RequestInit).body))

beforeEach(() => {
  localStorage.clear()
  useCartStore.setState(addSeminarDate(initialCartState, { dateId: 11, seminarId: 7 }))
  router.replace.mockClear()
  bookingAnswers = []
  fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith('/api/json-api/warenkorb/'))
      return Response.json({
        dates: [DATE, { ...DATE, id: 21, period: '15.01.2027' }],
        programmes: [PROGRAMME],
      })
    const answer = bookingAnswers.shift()
    return answer ? answer() : Response.json({ status: 'ok', bookingNumber: 'B-2026-000001' })
  })
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  useCartStore.setState(initialCartState)
})

const bookingForm = (
  <BookingForm
    locale="de"
    cartHref="/warenkorb/"
    seminarsHref="/seminare/"
    privacyHref="/datenschutzerklaerung/"
    termsHref="/teilnahmebedingungen/"
  />
)

async function renderForm() {
  renderInLocale(bookingForm)
  await screen.findByRole('heading', { level: 2, name: 'Teilnehmende' })
}

const participant = () => screen.getAllByRole('group', { name: /^Teilnehmer\/in 1/ })[0]
const contact = () => screen.getByRole('region', { name: 'Ansprechperson' })
const billing = () => screen.getByRole('region', { name: 'Rechnungsanschrift' })
const submitButton = () => screen.getByRole('button', { name: 'Verbindlich buchen' })
const errorOf = describedText

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(within(participant()).getByLabelText(/^Anrede/), 'Frau')
  await user.type(within(participant()).getByLabelText(/^Vorname/), 'Zoë')
  await user.type(within(participant()).getByLabelText(/^Nachname/), "O'Neill-Brandt")
  await user.type(within(participant()).getByLabelText(/^E-Mail/), 'zoe@beispiel.de')
  await user.selectOptions(within(contact()).getByLabelText(/^Anrede/), 'Herr')
  await user.type(within(contact()).getByLabelText(/^Vorname/), 'Jonas')
  await user.type(within(contact()).getByLabelText(/^Nachname/), 'Keller')
  await user.type(within(contact()).getByLabelText(/^E-Mail/), 'j.keller@beispiel.de')
  await user.type(within(contact()).getByLabelText(/^Telefon/), '+49 251 123456')
  await user.type(within(billing()).getByLabelText(/^Straße/), 'Prinzipalmarkt 1')
  await user.type(within(billing()).getByLabelText(/^Postleitzahl/), '48143')
  await user.type(within(billing()).getByLabelText(/^Ort/), 'Münster')
  await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }))
  await user.click(screen.getByRole('checkbox', { name: /Teilnahmebedingungen/ }))
}

describe('booking form', () => {
  it('shows the cart’s date with price × participants and the total', async () => {
    // Alike the test below by shape only: each test checks its own part of the form.
    await renderForm()
    const summary = screen.getByRole('region', { name: 'Ihre Auswahl' })
    await within(summary).findByText('Führen in Veränderung')
    expect(summary.textContent).toContain('03.12.2026 – 04.12.2026 · Münster')
    expect(summary.textContent).toMatch(/1\.490,00\s€ × 1 Person = 1\.490,00\s€/)
    expect(within(summary).getByText('Gesamtsumme (EUR)').nextElementSibling?.textContent).toMatch(
      /1\.490,00\s€/,
    )
    expect(String(fetchMock.mock.calls[0][0])).toBe(
      '/api/json-api/warenkorb/?language=de&termine=11',
    )
  })

  it('starts with the cart’s participants, programme and contact person, and adds up per currency', async () => {
    useCartStore.setState(fullCart())
    await renderForm()
    const summary = screen.getByRole('region', { name: 'Ihre Auswahl' })
    await within(summary).findByText('Führungskräfte-Programm')
    expect(summary.textContent).toContain('Modul Kommunikation · 15.01.2027 · Münster')
    expect(summary.textContent).toMatch(/1\.490,00\s€ × 2 Personen = 2\.980,00\s€/)
    expect(within(summary).getByText('Gesamtsumme (EUR)').nextElementSibling?.textContent).toMatch(
      /7\.880,00\s€/,
    )
    expect(screen.getAllByRole('group', { name: /^Teilnehmer\/in \d/ })).toHaveLength(3)
    expect((within(participant()).getByLabelText(/^Vorname/) as HTMLInputElement).value).toBe('Zoë')
    expect((within(contact()).getByLabelText(/^Nachname/) as HTMLInputElement).value).toBe('Keller')
    expect((within(billing()).getByLabelText(/^Straße/) as HTMLInputElement).value).toBe(
      'Domplatz 5',
    )
    expect((within(billing()).getByLabelText(/^Land/) as HTMLSelectElement).value).toBe('AT')
  })

  it('books a programme with the date chosen for each module', () => {
    const values = initialValues(fullCart(), 'en', '3b241101-e2bb-4255-8caf-4136c566a962')
    expect(values.items).toMatchObject([
      {
        type: 'seminar',
        dateId: 11,
        participants: [{ vorname: 'Zoë', anrede: 'Frau' }, { vorname: '' }],
      },
      {
        type: 'qualifizierungsprogramm',
        programmeId: 5,
        modules: [{ moduleId: 'm1', dateId: 21 }],
        participants: [{ vorname: '' }],
      },
    ])
    expect(values.language).toBe('en')
  })

  it('makes schema-valid idempotency keys also where crypto.randomUUID is missing (plain HTTP)', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()))
    const real = globalThis.crypto
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) })
    const fallback = newIdempotencyKey()
    vi.unstubAllGlobals()
    for (const key of [...keys, fallback])
      expect(bookingRequestSchema.shape.message.shape.idempotencyKey.safeParse(key).success).toBe(
        true,
      )
    expect(keys.size).toBe(50)
  })

  it('checks a field when it loses focus, not while typing (docs/behaviour/validation.md)', async () => {
    const user = userEvent.setup()
    await renderForm()
    const firstName = within(participant()).getByLabelText(/^Vorname/)
    await user.click(firstName)
    await user.tab()
    await waitFor(() => expect(errorOf(firstName)).toBe('Bitte geben Sie den Vornamen ein.'))
    expect(firstName.getAttribute('aria-invalid')).toBe('true')

    const lastName = within(participant()).getByLabelText(/^Nachname/)
    await user.type(lastName, 'Brandt2')
    expect(errorOf(lastName)).toBe('')
    await user.tab()
    await waitFor(() => expect(errorOf(lastName)).toMatch(/^Der Nachname darf nur Buchstaben/))

    await user.type(firstName, 'Zoë')
    await user.tab()
    await waitFor(() => expect(firstName.getAttribute('aria-invalid')).toBeNull())
    expect(errorOf(firstName)).toBe('')
  })

  it('focuses the first field with an error 100 ms after a send with an invalid form', async () => {
    await renderForm()
    // Only now: the helpers that wait for the form to appear need real timers.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const salutation = within(participant()).getByLabelText(/^Anrede/)
    fireEvent.click(submitButton())
    await expectMarkedThenFocusedAfter100ms(salutation, 'Bitte wählen Sie eine Anrede.')
    expect(
      screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }).getAttribute('aria-invalid'),
    ).toBe('true')
    expect(bookingCalls()).toHaveLength(0)
  })

  it('sends a valid booking once even on a double click, then thanks with the number and empties the cart', async () => {
    const user = userEvent.setup()
    let answer!: (response: Response) => void
    bookingAnswers.push(() => new Promise((resolve) => (answer = resolve)))
    await renderForm()
    await fillValid(user)
    // Two clicks within one frame, before React can disable the button: the second must not send.
    const button = submitButton()
    await act(async () => {
      fireEvent.click(button)
      fireEvent.click(button)
    })
    await user.dblClick(button)
    await waitFor(() => expect(bookingCalls()).toHaveLength(1))
    expect(screen.getByRole('button', { name: 'Wird gesendet …' }).getAttribute('aria-busy')).toBe(
      'true',
    )

    const body = sentBody()
    expect(bookingRequestSchema.safeParse(body).success).toBe(true)
    expect(body.message).toMatchObject({
      language: 'de',
      kind: 'buchung',
      items: [
        {
          type: 'seminar',
          dateId: 11,
          participants: [
            {
              anrede: 'Frau',
              vorname: 'Zoë',
              nachname: "O'Neill-Brandt",
              email: 'zoe@beispiel.de',
            },
          ],
        },
      ],
      contact: { vorname: 'Jonas', telefon: '+49 251 123456' },
      billing: { strasse: 'Prinzipalmarkt 1', plz: '48143', ort: 'Münster', land: 'DE' },
      datenschutz: true,
      agb: true,
    })

    await act(async () => answer(Response.json({ status: 'ok', bookingNumber: 'B-2026-000042' })))
    const heading = await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Buchung!' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(screen.getByTestId('booking-number').textContent).toBe('B-2026-000042')
    expect(screen.getByText(/unterwegs an j\.keller@beispiel\.de/)).toBeTruthy()
    expect(useCartStore.getState().warenkorb).toEqual([])
    expect(JSON.parse(localStorage.getItem('warenkorb') ?? '{}').state.warenkorb).toEqual([])
    // A repeated send's answer has no confirmation page: the way on is the seminars, not the
    // (now empty) form.
    expect(router.replace).not.toHaveBeenCalled()
    expect(
      screen.getByRole('link', { name: 'Weitere Seminare entdecken' }).getAttribute('href'),
    ).toBe('/seminare/')
    expect(screen.queryByRole('button', { name: 'Zurück zum Formular' })).toBeNull()
    expect(bookingCalls()).toHaveLength(1)
  })

  it('goes on to the confirmation page the answer names, in place of the booking page', async () => {
    const user = userEvent.setup()
    const path = `/buchung/bestaetigung/${'a'.repeat(43)}/`
    bookingAnswers.push(async () =>
      Response.json({ status: 'ok', bookingNumber: 'B-2026-000043', confirmationPath: path }),
    )
    await renderForm()
    await fillValid(user)
    await user.click(submitButton())
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(path))
    expect(screen.getByRole('link', { name: 'Zur Buchungsbestätigung' }).getAttribute('href')).toBe(
      path,
    )
    expect(useCartStore.getState().warenkorb).toEqual([])
  })

  it('follows no confirmation path that leads off the site', async () => {
    const user = userEvent.setup()
    bookingAnswers.push(async () =>
      Response.json({
        status: 'ok',
        bookingNumber: 'B-2026-000044',
        confirmationPath: '//elsewhere.example/x/',
      }),
    )
    await renderForm()
    await fillValid(user)
    await user.click(submitButton())
    await screen.findByTestId('booking-number')
    expect(router.replace).not.toHaveBeenCalled()
  })

  it('sends a retry after a busy answer with the same idempotency key', async () => {
    const user = userEvent.setup()
    bookingAnswers.push(async () =>
      Response.json({ status: 'error' }, { status: 503, headers: { 'Retry-After': '1' } }),
    )
    await renderForm()
    await fillValid(user)
    await user.click(submitButton())
    await screen.findByText(/Bitte versuchen Sie es gleich noch einmal/)
    await user.click(screen.getByRole('button', { name: 'Zurück zum Formular' }))
    await user.click(submitButton())
    await screen.findByTestId('booking-number')
    expect(bookingCalls()).toHaveLength(2)
    expect(sentBody(1).message.idempotencyKey).toBe(sentBody(0).message.idempotencyKey)
  })

  it('names the full dates when the server says they are booked out, and keeps the cart', async () => {
    const user = userEvent.setup()
    bookingAnswers.push(async () =>
      Response.json(
        {
          status: 'error',
          code: 'full',
          fullDates: [
            { dateId: 11, title: 'Führen in Veränderung', period: '03.12.2026 – 04.12.2026' },
          ],
        },
        { status: 409 },
      ),
    )
    await renderForm()
    await fillValid(user)
    await user.click(submitButton())
    const heading = await screen.findByRole('heading', { name: 'Leider ausgebucht' })
    const view = heading.parentElement as HTMLElement
    expect(within(view).getByRole('listitem').textContent).toBe(
      'Führen in Veränderung, 03.12.2026 – 04.12.2026',
    )
    expect(
      within(view)
        .getByRole('link', { name: /Zum Warenkorb/ })
        .getAttribute('href'),
    ).toBe('/warenkorb/')
    expect(useCartStore.getState().warenkorb).toHaveLength(1)
  })

  it('marks the fields the server rejects with their translated texts', async () => {
    const user = userEvent.setup()
    bookingAnswers.push(async () =>
      Response.json(
        { status: 'error', errors: { 'contact.email': 'forms.error.email-validate' } },
        { status: 400 },
      ),
    )
    await renderForm()
    await fillValid(user)
    await user.click(submitButton())
    const email = within(contact()).getByLabelText(/^E-Mail/)
    await waitFor(() =>
      expect(errorOf(email)).toBe(
        'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de.',
      ),
    )
    expect(screen.getByText('Bitte prüfen Sie die markierten Angaben.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(email))
  })

  it('sends visitors with an empty cart to the cart page', async () => {
    useCartStore.setState(initialCartState)
    renderInLocale(bookingForm)
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/warenkorb/'))
    expect(screen.queryByRole('button', { name: 'Verbindlich buchen' })).toBeNull()
  })
})
