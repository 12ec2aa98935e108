import type { Endpoint, PayloadRequest } from 'payload'

import { isStaffRequest } from '@/access'
import { csvColumnsFromTable } from '@/features/forms/field-table'
import { csvOption, type Language, staffLanguage } from '@/features/forms/inbox/csv-values'
import { csvResponse, listedDocs, sentAt } from '@/features/forms/inbox/export'
import type { Booking } from '@/payload-types'

import { bookingBillingFields, bookingContactFields, bookingParticipantFields } from '../fields'
import { kindOptions, statusOptions } from './fields'

/** The booking's own columns; the people's follow from their field tables (../fields.ts). */
const BOOKING_HEADERS = {
  de: [
    'Buchungsnummer',
    'Gebucht am',
    'Status',
    'Art',
    'Seminar/Programm',
    'Zeitraum',
    'Ort',
    'Preis je Person',
    'Währung',
  ],
  en: [
    'Booking number',
    'Booked on',
    'Status',
    'Kind',
    'Seminar/programme',
    'Period',
    'Place',
    'Price per person',
    'Currency',
  ],
}
const PEOPLE = [
  ['participant', csvColumnsFromTable(bookingParticipantFields)],
  ['contact', csvColumnsFromTable(bookingContactFields)],
  ['billing', csvColumnsFromTable(bookingBillingFields)],
] as const
type People = Record<(typeof PEOPLE)[number][0], object>

const headers = (language: Language) => [
  ...BOOKING_HEADERS[language],
  ...PEOPLE.flatMap(([, columns]) => columns.map((column) => column.header[language])),
]
const peopleCells = (people: People, language: Language) =>
  PEOPLE.flatMap(([group, columns]) =>
    columns.map((column) =>
      String(column.value(people[group] as Parameters<typeof column.value>[0], language) ?? ''),
    ),
  )

const unique = (values: (string | null | undefined)[]) =>
  [...new Set(values.filter(Boolean))].join(' | ')

/** One row per participant of every item of every booking (newest booking first). */
export function bookingRows(bookings: Booking[], language: Language): string[][] {
  const rows = [headers(language)]
  for (const booking of bookings) {
    const { contact, billing } = booking
    for (const item of booking.items) {
      // A programme has no period of its own: its modules' dates stand in.
      const period = item.period || unique((item.modules ?? []).map((m) => m.period))
      const place = item.place || unique((item.modules ?? []).map((m) => m.place))
      for (const participant of item.participants) {
        rows.push([
          booking.bookingNumber,
          sentAt(booking.createdAt, language),
          csvOption(statusOptions, booking.status, language),
          csvOption(kindOptions, booking.kind, language),
          item.title,
          period,
          place,
          item.price.toFixed(2).replace('.', language === 'de' ? ',' : '.'),
          item.currency,
          ...peopleCells({ participant, contact, billing }, language),
        ])
      }
    }
  }
  return rows
}

/**
 * GET /api/bookings/export.csv: the bookings the admin list shows (its filter and search, as for
 * the inbox lists) for staff as a spreadsheet; 403 for anyone else.
 */
export const exportCsvEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!isStaffRequest(req))
      return Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 })
    const docs = (await listedDocs(req, 'bookings')) as Booking[]
    return csvResponse('buchungen', bookingRows(docs, staffLanguage(req)))
  },
}
