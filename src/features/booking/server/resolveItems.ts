import type { Payload } from 'payload'

import { formatPeriod, startOfToday } from '@/features/seminars/format'
import { placeOfDate } from '@/features/seminars/views'
import { relationId } from '@/lib/relations'
import type { Booking as StoredBooking, Location, SeminarDate } from '@/payload-types'

import type { Booking } from '../schema'

type StoredItem = Omit<StoredBooking['items'][number], 'id'>
type Participant = StoredItem['participants'][number]

/**
 * What one date needs: seats for every participant of every item (and programme module) on it;
 * its last day (null for a date without a day) bounds the booking's confirmation link.
 */
export type SeatDemand = {
  dateId: number
  count: number
  title: string
  period: string
  lastDay: string | null
}

export type ResolvedItems =
  | {
      ok: true
      items: StoredItem[]
      seats: SeatDemand[]
      totals: { currency: string; amount: number }[]
    }
  | { ok: false; errors: Record<string, string> }

/**
 * Error keys of an item the server refuses (unknown, unpublished, past, or a module choice that
 * does not fit).
 */
export const ITEM_ERRORS = {
  date: 'booking.error.date-unavailable',
  programme: 'booking.error.programme-unavailable',
  modules: 'booking.error.modules-invalid',
} as const

type DateInfo = {
  id: number
  seminarId: number
  title: string
  period: string
  place: string
  price: number
  currency: 'EUR' | 'CHF'
  lastDay: string | null
}

/**
 * The bookable dates among `ids`: existing, of a published seminar, not in the past; titles in
 * `language`.
 */
async function readDates(
  payload: Payload,
  ids: number[],
  language: Booking['language'],
): Promise<Map<number, DateInfo>> {
  const found = new Map<number, DateInfo>()
  if (!ids.length) return found
  const { docs } = await payload.find({
    collection: 'seminar-dates',
    where: { id: { in: ids } },
    depth: 1,
    locale: language,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
  })
  const seminarIds = [
    ...new Set(docs.map((d) => relationId(d.seminar)).filter((id): id is number => id !== null)),
  ]
  // Without a user, the seminars' access rule lets only published seminars through.
  const seminars = await payload.find({
    collection: 'seminars',
    where: { id: { in: seminarIds } },
    depth: 0,
    locale: language,
    limit: seminarIds.length || 1,
    pagination: false,
    overrideAccess: false,
  })
  const titles = new Map(seminars.docs.map((s) => [s.id, s.title]))
  const today = startOfToday().getTime()
  for (const date of docs as SeminarDate[]) {
    const seminarId = relationId(date.seminar)
    if (seminarId === null || !titles.has(seminarId)) continue
    if (date.startDate && new Date(date.startDate).getTime() < today) continue
    const location = typeof date.location === 'object' ? (date.location as Location) : null
    found.set(date.id, {
      id: date.id,
      seminarId,
      title: titles.get(seminarId)!,
      // In the booking's language: its mails show the period as stored.
      period: formatPeriod(date, language),
      place: placeOfDate(date, location),
      price: date.price,
      currency: date.currency,
      lastDay: date.endDate ?? date.startDate ?? null,
    })
  }
  return found
}

/** Participants as the collection stores them (no title is stored as no value). */
function toParticipants(participants: Booking['items'][number]['participants']): Participant[] {
  return participants.map(({ titel, ...person }) => ({ ...person, titel: titel || null }))
}

/**
 * Reads every date and programme of a booking from the database (prices, currency, titles,
 * places: nothing of that comes from the browser) and works out the seats each date needs.
 */
export async function resolveItems(payload: Payload, booking: Booking): Promise<ResolvedItems> {
  const dateIds = booking.items.flatMap((item) =>
    item.type === 'seminar' ? [item.dateId] : item.modules.map((m) => m.dateId),
  )
  const programmeIds = booking.items.flatMap((item) =>
    item.type === 'qualifizierungsprogramm' ? [item.programmeId] : [],
  )
  const dates = await readDates(payload, [...new Set(dateIds)], booking.language)
  const programmes = programmeIds.length
    ? (
        await payload.find({
          collection: 'programmes',
          where: { id: { in: programmeIds } },
          depth: 0,
          locale: booking.language,
          limit: programmeIds.length,
          pagination: false,
          overrideAccess: false,
        })
      ).docs
    : []

  const errors: Record<string, string> = {}
  const items: StoredItem[] = []
  const seats = new Map<number, SeatDemand>()
  const totals = new Map<string, number>()
  const need = (date: DateInfo, count: number) => {
    const entry = seats.get(date.id) ?? {
      dateId: date.id,
      count: 0,
      title: date.title,
      period: date.period,
      lastDay: date.lastDay,
    }
    entry.count += count
    seats.set(date.id, entry)
  }

  booking.items.forEach((item, index) => {
    const participants = toParticipants(item.participants)
    if (item.type === 'seminar') {
      const date = dates.get(item.dateId)
      if (!date) {
        errors[`items.${index}.dateId`] = ITEM_ERRORS.date
        return
      }
      need(date, participants.length)
      totals.set(date.currency, (totals.get(date.currency) ?? 0) + date.price * participants.length)
      items.push({
        type: 'seminar',
        seminarDate: date.id,
        title: date.title,
        period: date.period,
        place: date.place,
        price: date.price,
        currency: date.currency,
        participants,
      })
      return
    }
    const programme = programmes.find((p) => p.id === item.programmeId)
    if (!programme) {
      errors[`items.${index}.programmeId`] = ITEM_ERRORS.programme
      return
    }
    // One date per module of the programme, each of a seminar the module offers.
    const chosen = new Map(item.modules.map((m) => [m.moduleId, m.dateId]))
    const modules = programme.modules.map((module) => {
      const date = dates.get(chosen.get(module.id ?? '') ?? -1)
      const offered = module.seminars.map((s) => relationId(s))
      return date && offered.includes(date.seminarId) ? { module, date } : null
    })
    if (
      chosen.size !== item.modules.length ||
      chosen.size !== programme.modules.length ||
      modules.some((m) => m === null)
    ) {
      errors[`items.${index}.modules`] = ITEM_ERRORS.modules
      return
    }
    for (const entry of modules) need(entry!.date, participants.length)
    totals.set(
      programme.currency,
      (totals.get(programme.currency) ?? 0) + programme.price * participants.length,
    )
    items.push({
      type: 'qualifizierungsprogramm',
      programme: programme.id,
      title: programme.title,
      period: null,
      place: null,
      price: programme.price,
      currency: programme.currency,
      modules: modules.map((entry) => ({
        moduleId: entry!.module.id!,
        title: entry!.module.title,
        seminarDate: entry!.date.id,
        period: entry!.date.period,
        place: entry!.date.place,
      })),
      participants,
    })
  })

  if (Object.keys(errors).length) return { ok: false, errors }
  // Ascending ids: two bookings lock shared dates in the same order, so PostgreSQL cannot deadlock
  // on them.
  const demand = [...seats.values()].sort((a, b) => a.dateId - b.dateId)
  return {
    ok: true,
    items,
    seats: demand,
    totals: [...totals].map(([currency, amount]) => ({
      currency,
      amount: Math.round(amount * 100) / 100,
    })),
  }
}
