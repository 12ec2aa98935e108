import { berlinMidnight } from '@/lib/berlin-time'

/** Days before the first seminar day up to which customers cancel online (site settings). */
export const DEFAULT_CANCELLATION_DAYS = 14
export const MAX_CANCELLATION_DAYS = 90

/**
 * What the portal offers for a booking (docs/behaviour/cancellation.md):
 * - 'online': cancel now; the seats are freed and the cancellation is mailed;
 * - 'request': the deadline has passed, so the customer asks staff (terms may charge a fee);
 * - 'requested': that request has been sent;
 * - 'none': cancelled already, or the booking has begun.
 */
export type CancellationOption = 'online' | 'request' | 'requested' | 'none'

export type CancellableBooking = {
  status: string
  /** The first day of the booking's first seminar or module (ISO), null when none is dated. */
  firstStart: string | null
  cancellationRequestedAt?: string | null
}

/**
 * The last moment of online cancellation: the end of the day `days` days before the first
 * seminar day, in Münster (14 days: a seminar on the 20th can be cancelled online until the 6th,
 * 23:59). Null when no date is known yet.
 */
export function cancellationDeadline(firstStart: string | null, days: number): Date | null {
  if (!firstStart) return null
  return berlinMidnight(new Date(firstStart), 1 - days)
}

export function cancellationOption(
  booking: CancellableBooking,
  days: number,
  now: Date = new Date(),
): CancellationOption {
  if (booking.status === 'cancelled') return 'none'
  const start = booking.firstStart ? berlinMidnight(new Date(booking.firstStart)) : null
  if (start && now.getTime() >= start.getTime()) return 'none'
  if (booking.cancellationRequestedAt) return 'requested'
  const deadline = cancellationDeadline(booking.firstStart, days)
  // Not dated yet (a module whose date follows): nothing has been planned around the seats.
  if (!deadline) return 'online'
  return now.getTime() < deadline.getTime() ? 'online' : 'request'
}

type DatedRef = { startDate?: string | null } | number | null | undefined

type BookingDates = {
  items: {
    seminarDate?: DatedRef
    modules?: { seminarDate?: DatedRef }[] | null
  }[]
}

/** The first seminar day of a booking read with its dates populated (depth ≥ 1). */
export function firstStartOf(booking: BookingDates): string | null {
  const starts = booking.items
    .flatMap((item) => [item.seminarDate, ...(item.modules ?? []).map((m) => m.seminarDate)])
    .map((date) => (date && typeof date === 'object' ? (date.startDate ?? null) : null))
    .filter((start): start is string => start !== null)
    .sort()
  return starts[0] ?? null
}
