// @vitest-environment happy-dom
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import messages from '../../messages/de.json'
import { BookingForm } from '@/features/booking/components/BookingForm.client'
import { bookingRequestSchema } from '@/features/booking/schema'
import { CART_STORAGE_KEY } from '@/features/cart/constants'
import { useCartStore } from '@/features/cart/cart-store'
import { initialCartState } from '@/features/cart/initial-state'
import { addSeminarDate, updateParticipant } from '@/features/cart/rules'
import type { SeminarDateView } from '@/features/seminars/types'

import { seminarDateView } from './fixtures/seminar-date-view'

const router = { replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), back: vi.fn() }
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/buchung/' }))

// The shared fixture, with the id, code, price text and seats this test's cart shows.
const DATE: SeminarDateView = seminarDateView({
  id: 11,
  seminarCode: 'FV-201',
  priceLabel: '1.490,00 €',
  seatsLeft: 3,
})

let bookingAnswers: (() => Promise<Response>)[]
let fetchMock: ReturnType<typeof vi.fn>
const bookingCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/json-api/buchung/'))
const sentBooking = () => JSON.parse(String((bookingCalls()[0][1] as RequestInit).body)).message

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  useCartStore.setState(addSeminarDate(initialCartState, { dateId: 11, seminarId: 7 }))
  bookingAnswers = []
  fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith('/api/json-api/warenkorb/'))
      return Response.json({ dates: [DATE], programmes: [] })
    const answer = bookingAnswers.shift()
    return answer ? answer() : Response.json({ status: 'ok', bookingNumber: 'B-2026-000001' })
  })
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
  useCartStore.setState(initialCartState)
})

async function renderForm() {
  const view = render(
    <NextIntlClientProvider locale="de" messages={messages}>
      <BookingForm
        locale="de"
        cartHref="/warenkorb/"
        seminarsHref="/seminare/"
        privacyHref="/datenschutzerklaerung/"
        termsHref="/teilnahmebedingungen/"
      />
    </NextIntlClientProvider>,
  )
  await screen.findByRole('heading', { level: 2, name: 'Teilnehmende' })
  return view
}

/** What a reload does: the page's memory is gone, the browser's storage stays. */
async function reload(view: Awaited<ReturnType<typeof renderForm>>) {
  view.unmount()
  const stored = localStorage.getItem(CART_STORAGE_KEY) ?? ''
  useCartStore.setState(initialCartState)
  localStorage.setItem(CART_STORAGE_KEY, stored)
  await act(() => useCartStore.persist.rehydrate())
  return renderForm()
}

const participant = () => screen.getByRole('group', { name: /^Teilnehmer\/in 1/ })
const contact = () => screen.getByRole('region', { name: 'Ansprechperson' })
const billing = () => screen.getByRole('region', { name: 'Rechnungsanschrift' })
const tick = () =>
  within(contact()).getByRole('checkbox', { name: 'Teilnehmer/in 1 ist die Ansprechperson' })
const submitButton = () => screen.getByRole('button', { name: 'Verbindlich buchen' })
const errorOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby')?.split(' ') ?? [])
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim()
const valueOf = (field: HTMLElement) => (field as HTMLInputElement).value
const disclosureOf = (field: HTMLElement) => field.closest('details') as HTMLDetailsElement

async function fillParticipantBillingAndConsents(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(within(participant()).getByLabelText(/^Anrede/), 'Frau')
  await user.type(within(participant()).getByLabelText(/^Vorname/), 'Zoë')
  await user.type(within(participant()).getByLabelText(/^Nachname/), 'Brandt')
  await user.type(within(participant()).getByLabelText(/^E-Mail/), 'zoe@beispiel.de')
  await user.type(within(billing()).getByLabelText(/^Straße/), 'Prinzipalmarkt 1')
  await user.type(within(billing()).getByLabelText(/^Postleitzahl/), '48143')
  await user.type(within(billing()).getByLabelText(/^Ort/), 'Münster')
  await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }))
  await user.click(screen.getByRole('checkbox', { name: /Teilnahmebedingungen/ }))
}

