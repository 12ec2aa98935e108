import type { Locale } from '@/i18n/locales'
import { localizedUrl } from '@/i18n/locales'
import { cachedIntl } from '@/lib/intl'
import type { Location, Seminar, SeminarDate } from '@/payload-types'

import { CALENDAR_TIME_ZONE } from './constants'
import { type CalendarDay, type CalendarEntry, calendarUid } from './ics'
import { scheduleTimes } from './schedule-times'

/** What a calendar file needs of a date, its seminar and its place. */
export type CalendarDateFacts = Pick<SeminarDate, 'id' | 'startDate' | 'endDate' | 'updatedAt'> & {
  seminar: Pick<Seminar, 'code' | 'title' | 'schedule' | 'path'>
  location: Pick<
    Location,
    | 'standort_titel'
    | 'standort_adresszusatz'
    | 'standort_strasse'
    | 'standort_plz'
    | 'standort_ort'
  > | null
}

const TEXTS = {
  de: { seminar: 'Seminar', times: 'Zeiten', place: 'Ort', page: 'Seminarseite' },
  en: { seminar: 'Seminar', times: 'Times', place: 'Place', page: 'Seminar page' },
} as const

/** The day a stored date falls on in Münster (editors' pickers store days at any hour). */
export function berlinDay(value: string): CalendarDay {
  const ymd = cachedIntl(
    'calendar day',
    () =>
      new Intl.DateTimeFormat('en-CA', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        timeZone: CALENDAR_TIME_ZONE,
      }),
  ).format(new Date(value))
  const [year, month, day] = ymd.split('-').map(Number)
  return { year, month, day }
}

/** The place's name and full address, comma-separated. */
export function placeLine(location: CalendarDateFacts['location']): string {
  if (!location) return ''
  return [
    location.standort_titel,
    location.standort_adresszusatz,
    location.standort_strasse,
    `${location.standort_plz} ${location.standort_ort}`.trim(),
  ]
    .filter(Boolean)
    .join(', ')
}

const sameDay = (a: CalendarDay, b: CalendarDay) =>
  a.year === b.year && a.month === b.month && a.day === b.day

/**
 * A date as one calendar event from the first day's start to the last day's end, or null for a
 * date given only as text ('nach Vereinbarung'): it has no day to enter.
 */
export function toCalendarEntry(
  date: CalendarDateFacts,
  locale: Locale,
  siteUrl: string,
): CalendarEntry | null {
  if (!date.startDate) return null
  const t = TEXTS[locale]
  const firstDay = berlinDay(date.startDate)
  const lastDay = berlinDay(date.endDate ?? date.startDate)
  const { start, end } = scheduleTimes(date.seminar.schedule, sameDay(firstDay, lastDay))
  const location = placeLine(date.location)
  const url = date.seminar.path ? `${siteUrl}${localizedUrl(locale, date.seminar.path)}` : null
  const description = [
    `${t.seminar} ${date.seminar.code}`,
    date.seminar.schedule ? `${t.times}: ${date.seminar.schedule}` : null,
    location ? `${t.place}: ${location}` : null,
    url ? `${t.page}: ${url}` : null,
  ]
  return {
    uid: calendarUid(date.id, siteUrl),
    summary: date.seminar.title,
    firstDay,
    lastDay,
    start,
    end,
    location,
    description: description.filter(Boolean).join('\n'),
    url,
    revisedAt: new Date(date.updatedAt),
  }
}

/** The file's name: the seminar code and first day, e.g. `FK-101-2026-12-03.ics`. */
export function calendarFileName(entry: CalendarEntry, code: string): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  const { year, month, day } = entry.firstDay
  const safeCode = code.replace(/[^A-Za-z0-9-]+/g, '-') || 'seminar'
  return `${safeCode}-${year}-${pad(month)}-${pad(day)}.ics`
}
