import type { Payload } from 'payload'

import { formatPeriod, startOfToday } from '@/features/seminars/format'
import { isOnTrainingDays } from '@/lib/training-days'
import type { Location, Seminar, SeminarDate } from '@/payload-types'

import type { DateWhen } from './plans'

const DAY_MS = 86_400_000
const ctx = { disableRevalidate: true }
/** Upcoming demo bookings take dates at least this far ahead, so they stay upcoming for a while. */
const UPCOMING_FROM_DAYS = 7

/** What a booking item copies from its date, as the booking endpoint does (resolveItems.ts). */
export type DateInfo = {
  id: number
  seminarId: number
  title: string
  period: string
  place: string
  price: number
  currency: 'EUR' | 'CHF'
}

/**
 * The Monday on or before `days` days from today (negative: ahead), 10:00 UTC, whose Monday to
 * Wednesday are training days: seminars of up to three days fit, never on a holiday.
 */
export function mondayAround(days: number, now: Date = new Date()): Date {
  const day = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 10) - days * DAY_MS,
  )
  const wednesday = (monday: Date) => new Date(monday.getTime() + 2 * DAY_MS)
  while (day.getUTCDay() !== 1 || !isOnTrainingDays(day, wednesday(day)))
    day.setUTCDate(day.getUTCDate() - 1)
  return day
}

async function createDate(
  payload: Payload,
  seminar: Seminar,
  start: Date,
  location: number,
  price: number,
): Promise<SeminarDate> {
  const days = seminar.duration ?? 1
  return payload.create({
    collection: 'seminar-dates',
    locale: 'de',
    data: {
      seminar: seminar.id,
      location,
      startDate: start.toISOString(),
      endDate: days > 1 ? new Date(start.getTime() + (days - 1) * DAY_MS).toISOString() : null,
      price,
      currency: 'EUR',
      seatsTotal: 12,
      seatsTaken: 0,
    },
    overrideAccess: true,
    context: ctx,
  })
}

/** The soonest upcoming date of a seminar with `seats` free seats; a new one in about two months if there is none. */
async function upcomingDate(
  payload: Payload,
  seminar: Seminar,
  seats: number,
  locationIds: number[],
): Promise<SeminarDate> {
  const from = new Date(startOfToday().getTime() + UPCOMING_FROM_DAYS * DAY_MS).toISOString()
  const { docs } = await payload.find({
    collection: 'seminar-dates',
    where: {
      and: [
        { seminar: { equals: seminar.id } },
        { startDate: { greater_than_equal: from } },
        { currency: { equals: 'EUR' } },
      ],
    },
    sort: 'startDate',
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
  })
  const free = docs.find((date) => date.seatsTotal - date.seatsTaken >= seats)
  return (
    free ??
    createDate(payload, seminar, mondayAround(-60), locationIds[0] ?? 0, docs[0]?.price ?? 1490)
  )
}

/**
 * The date a planned item takes place on: a past date created for it (seats are added by the
 * caller, like every booked date's) or an upcoming catalogue date.
 */
export async function dateFor(
  payload: Payload,
  seminar: Seminar,
  when: DateWhen,
  seats: number,
  locationIds: number[],
): Promise<SeminarDate> {
  if ('upcoming' in when) return upcomingDate(payload, seminar, seats, locationIds)
  const location = locationIds[when.past.location] ?? locationIds[0] ?? 0
  return createDate(payload, seminar, mondayAround(when.past.daysAgo), location, when.past.price)
}

/** Title (in the booking's language), period, place and price of a date, as a booking item stores them. */
export async function dateInfo(
  payload: Payload,
  id: number,
  language: 'de' | 'en',
): Promise<DateInfo> {
  const date = await payload.findByID({
    collection: 'seminar-dates',
    id,
    depth: 1,
    locale: language,
    overrideAccess: true,
  })
  const seminar = date.seminar as Seminar
  const location = typeof date.location === 'object' ? (date.location as Location) : null
  return {
    id: date.id,
    seminarId: seminar.id,
    title: seminar.title,
    period: formatPeriod(date, language),
    place: location ? location.standort_ort || location.standort_titel : '',
    price: date.price,
    currency: date.currency,
  }
}

/** Adds booked participants to a date's taken seats (never beyond the total). */
export async function takeSeats(payload: Payload, id: number, count: number): Promise<void> {
  const date = await payload.findByID({
    collection: 'seminar-dates',
    id,
    depth: 0,
    overrideAccess: true,
  })
  const seatsTaken = Math.min(date.seatsTotal, date.seatsTaken + count)
  await payload.update({
    collection: 'seminar-dates',
    id,
    data: { seatsTaken },
    overrideAccess: true,
    context: ctx,
  })
}