describe('booking form: participant 1 as the contact person', { timeout: 30_000 }, () => {
  it('one tick takes participant 1’s details as the contact person’s and keeps them in step', async () => {
    const user = userEvent.setup()
    await renderForm()
    expect(tick()).toHaveProperty('checked', false)
    await fillParticipantBillingAndConsents(user)
    await user.click(tick())
    expect(within(contact()).queryByLabelText(/^Vorname/)).toBeNull()
    expect(contact().textContent).toContain('Wir übernehmen Name, E-Mail, Telefon und Firma')
    // The contact person's phone number is required: now at participant 1.
    const phone = within(participant()).getByLabelText(/^Telefon/)
    expect(phone.hasAttribute('required')).toBe(true)
    await user.click(submitButton())
    await waitFor(() =>
      expect(errorOf(phone)).toContain(messages.forms.error['telefon-required'] as string),
    )
    expect(bookingCalls()).toHaveLength(0)

    await user.type(phone, '+49 251 123456')
    await user.clear(within(participant()).getByLabelText(/^Vorname/))
    await user.type(within(participant()).getByLabelText(/^Vorname/), 'Anne')
    await user.click(submitButton())
    await screen.findByTestId('booking-number')
    const booking = sentBooking()
    expect(bookingRequestSchema.safeParse({ message: booking }).success).toBe(true)
    expect(booking.contact).toMatchObject({
      anrede: 'Frau',
      vorname: 'Anne',
      nachname: 'Brandt',
      email: 'zoe@beispiel.de',
      telefon: '+49 251 123456',
    })
    expect(booking.items[0].participants[0]).toMatchObject({ vorname: 'Anne', nachname: 'Brandt' })
  })

  // Alike the other server-error tests by shape only: each queues its own answer and checks its own
  // field.
  it('shows what the server finds wrong with the contact person at participant 1', async () => {
    const user = userEvent.setup()
    bookingAnswers.push(async () =>
      Response.json(
        { status: 'error', errors: { 'contact.email': 'forms.error.email-validate' } },
        { status: 400 },
      ),
    )
    await renderForm()
    await fillParticipantBillingAndConsents(user)
    await user.type(within(participant()).getByLabelText(/^Telefon/), '0251 123456')
    await user.click(tick())
    await user.click(submitButton())
    const email = within(participant()).getByLabelText(/^E-Mail/)
    await waitFor(() => expect(errorOf(email)).toMatch(/^Bitte geben Sie eine gültige E-Mail/))
    await waitFor(() => expect(document.activeElement).toBe(email))
  })

  it('untick: the contact fields come back, filled with what was taken over', async () => {
    const user = userEvent.setup()
    await renderForm()
    await user.type(within(participant()).getByLabelText(/^Vorname/), 'Zoë')
    await user.click(tick())
    await user.click(tick())
    expect(valueOf(within(contact()).getByLabelText(/^Vorname/))).toBe('Zoë')
  })
})

