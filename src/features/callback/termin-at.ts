import { parseTermin, wallClock } from '@/features/callback/slots'

/** Milliseconds the institute's clock is ahead of UTC at an instant (1 or 2 hours in Berlin). */
function zoneOffset(instant: number): number {
  const parts = Object.fromEntries(
    wallClock()
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  )
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute) - instant
}

/**
 * The instant a termin text ('dd.MM.yyyy, HH:mm', Berlin time) names, as an ISO string; null for
 * any other text.
 */
export function terminInstant(termin: string): string | null {
  const parsed = parseTermin(termin)
  if (!parsed) return null
  const { year, month, day } = parsed.day
  const wall = Date.UTC(year, month - 1, day, 0, parsed.minutes)
  // The offset at the wall time read as UTC is right except near a clock change; a second look
  // settles it.
  const guess = wall - zoneOffset(wall)
  return new Date(wall - zoneOffset(guess)).toISOString()
}
