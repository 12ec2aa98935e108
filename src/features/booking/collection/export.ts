import type { Endpoint, PayloadRequest } from 'payload'

import { isStaffRequest } from '@/access'
import { csvColumnsFromTable } from '@/features/forms/field-table'
import { csvOption, type Language, staffLanguage } from '@/features/forms/inbox/csv-values'
import {
  csvStreamResponse,
  type Doc,
  listedDocPages,
  mapPages,
  sentAt,
} from '@/features/forms/inbox/export'
import type { Booking } from '@/payload-types'

import { bookingBillingFields, bookingContactFields, bookingParticipantFields } from '../fields'
import { moduleSeminar, moduleSeminarTitles } from '../server/module-seminars'
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
    'Module und gewählte Seminare',
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
    'Modules and chosen seminars',
  ],
}
const PEOPLE = [
  ['participant', csvColumnsFromTable(bookingParticipantFields)],
  ['contact', csvColumnsFromTable(bookingContactFields)],
  ['billing', csvColumnsFromTable(bookingBillingFields)],
] as const
type People = Record<(typeof PEOPLE)[number][0], object>

/** The export's headings in the reader's language. */
export const bookingHeadings = (language: Language) => [
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

/** A programme's modules with the seminar chosen for each: 'Modul: Seminar (period, place) | …'. */
const moduleCell = (item: Booking['items'][number], seminars: ReadonlyMap<number, string>) =>
  (item.modules ?? [])
    .map((module) => {
      const where = [module.period, module.place].filter(Boolean).join(', ')
      const seminar = moduleSeminar(seminars, module) ?? '–'
      return `${module.title}: ${seminar}${where ? ` (${where})` : ''}`
    })
    .join(' | ')

/**
 * One row per participant of every item of every booking, in the bookings' order; `seminars` names
 * the seminar chosen per programme module (by date id, see module-seminars.ts).
 */
export function bookingRows(
  bookings: Booking[],
  language: Language,
  seminars: ReadonlyMap<number, string> = new Map(),
): string[][] {
  const rows: string[][] = []
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
          moduleCell(item, seminars),
          ...peopleCells({ participant, contact, billing }, language),
        ])
      }
    }
  }
  return rows
}

/**
 * GET /api/bookings/export.csv: the bookings the admin list shows (its filter and search, as for
 * the inbox lists) for staff as a spreadsheet, newest first, streamed a page at a time; 403 for
 * anyone else.
 */
export const exportCsvEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!isStaffRequest(req))
      return Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 })
    const language = staffLanguage(req)
    const rows = async (bookings: Booking[]) =>
      bookingRows(
        bookings,
        language,
        await moduleSeminarTitles(req.payload, bookings, language, req),
      )
    const pages = mapPages(listedDocPages<Booking & Doc>(req, 'bookings'), rows)
    return csvStreamResponse('buchungen', bookingHeadings(language), pages)
  },
}
