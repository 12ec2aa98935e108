import { cachedIntl } from '@/lib/intl'

/**
 * The callback window of docs/behaviour/validation.md, limits.md, shared by the date picker and the
 * endpoint: from today up to 10 days ahead, Monday to Friday, 07:00 to 20:00 in 15-minute steps, in
 * the institute's time zone. The hidden `termin` field carries the choice as it is shown:
 * 'dd.MM.yyyy, HH:mm'.
 */

export const CALLBACK_WINDOW_DAYS = 10
export const FIRST_SLOT_MINUTES = 7 * 60
export const LAST_SLOT_MINUTES = 20 * 60
export const SLOT_STEP_MINUTES = 15
export const CALLBACK_TIME_ZONE = 'Europe/Berlin'

/** A calendar day without a time zone. */
export type Day = { year: number; month: number; day: number }

const pad = (value: number) => String(value).padStart(2, '0')

/** Date and 24-hour time as the institute's clock shows them, in parts. */
export const wallClock = () =>
  cachedIntl(
    `wall clock ${CALLBACK_TIME_ZONE}`,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: CALLBACK_TIME_ZONE,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  )

/** Today's date and the minutes since midnight in the institute's time zone. */
export function institutNow(now: Date = new Date()): { today: Day; minutes: number } {
  const parts = Object.fromEntries(
    wallClock()
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  )
  return {
    today: { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) },
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  }
}

/** Days since 1970-01-01 of a calendar day (for day arithmetic free of time zones). */
export const dayNumber = ({ year, month, day }: Day): number =>
  Date.UTC(year, month - 1, day) / 86_400_000

export function addDays(day: Day, count: number): Day {
  const date = new Date((dayNumber(day) + count) * 86_400_000)
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}

/** Saturday or Sunday. */
export const isWeekend = (day: Day): boolean =>
  [0, 6].includes(new Date(dayNumber(day) * 86_400_000).getUTCDay())

/** Every time of day that can be chosen, as minutes since midnight (07:00, 07:15, …, 20:00). */
export const ALL_SLOT_MINUTES: readonly number[] = Array.from(
  { length: (LAST_SLOT_MINUTES - FIRST_SLOT_MINUTES) / SLOT_STEP_MINUTES + 1 },
  (_, i) => FIRST_SLOT_MINUTES + i * SLOT_STEP_MINUTES,
)

export const formatTime = (minutes: number): string =>
  `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
export const formatDay = ({ year, month, day }: Day): string => `${pad(day)}.${pad(month)}.${year}`

/** The termin text: 'dd.MM.yyyy, HH:mm'. */
export const formatTermin = (day: Day, minutes: number): string =>
  `${formatDay(day)}, ${formatTime(minutes)}`

/**
 * Reads a termin text back; null unless it has exactly the shown form and names a real day and
 * time.
 */
export function parseTermin(value: string): { day: Day; minutes: number } | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4}), (\d{2}):(\d{2})$/.exec(value.trim())
  if (!match) return null
  const [, d, m, y, hh, mm] = match.map(Number)
  const day = { year: y, month: m, day: d }
  const back = addDays(day, 0)
  if (back.year !== y || back.month !== m || back.day !== d || hh > 23 || mm > 59) return null
  return { day, minutes: hh * 60 + mm }
}

/** The times that can still be chosen on a day: all of them, or on today only those still ahead. */
export function slotsFor(day: Day, now: Date = new Date()): number[] {
  const { today, minutes } = institutNow(now)
  if (!isSelectableDay(day, now)) return []
  return dayNumber(day) === dayNumber(today)
    ? ALL_SLOT_MINUTES.filter((slot) => slot > minutes)
    : [...ALL_SLOT_MINUTES]
}

/** A weekday from today up to CALLBACK_WINDOW_DAYS ahead (today only while a time is left). */
export function isSelectableDay(day: Day, now: Date = new Date()): boolean {
  const { today, minutes } = institutNow(now)
  const offset = dayNumber(day) - dayNumber(today)
  if (offset < 0 || offset > CALLBACK_WINDOW_DAYS || isWeekend(day)) return false
  return offset > 0 || minutes < LAST_SLOT_MINUTES
}

/** The first and last day the picker offers. */
export function callbackRange(now: Date = new Date()): { first: Day; last: Day } {
  const { today } = institutNow(now)
  return { first: today, last: addDays(today, CALLBACK_WINDOW_DAYS) }
}

/** How long after a time has passed the server still takes it (see isValidTermin). */
export const TERMIN_GRACE_MINUTES = 30

/**
 * The server's check of a termin: a weekday in the window and a time on the 15-minute grid
 * between 07:00 and 20:00. A time earlier today is accepted up to TERMIN_GRACE_MINUTES after it
 * passed, since the visitor may have picked it shortly before and then written the message; the
 * picker itself offers only times still ahead.
 */
export function isValidTermin(value: string, now: Date = new Date()): boolean {
  const parsed = parseTermin(value)
  if (!parsed) return false
  const { today, minutes } = institutNow(now)
  const offset = dayNumber(parsed.day) - dayNumber(today)
  if (offset === 0 && parsed.minutes < minutes - TERMIN_GRACE_MINUTES) return false
  return (
    offset >= 0 &&
    offset <= CALLBACK_WINDOW_DAYS &&
    !isWeekend(parsed.day) &&
    ALL_SLOT_MINUTES.includes(parsed.minutes)
  )
}
