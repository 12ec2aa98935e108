import type { Endpoint, PayloadRequest } from 'payload'

import { isStaffRequest } from '@/access'
import { countryName } from '@/features/forms/options'
import type { Booking } from '@/payload-types'

import { csvResponse, listedDocs } from '@/features/forms/inbox/export'

const HEADERS = {
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
    'Teilnehmer/in',
    'E-Mail Teilnehmer/in',
    'Firma Teilnehmer/in',
    'Ansprechperson',
    'E-Mail Ansprechperson',
    'Telefon Ansprechperson',
    'Rechnung Firma',
    'Rechnung Abteilung',
    'Rechnung Straße',
    'Rechnung PLZ',
    'Rechnung Ort',
    'Rechnung Land',
    'USt-IdNr.',
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
    'Participant',
    'Participant email',
    'Participant company',
    'Contact person',
    'Contact email',
    'Contact phone',
    'Billing company',
    'Billing department',
    'Billing street',
    'Billing postcode',
    'Billing city',
    'Billing country',
    'VAT number',
  ],
}

const bookedOn = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso))
const name = (p: { titel?: string | null; vorname: string; nachname: string }) =>
  [p.titel, p.vorname, p.nachname].filter(Boolean).join(' ')
const unique = (values: (string | null | undefined)[]) =>
  [...new Set(values.filter(Boolean))].join(' | ')

/** One row per participant of every item of every booking (newest booking first). */
export function bookingRows(bookings: Booking[], language: 'de' | 'en'): string[][] {
  const rows = [HEADERS[language]]
  for (const booking of bookings) {
    const { contact, billing } = booking
    for (const item of booking.items) {
      // A programme has no period of its own: its modules' dates stand in.
      const period = item.period || unique((item.modules ?? []).map((m) => m.period))
      const place = item.place || unique((item.modules ?? []).map((m) => m.place))
      for (const participant of item.participants) {
        rows.push([
          booking.bookingNumber,
          bookedOn(booking.createdAt),
          booking.status,
          booking.kind,
          item.title,
          period,
          place,
          item.price.toFixed(2).replace('.', language === 'de' ? ',' : '.'),
          item.currency,
          name(participant),
          participant.email,
          participant.firma ?? '',
          name(contact),
          contact.email,
          contact.telefon ?? '',
          billing.firma ?? '',
          billing.abteilung ?? '',
          billing.strasse,
          billing.plz,
          billing.ort,
          countryName(billing.land, language),
          billing.ustidnr ?? '',
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
    return csvResponse('buchungen', bookingRows(docs, req.i18n?.language === 'en' ? 'en' : 'de'))
  },
}