describe('booking form: "Weitere Angaben"', { timeout: 30_000 }, () => {
  it('holds the optional fields, closed at first, and keeps the required ones in view', async () => {
    await renderForm()
    for (const label of [/^Titel/, /^Abteilung/, /^Mobiltelefon/, /^Fax/, /^USt-IdNr/]) {
      const details = disclosureOf(within(participant()).getByLabelText(label))
      expect(details.open).toBe(false)
      expect(within(details).getByText('Weitere Angaben').tagName).toBe('SUMMARY')
    }
    expect(disclosureOf(within(contact()).getByLabelText(/^Fax/)).open).toBe(false)
    expect(disclosureOf(within(billing()).getByLabelText(/^USt-IdNr/)).open).toBe(false)
    for (const label of [/^Anrede/, /^Vorname/, /^Nachname/, /^E-Mail/, /^Telefon/, /^Firma/])
      expect(disclosureOf(within(participant()).getByLabelText(label))).toBeNull()
    expect(disclosureOf(within(billing()).getByLabelText(/^Straße/))).toBeNull()
  })

  it('opens when a field inside has an error, so the error shows and the field takes the focus', async () => {
    const user = userEvent.setup()
    useCartStore.setState(
      updateParticipant(useCartStore.getState(), 0, 1, { mobiltelefon: 'nachmittags' }),
    )
    await renderForm()
    const mobile = within(participant()).getByLabelText(/^Mobiltelefon/)
    expect(disclosureOf(mobile).open).toBe(false)
    await user.click(submitButton())
    await waitFor(() => expect(disclosureOf(mobile).open).toBe(true))
    expect(errorOf(mobile)).toMatch(/^Bitte geben Sie nur Ziffern ein/)
  })

  it('opens for an error the server reports inside it, and focuses that field', async () => {
    const user = userEvent.setup()
    bookingAnswers.push(async () =>
      Response.json(
        { status: 'error', errors: { 'billing.ustidnr': 'forms.error.ustidnr-validate' } },
        { status: 400 },
      ),
    )
    await renderForm()
    await fillParticipantBillingAndConsents(user)
    await user.selectOptions(within(contact()).getByLabelText(/^Anrede/), 'Herr')
    await user.type(within(contact()).getByLabelText(/^Vorname/), 'Jonas')
    await user.type(within(contact()).getByLabelText(/^Nachname/), 'Keller')
    await user.type(within(contact()).getByLabelText(/^E-Mail/), 'j.keller@beispiel.de')
    await user.type(within(contact()).getByLabelText(/^Telefon/), '0251 123456')
    await user.click(submitButton())
    const vatId = within(billing()).getByLabelText(/^USt-IdNr/)
    await waitFor(() => expect(document.activeElement).toBe(vatId))
    expect(disclosureOf(vatId).open).toBe(true)
  })
})

describe('booking form: input kept on reload and on the way back', { timeout: 30_000 }, () => {
  it('finds participants, contact person, billing, kind, comment and the tick again', async () => {
    const user = userEvent.setup()
    let view = await renderForm()
    await user.type(within(participant()).getByLabelText(/^Vorname/), 'Zoë')
    await user.type(within(participant()).getByLabelText(/^Fax/), '0251 99')
    await user.type(within(contact()).getByLabelText(/^Nachname/), 'Keller')
    await user.type(within(billing()).getByLabelText(/^Ort/), 'Münster')
    await user.click(screen.getByRole('radio', { name: /^Reservierung/ }))
    await user.type(screen.getByLabelText(/^Mitteilung an uns/), 'Bitte vegetarisch.')
    view = await reload(view)

    expect(valueOf(within(participant()).getByLabelText(/^Vorname/))).toBe('Zoë')
    expect(valueOf(within(participant()).getByLabelText(/^Fax/))).toBe('0251 99')
    expect(valueOf(within(contact()).getByLabelText(/^Nachname/))).toBe('Keller')
    expect(valueOf(within(billing()).getByLabelText(/^Ort/))).toBe('Münster')
    expect(screen.getByRole('radio', { name: /^Reservierung/ })).toHaveProperty('checked', true)
    expect(valueOf(screen.getByLabelText(/^Mitteilung an uns/))).toBe('Bitte vegetarisch.')

    await user.click(tick())
    await reload(view)
    expect(tick()).toHaveProperty('checked', true)
    expect(within(contact()).queryByLabelText(/^Vorname/)).toBeNull()
  })

  it('forgets the draft once the booking is sent', async () => {
    const user = userEvent.setup()
    await renderForm()
    await user.type(screen.getByLabelText(/^Mitteilung an uns/), 'Bis bald.')
    expect(sessionStorage.length).toBe(1)
    await fillParticipantBillingAndConsents(user)
    await user.type(within(participant()).getByLabelText(/^Telefon/), '0251 123456')
    await user.click(tick())
    await user.click(submitButton())
    await screen.findByTestId('booking-number')
    expect(sessionStorage.length).toBe(0)
  })
})
