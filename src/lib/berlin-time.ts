/** Calendar days in Münster (Europe/Berlin), summer time included. */

const berlinDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})
const berlinOffset = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Berlin',
  timeZoneName: 'longOffset',
})

/** Minutes Berlin is ahead of UTC at an instant ('GMT+01:00' → 60). */
function offsetMinutes(instant: Date): number {
  const name = berlinOffset.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '')
  if (!match) return 0
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]))
}

/** Midnight in Münster of the day `days` after the one `instant` falls on, as an instant. */
export function berlinMidnight(instant: Date, days = 0): Date {
  const [year, month, day] = berlinDay.format(instant).split('-').map(Number)
  const utc = Date.UTC(year, month - 1, day + days)
  return new Date(utc - offsetMinutes(new Date(utc)) * 60_000)
}
