import { isOnTrainingDays } from '@/lib/training-days'

import { random } from '../../art/shapes'
import type { Localized, SeminarSeed } from './types'

/** A seminar date to create: either a span of days or a text such as 'by arrangement'. */
export type DatePlan = {
  code: string
  /** Index into LOCATIONS (0 is the head office, 5 Zurich); unused for an online date. */
  location: number
  format: 'in_person' | 'online' | 'blended'
  /** A note of the date's own on how it runs online (else the site settings' note). */
  onlineNote?: Localized
  startDate?: string
  endDate?: string
  daysText?: Localized
  price: number
  currency: 'EUR' | 'CHF'
  seatsTotal: number
  seatsTaken: number
}

const DAY_MS = 86_400_000
const ZURICH = 5
/** Where the dates take place, in turn: the head office most often, Zurich once in twenty. */
const PLACES = [0, 1, 2, 0, 3, 4, 0, 2, 1, 0, 3, 4, 0, 1, 2, 0, 3, 4, 0, ZURICH]
/** Dates per seminar, in turn (3 on average, so 40 seminars give 120 dates). */
const COUNTS = [3, 4, 2, 3, 3, 4, 3, 2]
/** Which dates run live online and which blended, in turn (about one in six and one in nine). */
function formatOf(n: number, location: number): DatePlan['format'] {
  if (n % 6 === 4) return 'online'
  return n % 9 === 7 && location !== ZURICH ? 'blended' : 'in_person'
}
/** A note of its own on the first online date of a seminar in every five; the others use the site's. */
const OWN_ONLINE_NOTE: Localized = {
  de: 'Live per Zoom in Kleingruppen mit Pausen alle 90 Minuten; Link und Arbeitsbuch kommen eine Woche vorher.',
  en: 'Live on Zoom in small groups with a break every 90 minutes; the link and workbook arrive a week ahead.',
}
/** One-day seminars that also offer a date by arrangement. */
const BY_ARRANGEMENT: Record<string, Localized> = {
  'KO-102': { de: 'Termin nach Vereinbarung', en: 'By arrangement' },
  'KM-203': { de: 'Termin nach Vereinbarung', en: 'By arrangement' },
  'PE-201': { de: 'Auf Anfrage als Inhouse-Termin', en: 'On request as an in-house date' },
}

/** The base fee of a seminar in euros: by duration, varied by position (690–2,390). */
function basePrice(days: number, index: number): number {
  if (days === 1) return 690 + (index % 3) * 100
  if (days === 2) return 1190 + (index % 4) * 100
  return 1790 + (index % 4) * 200
}

/** Moves a start day forward until the whole seminar lies on training days (no weekend, holiday or year-end break). */
function onTrainingDays(day: Date, days: number): Date {
  const result = new Date(day)
  const endOf = (start: Date) => new Date(start.getTime() + (days - 1) * DAY_MS)
  while (!isOnTrainingDays(result, endOf(result))) result.setUTCDate(result.getUTCDate() + 1)
  return result
}

/**
 * About three dates per seminar spread over the next twelve months from `today`, on training days
 * (src/lib/training-days.ts) at 10:00 UTC, at the six locations (CHF in Zurich) or live online,
 * some blended, with a few nearly or fully booked dates and a few by arrangement. Deterministic for a given day, so the same seed gives the same calendar.
 */
export function planDates(seminars: SeminarSeed[], today: Date = new Date()): DatePlan[] {
  const rand = random(2027)
  const base = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 10)
  const plans: DatePlan[] = []
  let n = 0

  seminars.forEach((seminar, index) => {
    const count = COUNTS[index % COUNTS.length] ?? 3
    const phase = (index * 0.37) % 1
    const fee = basePrice(seminar.days, index)
    for (let k = 0; k < count; k++) {
      // Offsets 10–350 days ahead; the shift to training days adds at most about twelve (the
      // year-end break), the span at most two: all within the next twelve months.
      const offset = 10 + Math.floor(((k + phase) * 340) / count) + Math.floor(rand() * 8)
      const start = onTrainingDays(new Date(base + Math.min(offset, 350) * DAY_MS), seminar.days)
      const end = new Date(start.getTime() + (seminar.days - 1) * DAY_MS)
      const location = PLACES[n % PLACES.length] ?? 0
      const seatsTotal = n % 7 === 3 ? 14 : n % 5 === 2 ? 10 : 12
      let seatsTaken = Math.floor(rand() * (seatsTotal - 3))
      if (n % 13 === 5) seatsTaken = seatsTotal - 1 - (n % 2) // nearly full: one or two seats left
      if (n === 17 || n === 61) seatsTaken = seatsTotal // fully booked
      const format = formatOf(n, location)
      plans.push({
        code: seminar.code,
        location,
        format,
        ...(format === 'online' && index % 5 === 0 && { onlineNote: OWN_ONLINE_NOTE }),
        startDate: start.toISOString(),
        endDate: seminar.days > 1 ? end.toISOString() : undefined,
        price: location === ZURICH ? Math.round((fee * 1.08) / 10) * 10 : fee,
        currency: location === ZURICH ? 'CHF' : 'EUR',
        seatsTotal,
        seatsTaken,
      })
      n++
    }
    const text = BY_ARRANGEMENT[seminar.code]
    if (text)
      plans.push({
        code: seminar.code,
        location: 0,
        format: 'in_person',
        daysText: text,
        price: fee,
        currency: 'EUR',
        seatsTotal: 12,
        seatsTaken: 0,
      })
  })
  return plans
}
