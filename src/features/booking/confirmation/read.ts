import type { Payload } from 'payload'

import { countryName } from '@/features/forms/options'
import { formatPeriod } from '@/features/seminars/format'
import type { Locale } from '@/i18n/locales'
import { relationId } from '@/lib/relations'
import type { Booking, Location, Seminar, SeminarDate } from '@/payload-types'

import { type BookedDate, bookingFacts } from '../facts'
import type { TotalWithVat } from '../vat'
import { hashConfirmationToken, isWellFormedToken } from './token'

/** A venue as the confirmation shows it: its name and the lines of its address. */
export type ConfirmationPlace = { name: string; address: string[] }

/** One booked date: its days in the page's language, its venue, and whether it has a day. */
export type ConfirmationDate = {
  dateId: number
  period: string
  place: ConfirmationPlace | null
  /** A date given only as text ('nach Vereinbarung') has no calendar file. */
  hasDay: boolean
}

export type ConfirmationItem = {
  type: Booking['items'][number]['type']
  title: string
  /** A seminar's date; null for a programme, whose dates are its modules'. */
  date: ConfirmationDate | null
  /** A programme's modules, each with the seminar chosen for it and that seminar's date. */
  modules: { title: string; seminarTitle: string; date: ConfirmationDate }[]
  price: number
  currency: string
  participants: string[]
}

/** Everything the confirmation page shows of a booking. */
export type BookingConfirmation = {
  bookingNumber: string
  kind: Booking['kind']
  status: Booking['status']
  bookedAt: string
  contact: { name: string; email: string }
  billing: string[]
  items: ConfirmationItem[]
  totals: TotalWithVat[]
}

type DateFacts = SeminarDate & { seminar: Seminar | number; location?: Location | number | null }

function placeOf(location: DateFacts['location'] | undefined): ConfirmationPlace | null {
  if (!location || typeof location !== 'object') return null
  const town = `${location.standort_plz ?? ''} ${location.standort_ort ?? ''}`.trim()
  const address = [location.standort_adresszusatz, location.standort_strasse, town]
  return {
    name: location.standort_titel,
    address: address.filter((part): part is string => Boolean(part)),
  }
}

/** The booking's dates as they are now, with seminar and venue, in the page's language. */
async function readDates(
  payload: Payload,
  ids: number[],
  locale: Locale,
): Promise<Map<number, DateFacts>> {
  if (ids.length === 0) return new Map()
  // Alike the calendar's read (features/calendar/server/read-dates.ts) by shape only: this one
  // keeps dates of offline seminars and reads the days' text and the seminar's title alone.
  const { docs } = await payload.find({
    collection: 'seminar-dates',
    where: { id: { in: ids } },
    locale,
    depth: 1,
    limit: ids.length,
    pagination: false,
    // The booking's own dates: shown even after their seminar went offline.
    overrideAccess: true,
    select: { startDate: true, endDate: true, daysText: true, seminar: true, location: true },
    populate: {
      seminars: { title: true },
      locations: {
        standort_titel: true,
        standort_adresszusatz: true,
        standort_strasse: true,
        standort_plz: true,
        standort_ort: true,
      },
    },
  })
  return new Map((docs as DateFacts[]).map((date) => [date.id, date]))
}

/**
 * A date of the booking: the days as they stand now (formatted for the page), else the period
 * and place stored with the booking.
 */
function dateView(
  { dateId: id, ...stored }: BookedDate,
  dates: Map<number, DateFacts>,
  locale: Locale,
): ConfirmationDate | null {
  if (id === null) return null
  const date = dates.get(id)
  const period = date ? formatPeriod(date, locale) : ''
  return {
    dateId: id,
    period: period || stored.period || '',
    place: placeOf(date?.location) ?? (stored.place ? { name: stored.place, address: [] } : null),
    hasDay: Boolean(date?.startDate),
  }
}

/**
 * The booking a confirmation link's token opens, or null: unknown, malformed and expired tokens
 * open nothing (the page answers 404). The token is compared by its hash only.
 */
export async function readBookingConfirmation(
  payload: Payload,
  token: string,
  locale: Locale,
  now: Date = new Date(),
): Promise<BookingConfirmation | null> {
  if (!isWellFormedToken(token)) return null
  const { docs } = await payload.find({
    collection: 'bookings',
    where: {
      and: [
        { confirmationTokenHash: { equals: hashConfirmationToken(token) } },
        { confirmationExpiresAt: { greater_than: now.toISOString() } },
      ],
    },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const booking = docs[0]
  if (!booking) return null

  const dateIds = booking.items.flatMap((item) => [
    relationId(item.seminarDate),
    ...(item.modules ?? []).map((module) => relationId(module.seminarDate)),
  ])
  const dates = await readDates(
    payload,
    [...new Set(dateIds.filter((id): id is number => id !== null))],
    locale,
  )
  const seminarTitles = new Map<number, string>()
  for (const [id, date] of dates)
    if (typeof date.seminar === 'object') seminarTitles.set(id, date.seminar.title)
  const facts = bookingFacts(booking, seminarTitles)

  const { billing } = booking
  return {
    bookingNumber: facts.bookingNumber,
    kind: facts.kind,
    status: facts.status,
    bookedAt: facts.bookedAt,
    contact: facts.contact,
    billing: [
      billing.firma,
      billing.abteilung,
      billing.strasse,
      `${billing.plz} ${billing.ort}`.trim(),
      billing.land ? countryName(billing.land, locale) : null,
    ].filter((part): part is string => Boolean(part)),
    items: facts.items.map((item) => ({
      type: item.type,
      title: item.title,
      date: dateView(item, dates, locale),
      modules: item.modules.flatMap((module) => {
        const date = dateView(module, dates, locale)
        return date ? [{ title: module.title, seminarTitle: module.seminarTitle ?? '', date }] : []
      }),
      price: item.price,
      currency: item.currency,
      participants: item.participants,
    })),
    totals: facts.totals,
  }
}
