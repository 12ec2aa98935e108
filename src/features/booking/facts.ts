import { relationId } from '@/lib/relations'
import type { Booking } from '@/payload-types'

import { personName } from './person-rows'
import { type TotalWithVat, totalsWithVat } from './vat'

/**
 * What a booking says, once, for every place that shows it: the mails' summary
 * (server/mail/BookingSummary.tsx), the confirmation page (confirmation/read.ts) and the portal's
 * PDF (features/portal/booking-pdf/). Each keeps its own words and layout; none reads the stored
 * booking's items, participants or totals itself, so they cannot drift apart.
 */

/** A booked date as the booking stored it: its days and place in the booking's language. */
export type BookedDate = {
  /** The seminar date booked, while it exists (null for a programme's own row). */
  dateId: number | null
  period: string | null
  place: string | null
}

/** A programme's module: its title, the booked date and the seminar chosen for it. */
export type BookedModule = BookedDate & {
  title: string
  /** The chosen seminar's title; null when its date or seminar is gone or was not looked up. */
  seminarTitle: string | null
}

export type BookedItem = BookedDate & {
  type: Booking['items'][number]['type']
  title: string
  modules: BookedModule[]
  /** Net price per participant, as booked. */
  price: number
  currency: string
  /** Each participant's name (title, first and last name). */
  participants: string[]
}

export type BookingFacts = {
  bookingNumber: string
  kind: Booking['kind']
  status: Booking['status']
  language: Booking['language']
  bookedAt: string
  contact: { name: string; email: string }
  items: BookedItem[]
  /** Per currency: net as booked, VAT and gross (vat.ts). */
  totals: TotalWithVat[]
}

const bookedDate = (stored: {
  seminarDate?: number | { id: number } | null
  period?: string | null
  place?: string | null
}): BookedDate => ({
  dateId: relationId(stored.seminarDate),
  period: stored.period || null,
  place: stored.place || null,
})

/**
 * The facts of a stored booking. `seminarTitles` names the seminar chosen for each programme
 * module, by date id (server/module-seminars.ts reads them; the confirmation page from its dates).
 */
export function bookingFacts(
  booking: Booking,
  seminarTitles: ReadonlyMap<number, string> = new Map(),
): BookingFacts {
  return {
    bookingNumber: booking.bookingNumber,
    kind: booking.kind,
    status: booking.status,
    language: booking.language,
    bookedAt: booking.createdAt,
    contact: { name: personName(booking.contact), email: booking.contact.email },
    items: booking.items.map((item) => ({
      ...bookedDate(item),
      type: item.type,
      title: item.title,
      modules: (item.modules ?? []).map((module) => {
        const date = bookedDate(module)
        const seminarTitle = date.dateId === null ? null : seminarTitles.get(date.dateId)
        return { ...date, title: module.title, seminarTitle: seminarTitle || null }
      }),
      price: item.price,
      currency: item.currency,
      participants: item.participants.map(personName),
    })),
    totals: totalsWithVat(booking.totals),
  }
}
