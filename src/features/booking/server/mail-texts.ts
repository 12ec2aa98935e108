import type { Booking } from '@/payload-types'

import { type FieldTable, mailLinesFromTable } from '@/features/forms/field-table'
import { mailFormat } from '@/features/forms/server/mail-format'
import { formatMoney } from '@/lib/locale-format'

import { bookingBillingFields, bookingContactFields } from '../fields'
import { personName } from '../person-rows'

type Language = Booking['language']
type Mail = { subject: string; text: string }

const TEXTS = {
  de: {
    subject: (number: string, kind: Booking['kind']) =>
      `Ihre ${kind === 'reservierung' ? 'Reservierung' : 'Buchung'} ${number}`,
    greeting: (c: Booking['contact']) =>
      `Guten Tag ${c.anrede === 'Frau' ? 'Frau' : 'Herr'} ${[c.titel, c.nachname].filter(Boolean).join(' ')},`,
    intro: (kind: Booking['kind']) =>
      kind === 'reservierung'
        ? 'vielen Dank für Ihre Reservierung. Wir halten die Plätze für Sie frei.'
        : 'vielen Dank für Ihre Buchung. Die Plätze sind für Sie reserviert.',
    number: 'Buchungsnummer',
    participants: 'Teilnehmende',
    module: 'Modul',
    perPerson: 'je Person, zzgl. MwSt.',
    total: 'Summe (netto)',
    confirmation: (url: string) => `Ihre Buchung mit Kalenderdateien jederzeit online: ${url}`,
    next: [
      'Wie es weitergeht:',
      '- Innerhalb eines Werktags erhalten Sie von uns die verbindliche Anmeldebestätigung, die Rechnung etwa vier Wochen vor Seminarbeginn.',
      '- Etwa zwei Wochen vor Beginn schicken wir allen Teilnehmenden die Einladung mit Anfahrt und Zeiten.',
      '- Fragen oder Änderungen? Antworten Sie einfach auf diese E-Mail und nennen Sie Ihre Buchungsnummer.',
    ],
    closing: 'Mit freundlichen Grüßen\nIhr Team des Instituts für Führung Münster',
  },
  en: {
    subject: (number: string, kind: Booking['kind']) =>
      `Your ${kind === 'reservierung' ? 'reservation' : 'booking'} ${number}`,
    greeting: (c: Booking['contact']) =>
      `Dear ${c.anrede === 'Frau' ? 'Ms' : 'Mr'} ${[c.titel, c.nachname].filter(Boolean).join(' ')},`,
    intro: (kind: Booking['kind']) =>
      kind === 'reservierung'
        ? 'thank you for your reservation. We are holding the seats for you.'
        : 'thank you for your booking. The seats are reserved for you.',
    number: 'Booking number',
    participants: 'Participants',
    module: 'Module',
    perPerson: 'per person, plus VAT',
    total: 'Total (net)',
    confirmation: (url: string) => `Your booking with calendar files, online at any time: ${url}`,
    next: [
      'What happens next:',
      '- Within one working day we send you the binding confirmation of registration, and the invoice about four weeks before the seminar starts.',
      '- About two weeks before the start, every participant receives the invitation with directions and times.',
      '- Questions or changes? Simply reply to this email and quote your booking number.',
    ],
    closing: 'Kind regards\nYour team at the Institut für Führung Münster',
  },
} as const

/** The booked items as plain text lines (shared by both mails). */
function itemLines(booking: Booking, language: Language): string[] {
  const t = TEXTS[language]
  return booking.items.flatMap((item, index) => [
    `${index + 1}. ${item.title}`,
    ...(item.period || item.place
      ? [`   ${[item.period, item.place].filter(Boolean).join(', ')}`]
      : []),
    ...(item.modules ?? []).map(
      (m) => `   ${t.module} ${m.title}: ${[m.period, m.place].filter(Boolean).join(', ')}`,
    ),
    `   ${formatMoney(item.price, item.currency, language)} ${t.perPerson}`,
    `   ${t.participants}: ${item.participants.map(personName).join('; ')}`,
    '',
  ])
}

const totalLine = (booking: Booking, language: Language) =>
  `${TEXTS[language].total}: ${(booking.totals ?? []).map((total) => formatMoney(total.amount, total.currency, language)).join(' + ')}`

/** The contact person's greeting, in the booking's language. */
export const bookingGreeting = (booking: Booking): string =>
  TEXTS[booking.language].greeting(booking.contact)

/**
 * The booking number, the booked items and the total, as every mail to the contact person lists
 * them.
 */
export function bookingDetails(booking: Booking): string[] {
  const language = booking.language
  return [
    `${TEXTS[language].number}: ${booking.bookingNumber}`,
    '',
    ...itemLines(booking, language),
    totalLine(booking, language),
  ]
}

export const CLOSING = { de: TEXTS.de.closing, en: TEXTS.en.closing } as const

/** What the receipt is built from besides the booking: the link to its confirmation page. */
export type ReceiptLinks = { confirmationUrl: string }

/**
 * The receipt to the contact person right after booking, in the language the booking was made in.
 */
export function customerMail(booking: Booking, { confirmationUrl }: ReceiptLinks): Mail {
  const language = booking.language
  const t = TEXTS[language]
  const text = [
    bookingGreeting(booking),
    '',
    t.intro(booking.kind),
    '',
    ...bookingDetails(booking),
    '',
    t.confirmation(confirmationUrl),
    '',
    ...t.next,
    '',
    t.closing,
  ]
  return { subject: t.subject(booking.bookingNumber, booking.kind), text: text.join('\n') }
}

/** A person's or address's lines in the staff mail: each value, after its prefix if it has one. */
const addressBlock = (table: FieldTable, doc: object): string[] =>
  mailLinesFromTable(table, doc, 'de', mailFormat).flatMap(([prefix, value]) =>
    value ? [prefix ? `${prefix} ${value}` : value] : [],
  )

/**
 * The notification to staff (German, the office's language), with everything needed to reply and
 * invoice.
 */
export function staffMail(booking: Booking, adminUrl: string): Mail {
  const { contact, billing } = booking
  const text = [
    `Neue ${booking.kind === 'reservierung' ? 'Reservierung' : 'Buchung'} ${booking.bookingNumber} (Sprache: ${booking.language})`,
    '',
    ...itemLines(booking, 'de'),
    totalLine(booking, 'de'),
    '',
    'Ansprechperson:',
    ...addressBlock(bookingContactFields, contact),
    '',
    'Rechnungsadresse:',
    ...addressBlock(bookingBillingFields, billing),
    ...(booking.comment ? ['', 'Mitteilung:', booking.comment] : []),
    '',
    `In der Verwaltung: ${adminUrl}`,
  ]
  return {
    subject: `Neue ${booking.kind === 'reservierung' ? 'Reservierung' : 'Buchung'} ${booking.bookingNumber}: ${contact.vorname} ${contact.nachname}`,
    text: text.join('\n'),
  }
}
