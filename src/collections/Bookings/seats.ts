import type { CollectionAfterDeleteHook, CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'

import { releaseSeats } from '@/features/booking/server/db'
import { relationId } from '@/lib/relations'
import type { Booking } from '@/payload-types'

/** Seats a booking holds per date: every participant on every date of its items and modules. */
export function seatsHeld(booking: Pick<Booking, 'items'>): Map<number, number> {
  const seats = new Map<number, number>()
  for (const item of booking.items ?? []) {
    const dates = item.type === 'seminar' ? [item.seminarDate] : (item.modules ?? []).map((m) => m.seminarDate)
    for (const date of dates) {
      const id = relationId(date as number | { id: number } | null | undefined)
      if (id !== null) seats.set(id, (seats.get(id) ?? 0) + (item.participants?.length ?? 0))
    }
  }
  return seats
}

const REOPEN_MESSAGE = {
  de: 'Eine stornierte Buchung bleibt storniert; legen Sie bei Bedarf eine neue Buchung an.',
  en: 'A cancelled booking stays cancelled; make a new booking if needed.',
}

/**
 * Cancelling gives the seats back, once (seatsReleased), in the transaction of the save itself:
 * the seat counts and the status change together or not at all. A cancelled booking cannot be
 * reopened, since its seats may already be booked by someone else.
 */
export const cancelBooking: CollectionBeforeChangeHook<Booking> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const status = data.status ?? originalDoc.status
  if (originalDoc.status === 'cancelled' && status !== 'cancelled') {
    const language = req.i18n?.language === 'en' ? 'en' : 'de'
    throw new ValidationError({ collection: 'bookings', id: originalDoc.id, errors: [{ path: 'status', message: REOPEN_MESSAGE[language] }], req })
  }
  if (status === 'cancelled' && !originalDoc.seatsReleased) {
    for (const [dateId, count] of seatsHeld(originalDoc)) await releaseSeats(req.payload, req, dateId, count)
    return { ...data, seatsReleased: true }
  }
  return data
}

/** Deleting a booking that still holds seats gives them back as well. */
export const releaseSeatsOnDelete: CollectionAfterDeleteHook<Booking> = async ({ doc, req }) => {
  if (doc.seatsReleased) return doc
  for (const [dateId, count] of seatsHeld(doc)) await releaseSeats(req.payload, req, dateId, count)
  return doc
}
