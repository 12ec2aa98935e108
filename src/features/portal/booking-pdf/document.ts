import { bookingFacts } from '@/features/booking/facts'
import { formatVatRate } from '@/features/booking/vat'
import type { Locale } from '@/i18n/locales'
import { formatDate, formatMoney } from '@/lib/locale-format'
import type { PdfBlock, PdfDocument } from '@/lib/pdf'
import type { Booking } from '@/payload-types'

const TEXTS = {
  de: {
    received: 'Buchungsbestätigung (Eingang)',
    confirmed: 'Anmeldebestätigung',
    receivedNote:
      'Wir haben Ihre Buchung erhalten; verbindlich wird sie mit unserer Anmeldebestätigung. Die Rechnung erhalten Sie etwa vier Wochen vor Seminarbeginn.',
    confirmedNote:
      'Ihre Anmeldung ist verbindlich bestätigt. Die Rechnung erhalten Sie etwa vier Wochen vor Seminarbeginn.',
    number: 'Buchungsnummer',
    bookedOn: 'Gebucht am',
    contact: 'Ansprechperson',
    billing: 'Rechnungsanschrift',
    items: 'Gebuchte Seminare',
    period: 'Termin',
    place: 'Ort',
    price: 'Preis je Person (netto)',
    participants: 'Teilnehmende',
    module: 'Modul',
    totals: 'Summe',
    net: 'Netto',
    vat: (rate: string) => `MwSt. ${rate}`,
    gross: 'Brutto',
  },
  en: {
    received: 'Booking receipt',
    confirmed: 'Confirmation of registration',
    receivedNote:
      'We have received your booking; it becomes binding with our confirmation of registration. The invoice follows about four weeks before the seminar.',
    confirmedNote:
      'Your registration is confirmed and binding. The invoice follows about four weeks before the seminar.',
    number: 'Booking number',
    bookedOn: 'Booked on',
    contact: 'Contact person',
    billing: 'Billing address',
    items: 'Booked seminars',
    period: 'Dates',
    place: 'Place',
    price: 'Price per person (net)',
    participants: 'Participants',
    module: 'Module',
    totals: 'Total',
    net: 'Net',
    vat: (rate: string) => `VAT ${rate}`,
    gross: 'Gross',
  },
} as const

type Address = {
  firma?: string | null
  strasse?: string | null
  plz?: string | null
  ort?: string | null
}

const addressLine = (a: Address | null | undefined) =>
  [a?.firma, a?.strasse, [a?.plz, a?.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ')

/** The booking as a PDF document in `locale`: what was booked, for whom, and what it costs. */
export function bookingDocument(booking: Booking, locale: Locale, institute: string): PdfDocument {
  const t = TEXTS[locale]
  const confirmed = booking.status === 'confirmed'
  const title = confirmed ? t.confirmed : t.received
  const blocks: PdfBlock[] = [
    confirmed ? t.confirmedNote : t.receivedNote,
    `${t.number}: ${booking.bookingNumber}`,
    `${t.bookedOn}: ${formatDate(booking.createdAt, locale)}`,
    `${t.contact}: ${booking.contactName ?? ''}, ${booking.contact.email}`,
  ]
  const billing = addressLine(booking.billing as Address)
  if (billing) blocks.push(`${t.billing}: ${billing}`)
  const facts = bookingFacts(booking)
  blocks.push({ heading: t.items })
  for (const item of facts.items) {
    blocks.push({ heading: item.title })
    if (item.period) blocks.push(`${t.period}: ${item.period}`)
    if (item.place) blocks.push(`${t.place}: ${item.place}`)
    for (const booked of item.modules)
      blocks.push(
        `${t.module} ${booked.title}: ${[booked.period, booked.place].filter(Boolean).join(', ')}`,
      )
    blocks.push(`${t.price}: ${formatMoney(item.price, item.currency, locale)}`)
    blocks.push(`${t.participants}: ${item.participants.join('; ')}`)
  }
  blocks.push({ heading: t.totals })
  for (const total of facts.totals) {
    blocks.push(`${t.net}: ${formatMoney(total.net, total.currency, locale)}`)
    blocks.push(
      `${t.vat(formatVatRate(total.vatRate, locale))}: ${formatMoney(total.vat, total.currency, locale)}`,
    )
    blocks.push(`${t.gross}: ${formatMoney(total.gross, total.currency, locale)}`)
  }
  return {
    title,
    subtitle: institute,
    author: institute,
    footer: `${institute} – ${title} ${booking.bookingNumber}`,
    blocks,
  }
}
