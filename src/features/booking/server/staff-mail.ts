import { type FieldTable, mailLinesFromTable } from '@/features/forms/field-table'
import { mailFormat } from '@/features/forms/server/mail-format'
import { formatMoney } from '@/lib/locale-format'
import type { Booking } from '@/payload-types'

import { bookingBillingFields, bookingContactFields } from '../fields'
import { personName } from '../person-rows'
import { formatVatRate, totalsWithVat } from '../vat'
import { moduleSeminar } from './module-seminars'

type Mail = { subject: string; text: string }

const noun = (booking: Booking) => (booking.kind === 'reservierung' ? 'Reservierung' : 'Buchung')

/** The booked items in German: title, date and place, each module's seminar, price, people. */
export function staffItemLines(booking: Booking, moduleSeminars: ReadonlyMap<number, string>) {
  return booking.items.flatMap((item, index) => [
    `${index + 1}. ${item.title}`,
    ...(item.period || item.place
      ? [`   ${[item.period, item.place].filter(Boolean).join(', ')}`]
      : []),
    ...(item.modules ?? []).map(
      (module) =>
        `   Modul ${module.title}: Seminar „${moduleSeminar(moduleSeminars, module) ?? '–'}“, ${[module.period, module.place].filter(Boolean).join(', ')}`,
    ),
    `   ${formatMoney(item.price, item.currency, 'de')} je Person, zzgl. MwSt.`,
    `   Teilnehmende: ${item.participants.map(personName).join('; ')}`,
    '',
  ])
}

/** Net, VAT and gross per currency: 'Summe netto: 2.980,00 €, zzgl. 19 % MwSt. 566,20 € …'. */
export const staffTotalLines = (booking: Booking): string[] =>
  totalsWithVat(booking.totals).map(
    (total) =>
      `Summe netto: ${formatMoney(total.net, total.currency, 'de')}, zzgl. ${formatVatRate(total.vatRate, 'de')} MwSt. ${formatMoney(total.vat, total.currency, 'de')}, brutto ${formatMoney(total.gross, total.currency, 'de')}`,
  )

/** A person's or address's lines: each value, after its prefix if it has one. */
const addressBlock = (table: FieldTable, doc: object): string[] =>
  mailLinesFromTable(table, doc, 'de', mailFormat).flatMap(([prefix, value]) =>
    value ? [prefix ? `${prefix} ${value}` : value] : [],
  )

/**
 * The notification to staff (plain text in German, the office's language), with everything needed
 * to reply and invoice: for a programme, the seminar chosen for each module.
 */
export function staffMail(
  booking: Booking,
  adminUrl: string,
  moduleSeminars: ReadonlyMap<number, string> = new Map(),
): Mail {
  const { contact, billing } = booking
  const text = [
    `Neue ${noun(booking)} ${booking.bookingNumber} (Sprache: ${booking.language})`,
    '',
    ...staffItemLines(booking, moduleSeminars),
    ...staffTotalLines(booking),
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
    subject: `Neue ${noun(booking)} ${booking.bookingNumber}: ${contact.vorname} ${contact.nachname}`,
    text: text.join('\n'),
  }
}
