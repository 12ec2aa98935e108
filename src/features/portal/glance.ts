import { startOfToday } from '@/features/seminars/format'

import type { PortalItem, PortalStatus } from './timeline'

/** One seminar the customer attends: a booked seminar, or a module of a booked programme. */
export type NextSeminar = {
  title: string
  /** The programme a module belongs to; null for a seminar booked on its own. */
  programme: string | null
  period: string
  place: string
  status: Extract<PortalStatus, 'confirmed' | 'requested'>
}

/** The overview's summary: the next seminar and how many lie ahead and behind. */
export type Glance = { next: NextSeminar | null; upcoming: number; completed: number }

type Event = NextSeminar & { day: number | null; past: boolean; completed: boolean }

const time = (iso: string | null) => (iso === null ? null : new Date(iso).getTime())

/** Seminars of the items, each programme module as one; cancelled bookings left out. */
function events(items: PortalItem[], today: number): Event[] {
  return items
    .filter((item) => item.status !== 'cancelled')
    .flatMap((item): Event[] => {
      const status = item.status === 'requested' ? 'requested' : 'confirmed'
      if (item.type === 'seminar') {
        const { title, period, place, past } = item
        return [
          {
            title,
            programme: null,
            period,
            place,
            status,
            day: time(item.start),
            past,
            completed: item.status === 'completed',
          },
        ]
      }
      // A module carries only its last day: enough to order it among the seminars.
      return item.modules.map((module) => {
        const end = time(module.end)
        const { title, period, place, completed } = module
        return {
          title,
          programme: item.title,
          period,
          place,
          status,
          day: end,
          past: end !== null && end < today,
          completed,
        }
      })
    })
}

/**
 * What the overview shows at a glance: the soonest seminar still ahead (a date given only as
 * text counts as ahead but has no day to be the next), and how many are ahead and completed.
 */
export function glance(items: PortalItem[], now: Date = new Date()): Glance {
  const all = events(items, startOfToday(now).getTime())
  const ahead = all.filter((event) => !event.past)
  const next = ahead
    .filter((event) => event.day !== null)
    .sort((a, b) => (a.day ?? 0) - (b.day ?? 0))[0]
  return {
    next: next
      ? {
          title: next.title,
          programme: next.programme,
          period: next.period,
          place: next.place,
          status: next.status,
        }
      : null,
    upcoming: ahead.length,
    completed: all.filter((event) => event.completed).length,
  }
}
