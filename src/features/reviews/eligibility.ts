import type { PortalItem, PortalModule } from '@/features/portal/timeline'

/**
 * One date a customer attended and may review: a seminar booked on its own or as a programme
 * module, in a booking of theirs that was not cancelled, whose last day lies before today.
 */
export type ReviewableVisit = {
  bookingId: number
  bookingNumber: string
  dateId: number
  seminarId: number
  title: string
  period: string
  /** The date's last day (ISO). */
  end: string
}

type Dated = Pick<PortalModule, 'dateId' | 'seminarId' | 'end' | 'title' | 'period'>

const endedBefore = (end: string | null, today: Date): end is string =>
  end !== null && new Date(end).getTime() < today.getTime()

/**
 * The dates a customer may review, latest first, from their portal items. Dates whose seminar is
 * gone, and dates given only as text, cannot be reviewed: nothing proves they have taken place.
 */
export function reviewableVisits(items: PortalItem[], today: Date): ReviewableVisit[] {
  const visits: ReviewableVisit[] = []
  for (const item of items) {
    if (item.status === 'cancelled') continue
    const dates: Dated[] = item.type === 'seminar' ? [item] : item.modules
    for (const date of dates) {
      if (date.dateId === null || date.seminarId === null || !endedBefore(date.end, today)) continue
      visits.push({
        bookingId: item.bookingId,
        bookingNumber: item.bookingNumber,
        dateId: date.dateId,
        seminarId: date.seminarId,
        title: date.title,
        period: date.period,
        end: date.end,
      })
    }
  }
  return visits.sort((a, b) => b.end.localeCompare(a.end))
}

/** A visit's key: one review per booking and date. */
export const visitKey = (visit: { bookingId: number; dateId: number }) =>
  `${visit.bookingId}-${visit.dateId}`
