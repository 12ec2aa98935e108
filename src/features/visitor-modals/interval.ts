import { DEFAULT_NOTICE_INTERVAL_DAYS, MAX_NOTICE_INTERVAL_DAYS } from './constants'

// Apart from the other rules (may-open.ts), which load only when a signal fires: these two run on
// every page load, to set the notices' flags and cookie.

const DAY_MS = 86_400_000

/** The interval from the settings as whole days up to 365; anything unusable is the default. */
export function toIntervalDays(value: unknown): number {
  const days = Number(value)
  return Number.isInteger(days) && days >= 1
    ? Math.min(days, MAX_NOTICE_INTERVAL_DAYS)
    : DEFAULT_NOTICE_INTERVAL_DAYS
}

/** True while a notice shown at `shownAt` is less than `days` days old at `now` (both ms). */
export function shownWithinDays(shownAt: number | null, days: number, now: number): boolean {
  return shownAt !== null && now - shownAt < toIntervalDays(days) * DAY_MS
}
