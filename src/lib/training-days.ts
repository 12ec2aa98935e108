import { getHolidays } from 'feiertagejs'

/**
 * Days on which the institute trains (docs/behaviour/limits.md#training-days): Monday to Friday in
 * Münster's calendar, except North Rhine-Westphalia's public holidays and the break from
 * 24 December to 1 January. The demo's dates are planned on them, and the portal recommends only
 * dates that lie wholly on them.
 */
const REGION = 'NW'
const DAY_MS = 86_400_000

const berlinDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** Noon UTC of the calendar day in Münster that an instant falls on. */
function dayInMuenster(instant: Date): Date {
  const [year, month, day] = berlinDay.format(instant).split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day, 12))
}

const holidaysByYear = new Map<number, Set<string>>()

/** NRW's public holidays of a year as 'year-month-day' keys, worked out once per year. */
function holidaysOf(year: number): Set<string> {
  let days = holidaysByYear.get(year)
  if (!days) {
    // The library gives each holiday as local midnight of its day.
    const dates = getHolidays(year, REGION).map(({ date }) => date)
    days = new Set(dates.map((d) => `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`))
    holidaysByYear.set(year, days)
  }
  return days
}

/** A calendar day, given as noon UTC of it. */
function trainsOn(day: Date): boolean {
  const weekday = day.getUTCDay()
  const month = day.getUTCMonth() + 1
  const date = day.getUTCDate()
  if (weekday === 0 || weekday === 6) return false
  if ((month === 12 && date >= 24) || (month === 1 && date === 1)) return false
  const year = day.getUTCFullYear()
  return !holidaysOf(year).has(`${year}-${month}-${date}`)
}

export function isTrainingDay(instant: Date): boolean {
  return trainsOn(dayInMuenster(instant))
}

/** Whether every day from `start` to `end` (both included; one day without an end) trains. */
export function isOnTrainingDays(start: Date, end: Date | null = null): boolean {
  const last = dayInMuenster(end ?? start).getTime()
  for (let t = dayInMuenster(start).getTime(); t <= last; t += DAY_MS)
    if (!trainsOn(new Date(t))) return false
  return true
}
