import type { Where } from 'payload'

import { DURATION_CHOICES, ONLINE_PLACE_VALUE } from './constants'
import type { FinderQuery } from './schemas'

/** What the seminar-level filters (keyword, code, topic, duration) look at. */
export type SeminarFacts = {
  id: number
  code: string
  title: string
  subtitle: string | null
  duration: number
  topicIds: number[]
}

/** Lower case without accents, so 'fuhrung' finds 'Führung' and 'strasse' 'Straße'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').toLowerCase()
}

const LONGEST = DURATION_CHOICES[DURATION_CHOICES.length - 1]

/**
 * The seminars the keyword, code, topic and duration filters leave, or null when none of them is
 * set. A keyword matches when each of its words occurs in the title, subtitle or code.
 */
export function matchingSeminarIds(
  seminars: readonly SeminarFacts[],
  query: FinderQuery,
): number[] | null {
  const { q, code, seminarthema, dauer } = query
  if (!q && !code && !seminarthema && !dauer) return null
  const words = q ? foldText(q).split(/\s+/).filter(Boolean) : []
  const wantedCode = code?.toUpperCase()
  return seminars
    .filter((seminar) => {
      if (wantedCode && seminar.code.toUpperCase() !== wantedCode) return false
      if (seminarthema && !seminar.topicIds.includes(seminarthema)) return false
      if (dauer && (dauer === LONGEST ? seminar.duration < dauer : seminar.duration !== dauer))
        return false
      if (words.length) {
        const text = foldText(`${seminar.code} ${seminar.title} ${seminar.subtitle ?? ''}`)
        if (!words.every((word) => text.includes(word))) return false
      }
      return true
    })
    .map((seminar) => seminar.id)
}

/** Offset of Europe/Berlin from UTC at an instant, in ms. */
function berlinOffset(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'))
  return wall - instant
}

/** The first and the first moment after a month 'YYYY-MM' in the institute's time zone. */
export function monthRange(key: string): { from: Date; until: Date } {
  const [year, month] = key.split('-').map(Number)
  const midnight = (y: number, m: number) => {
    const utc = Date.UTC(y, m - 1, 1)
    return new Date(utc - berlinOffset(utc))
  }
  return { from: midnight(year, month), until: midnight(year, month + 1) }
}

/**
 * The Payload condition for the dates the filters leave: from `today` on, of the given seminars
 * (null: any), at the place or online, in the month, of the format, within the price range.
 */
export function datesWhere(query: FinderQuery, seminarIds: number[] | null, today: Date): Where {
  let from = today
  const and: Where[] = []
  if (query.zeit) {
    const month = monthRange(query.zeit)
    if (month.from > from) from = month.from
    and.push({ startDate: { less_than: month.until.toISOString() } })
  }
  and.unshift({ startDate: { greater_than_equal: from.toISOString() } })
  if (seminarIds) and.push({ seminar: { in: seminarIds } })
  if (query.ort === ONLINE_PLACE_VALUE) and.push({ format: { equals: 'online' } })
  // An online date names no place, whatever place it may still store.
  else if (query.ort)
    and.push({ location: { equals: query.ort } }, { format: { not_equals: 'online' } })
  if (query.format) and.push({ format: { equals: query.format } })
  if (query.preis_von !== undefined) and.push({ price: { greater_than_equal: query.preis_von } })
  if (query.preis_bis !== undefined) and.push({ price: { less_than_equal: query.preis_bis } })
  return { and }
}

/**
 * The database order of each sort: by rating, the seminar's rating stored on each date (0 before
 * its first review, so unrated dates come last on either dialect), then the soonest.
 */
export function databaseSort(sort: FinderQuery['sortierung']): string[] {
  if (sort === 'preis') return ['price', 'startDate']
  if (sort === 'preis_absteigend') return ['-price', 'startDate']
  if (sort === 'bewertung') return ['-seminarRating', 'startDate', 'id']
  return ['startDate', 'id']
}

/** The page to show: the asked one, or the last when it lies beyond the results. */
export function pageWithin(page: number, total: number, pageSize: number): number {
  return Math.max(1, Math.min(page, Math.ceil(total / pageSize)))
}
