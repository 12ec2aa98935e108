import type { PortalItem } from '../timeline'

/** The customer's items split into what is still ahead, what is over and what was cancelled. */
export type SeminarGroups = { upcoming: PortalItem[]; past: PortalItem[]; cancelled: PortalItem[] }

const time = (value: string | null) => (value ? new Date(value).getTime() : Number.NaN)

/**
 * Soonest first; items without a day (dates given as text) after the dated ones, newest booking
 * first.
 */
function bySoonest(a: PortalItem, b: PortalItem): number {
  const [x, y] = [time(a.start), time(b.start)]
  if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1
  if (!Number.isNaN(x) && x !== y) return x - y
  return b.bookedAt.localeCompare(a.bookedAt)
}

/** Latest last day first. */
function byLatest(a: PortalItem, b: PortalItem): number {
  return time(b.end) - time(a.end) || b.bookedAt.localeCompare(a.bookedAt)
}

/**
 * Upcoming (soonest first), past (latest first) and cancelled (newest booking first) items. An
 * item is past when its last day lies before today; items without dates have not happened yet as
 * far as the portal knows. A cancelled booking is neither ahead nor attended, whatever its dates.
 */
export function groupSeminars(items: PortalItem[]): SeminarGroups {
  const held = items.filter((item) => item.status !== 'cancelled')
  return {
    upcoming: held.filter((item) => !item.past).sort(bySoonest),
    past: held.filter((item) => item.past).sort(byLatest),
    cancelled: items
      .filter((item) => item.status === 'cancelled')
      .sort((a, b) => b.bookedAt.localeCompare(a.bookedAt)),
  }
}
