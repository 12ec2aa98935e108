import { DEFAULT_DAY_END, DEFAULT_DAY_START, type TimeOfDay } from './constants'

// "9:30", "17:00", "9 am", "5:30 pm": a colon or am/pm makes a number a time ("1. Tag" is none).
const TIME = /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?(?![\d:])/gi

function toTime(hourText: string, minuteText: string | undefined, half: string | undefined) {
  if (minuteText === undefined && !half) return null
  let hour = Number(hourText)
  const minute = minuteText === undefined ? 0 : Number(minuteText)
  if (half) {
    if (hour < 1 || hour > 12) return null
    const pm = half.toLowerCase().startsWith('p')
    hour = (hour % 12) + (pm ? 12 : 0)
  }
  return hour <= 23 && minute <= 59 ? { hour, minute } : null
}

const minutesOf = (time: TimeOfDay) => time.hour * 60 + time.minute

/**
 * The first day's start and the last day's end from a seminar's "Zeiten" text: the first time
 * it names and the last ("1. Tag ab 10:00 Uhr, 2. Tag bis 15:30 Uhr" → 10:00 and 15:30). With
 * fewer than two times, or a one-day date that would end before it starts, 9:00 to 17:00.
 */
export function scheduleTimes(
  schedule: string | null | undefined,
  oneDay: boolean,
): { start: TimeOfDay; end: TimeOfDay } {
  const times = [...(schedule ?? '').matchAll(TIME)]
    .map((match) => toTime(match[1], match[2], match[3]))
    .filter((time): time is TimeOfDay => time !== null)
  const start = times[0]
  const end = times.at(-1)
  if (times.length < 2 || !start || !end) return { start: DEFAULT_DAY_START, end: DEFAULT_DAY_END }
  if (oneDay && minutesOf(end) <= minutesOf(start))
    return { start: DEFAULT_DAY_START, end: DEFAULT_DAY_END }
  return { start, end }
}
