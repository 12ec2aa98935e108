import { refuseDeleteWhileDatesPointAt } from '@/hooks/refuseDelete'

/**
 * A seminar cannot be deleted while it has dates, booked or not. Dates require their seminar:
 * without it they would stay in the location lists, the finder and carts as dates of nothing, and
 * bookings would point at a seminar that is gone. Deleting the dates first is a deliberate step,
 * and that delete is itself refused while bookings hold seats (SeminarDates/seats.ts).
 */
export const refuseDeleteWhileDated = refuseDeleteWhileDatesPointAt('seminar', (count, dates) => ({
  de: `Dieses Seminar hat noch ${count} Termin(e) (${dates}). Löschen Sie zuerst die Termine (Termine mit Buchungen erst nach deren Stornierung); dann lässt sich das Seminar löschen.`,
  en: `This seminar still has ${count} date(s) (${dates}). Delete the dates first (dates with bookings only once those are cancelled); then the seminar can be deleted.`,
}))
