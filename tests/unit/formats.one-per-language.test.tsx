// @vitest-environment happy-dom
import { act, render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { receiptMail } from '@/features/booking/server/mail/ReceiptMail'
import { useCartStore } from '@/features/cart/cart-store'
import { CartView } from '@/features/cart/components/CartView.client'
import { CART_VIEW_LABEL_KEYS, type CartViewLabels } from '@/features/cart/components/labels'
import { initialCartState } from '@/features/cart/initial-state'
import { addSeminarDate } from '@/features/cart/rules'
import { certificateDocument } from '@/features/portal/achievements/certificate/document'
import { certificateFacts } from '@/features/portal/achievements/certificate/facts'
import { formatPeriod } from '@/features/seminars/format'
import { toDateView } from '@/features/seminars/views'
import type { Locale } from '@/i18n/locales'
import { writePdf } from '@/lib/pdf'
import type { Booking, Seminar, SeminarDate } from '@/payload-types'

import { sampleInstitute } from '../helpers/mail-samples'

import de from '../../messages/de.json'
import en from '../../messages/en.json'

import { bookingDoc } from './fixtures/booking-doc'

/**
 * One booked date, read the way each channel reads it: the cart page (through the date view the
 * server hands it), the receipt mail (from the booking as stored) and the certificate PDF (from
 * the booking with its date). In each language all three must write price and dates alike.
 */

const storedDate = {
  id: 31,
  startDate: '2026-12-02T23:00:00.000Z',
  endDate: '2026-12-03T23:00:00.000Z',
  price: 1390,
  currency: 'EUR',
  seatsTotal: 12,
  seatsTaken: 2,
  location: { id: 4, standort_titel: 'Haus am Aasee', standort_ort: 'Münster' },
  seminar: { id: 7, code: 'FK-101', title: 'Leading through change', path: '/seminare/f/' },
} as unknown as SeminarDate & { seminar: Seminar }

const EXPECTED = {
  en: { period: '3 Dec 2026 – 4 Dec 2026', price: '€1,390.00', total: '€2,780.00' },
  de: {
    period: '03.12.2026 – 04.12.2026',
    price: '1.390,00\u00a0€',
    total: '2.780,00\u00a0€',
  },
} as const

const labelsOf = (messages: typeof de) =>
  Object.fromEntries(CART_VIEW_LABEL_KEYS.map((key) => [key, messages.cart[key]])) as CartViewLabels

/** The cart page with the date twice (two participants), as the details endpoint answers it. */
async function cartPageText(locale: Locale): Promise<{ item: string; total: string }> {
  const state = addSeminarDate(addSeminarDate(initialCartState, { dateId: 31, seminarId: 7 }), {
    dateId: 31,
    seminarId: 7,
  })
  localStorage.setItem('warenkorb', JSON.stringify({ state, version: 1 }))
  const details = { dates: [toDateView(storedDate, locale)], programmes: [] }
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(details)),
  )
  render(
    <CartView
      locale={locale}
      labels={labelsOf(locale === 'de' ? de : (en as unknown as typeof de))}
      bookingUrl="/booking/"
      seminarsUrl="/seminars/"
    />,
  )
  await act(async () => {})
  const item = screen.getByTestId('cart-item')
  return {
    item: item.textContent ?? '',
    total: within(item).getByTestId('cart-item-subtotal').textContent ?? '',
  }
}

/** The booking as the booking endpoint stores it: the period written in the booking's language. */
function storedBooking(language: Locale): Booking {
  const doc = bookingDoc as unknown as Booking
  const [item] = doc.items
  return {
    ...doc,
    id: 4,
    language,
    status: 'confirmed',
    items: [
      {
        ...item,
        id: 'sem',
        seminarDate: storedDate,
        title: storedDate.seminar.title,
        period: formatPeriod(storedDate, language),
        place: 'Münster',
        price: 1390,
        participants: item.participants.map((p, i) => ({ ...p, id: `p${i + 1}` })),
      },
    ],
    totals: [{ amount: 2780, currency: 'EUR' }],
  }
}

/** The receipt's plain-text alternative (its HTML says the same, from one template). */
const receiptText = async (language: Locale) =>
  (
    await receiptMail({
      booking: storedBooking(language),
      moduleSeminars: new Map(),
      institute: sampleInstitute(language),
    })
  ).text

const AFTER_THE_SEMINAR = new Date('2026-12-10T10:00:00Z')

function certificateText(language: Locale): { blocks: string; pdf: string } {
  const facts = certificateFacts(
    storedBooking(language),
    { bookingId: 4, itemId: 'sem', participantId: 'p1', moduleId: null },
    language,
    AFTER_THE_SEMINAR,
  )!
  const document = certificateDocument(facts, language, { name: 'Institut', city: 'Münster' })
  return {
    blocks: document.blocks.map((b) => (typeof b === 'string' ? b : b.heading)).join('\n'),
    pdf: writePdf(document).toString('latin1'),
  }
}

beforeEach(() => {
  localStorage.clear()
  useCartStore.setState(initialCartState, true)
})

describe.each(['en', 'de'] as const)('one format per language (%s)', (language) => {
  const expected = EXPECTED[language]

  it('the cart page, the receipt mail and the certificate write the same price and dates', async () => {
    const page = await cartPageText(language)
    expect(page.item).toContain(expected.period)
    expect(page.item).toContain(expected.price)
    expect(page.total).toBe(expected.total)

    const mail = await receiptText(language)
    expect(mail).toContain(expected.period)
    expect(mail).toContain('Münster')
    expect(mail).toContain(expected.price)
    expect(mail).toContain(expected.total)

    const certificate = certificateText(language)
    expect(certificate.blocks).toContain(expected.period)
    // The PDF itself carries the day in plain text (the dash is WinAnsi-escaped).
    expect(certificate.pdf).toContain(expected.period.split(' – ')[1])
  })
})

describe('English formats', () => {
  it('never show German notation on an English page or in an English mail', async () => {
    const page = await cartPageText('en')
    const mail = await receiptText('en')
    for (const text of [page.item, mail]) {
      expect(text).not.toMatch(/\d\.\d{3},\d{2}/)
      expect(text).not.toMatch(/\d{2}\.\d{2}\.\d{4}/)
    }
  })
})
