import type { Locale } from '@/i18n/locales'
import { cachedIntl } from '@/lib/intl'
import { formatDateRange } from '@/lib/locale-format'

import { FEW_SEATS_LEFT } from './constants'

// The formatters here are alike by shape only: each asks Intl for its own pattern.

const DAY_MS = 86_400_000

/**
 * Days a date spans: (last − first) / 86400 s + 1, so 03.–04.12. is 2 days. Rounded, because
 * editors' date pickers store days at different times of day.
 */
export function spanDays(start: string | Date, end?: string | Date | null): number {
  const from = new Date(start).getTime()
  const to = end ? new Date(end).getTime() : from
  return Math.round((Math.max(from, to) - Math.min(from, to)) / DAY_MS) + 1
}

/** '1 Tag' / '3 Tage' (English: '1 day' / '3 days'). */
export function formatDays(days: number, locale: Locale): string {
  if (locale === 'en') return `${days} ${days === 1 ? 'day' : 'days'}`
  return `${days} ${days === 1 ? 'Tag' : 'Tage'}`
}

/**
 * A date's period in the reader's language ('03.12.2026 – 04.12.2026' / '3 Dec 2026 – 4 Dec 2026'),
 * or the editor's text for a date without a day.
 */
export function formatPeriod(
  date: { startDate?: string | null; endDate?: string | null; daysText?: string | null },
  locale: Locale,
): string {
  if (!date.startDate) return date.daysText?.trim() ?? ''
  return formatDateRange(date.startDate, date.endDate, locale)
}

/** Where a date takes place as pages, mails and the portal name it: the town, else the venue. */
export function placeName(
  location: { standort_ort?: string | null; standort_titel?: string | null } | null,
): string {
  return location ? location.standort_ort || location.standort_titel || '' : ''
}

/** Seats still free, never below zero. */
export function seatsLeft(total: number, taken: number): number {
  return Math.max(0, Math.floor(total) - Math.floor(taken))
}

/** 'YYYY-MM' of a date in the institute's time zone. */
export function monthKey(value: string | Date): string {
  const parts = cachedIntl(
    'month key',
    () =>
      new Intl.DateTimeFormat('en-CA', {
        year: 'numeric',
        month: '2-digit',
        timeZone: 'Europe/Berlin',
      }),
  ).formatToParts(new Date(value))
  const year = parts.find((p) => p.type === 'year')?.value
  const month = parts.find((p) => p.type === 'month')?.value
  return `${year}-${month}`
}

/** The 12 months from the given month on, rolling over into the next year. */
export function nextTwelveMonths(
  from: Date = new Date(),
): { key: string; year: number; month: number }[] {
  const [year, month] = monthKey(from).split('-').map(Number)
  return Array.from({ length: 12 }, (_, i) => {
    const index = month - 1 + i
    const y = year + Math.floor(index / 12)
    const m = (index % 12) + 1
    return { key: `${y}-${String(m).padStart(2, '0')}`, year: y, month: m }
  })
}

/** A month's name and year for a 'YYYY-MM' key: 'Dezember 2026' / 'December 2026'. */
export function formatMonth(key: string, locale: Locale): string {
  const [year, month] = key.split('-').map(Number)
  return cachedIntl(
    `month ${locale}`,
    () =>
      new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  ).format(Date.UTC(year, month - 1, 15))
}

/** The first moment of today in the institute's time zone, with a margin for summer time. */
export function startOfToday(now: Date = new Date()): Date {
  const ymd = cachedIntl(
    'day key',
    () =>
      new Intl.DateTimeFormat('en-CA', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        timeZone: 'Europe/Berlin',
      }),
  ).format(now)
  return new Date(new Date(`${ymd}T00:00:00Z`).getTime() - 2 * 3_600_000)
}

/** The finder's month choices: this month and the next eleven, named in the language. */
export function monthChoices(locale: Locale): { value: string; label: string }[] {
  return nextTwelveMonths().map((month) => ({
    value: month.key,
    label: formatMonth(month.key, locale),
  }))
}

/** A date's seats as lists name them: free, few left (FEW_SEATS_LEFT or fewer), fully booked. */
export function seatStatus(left: number): 'free' | 'few' | 'full' {
  if (left <= 0) return 'full'
  return left <= FEW_SEATS_LEFT ? 'few' : 'free'
}
