import { CalendarDate } from '@internationalized/date'

import { addDays, callbackRange, type Day, isSelectableDay, parseTermin, slotsFor } from './slots'

/**
 * The bridge between the callback window rules (slots.ts, plain days) and react-aria's calendar,
 * which works with @internationalized/date's CalendarDate.
 */

/** A plain day as the calendar's date. */
export const toCalendarDate = (day: Day): CalendarDate =>
  new CalendarDate(day.year, day.month, day.day)

/** The calendar's date as a plain day. */
export const toDay = (date: { year: number; month: number; day: number }): Day => ({
  year: date.year,
  month: date.month,
  day: date.day,
})

/**
 * The first day that can be chosen, or null when the whole window is closed (it never is: 10 days
 * hold a weekday).
 */
export function firstSelectableDay(now: Date = new Date()): Day | null {
  const { first, last } = callbackRange(now)
  for (let day = first; ; day = addDays(day, 1)) {
    if (isSelectableDay(day, now)) return day
    if (day.year === last.year && day.month === last.month && day.day === last.day) return null
  }
}

/** The calendar's limits and the rule that greys out weekends and days without a time left. */
export function calendarBounds(now: Date = new Date()) {
  const { first, last } = callbackRange(now)
  return {
    minValue: toCalendarDate(first),
    maxValue: toCalendarDate(last),
    isDateUnavailable: (date: { year: number; month: number; day: number }) =>
      !isSelectableDay(toDay(date), now),
  }
}

/**
 * The time to preselect on a day: the one chosen before if the day still offers it, else the first.
 */
export function preselectedTime(
  day: Day,
  previous: number | null,
  now: Date = new Date(),
): number | null {
  const slots = slotsFor(day, now)
  if (previous !== null && slots.includes(previous)) return previous
  return slots[0] ?? null
}

/** The picker's starting point from the termin field: its day and time while still selectable. */
export function draftFromTermin(
  termin: string,
  now: Date = new Date(),
): { day: Day | null; minutes: number | null } {
  const parsed = parseTermin(termin)
  if (!parsed || !isSelectableDay(parsed.day, now))
    return { day: null, minutes: parsed?.minutes ?? null }
  return { day: parsed.day, minutes: preselectedTime(parsed.day, parsed.minutes, now) }
}
