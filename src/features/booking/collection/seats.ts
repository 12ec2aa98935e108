import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
} from 'payload'

import { releaseSeats } from '@/features/booking/server/db'
import { revalidateTags } from '@/hooks/revalidateTags'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { relationId } from '@/lib/relations'
import type { Booking } from '@/payload-types'

import { type RefusalMessage, refuseBookingSave } from './refusal'

/** Seats a booking holds per date: every participant on every date of its items and modules. */
export function seatsHeld(booking: Pick<Booking, 'items'>): Map<number, number> {
  const seats = new Map<number, number>()
  for (const item of booking.items ?? []) {
    const dates =
      item.type === 'seminar' ? [item.seminarDate] : (item.modules ?? []).map((m) => m.seminarDate)
    for (const date of dates) {
      const id = relationId(date as number | { id: number } | null | undefined)
      if (id !== null) seats.set(id, (seats.get(id) ?? 0) + (item.participants?.length ?? 0))
    }
  }
  return seats
}

/** The same dates with the same number of seats on each. */
const sameSeats = (a: Map<number, number>, b: Map<number, number>) =>
  a.size === b.size && [...a].every(([id, count]) => b.get(id) === count)

const SEATS_FIXED_MESSAGE: RefusalMessage = {
  de: 'Termine und Teilnehmerzahl einer Buchung lassen sich nachträglich nicht ändern, da an ihnen die belegten Plätze hängen. Namen und Kontaktdaten der Teilnehmenden können Sie korrigieren; für einen anderen Termin oder mehr bzw. weniger Teilnehmende stornieren Sie die Buchung und buchen neu.',
  en: 'The dates and the number of participants of a booking cannot be changed afterwards, since the taken seats depend on them. You can correct participants’ names and contact details; for another date or more or fewer participants, cancel the booking and book again.',
}

/**
 * Refuses a save that would change the seats a booking holds (its dates, or the participants per
 * date). Moving seats here would need the endpoint's capacity check, its prices, totals and mails
 * as well; refusing keeps the seat counts, the confirmation and the invoice telling one story.
 */
export const keepSeatsFixed: CollectionBeforeChangeHook<Booking> = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc || !data.items) return data
  if (sameSeats(seatsHeld(originalDoc), seatsHeld(data as Pick<Booking, 'items'>))) return data
  refuseBookingSave(req, originalDoc.id, 'items', SEATS_FIXED_MESSAGE)
}

const REOPEN_MESSAGE: RefusalMessage = {
  de: 'Eine stornierte Buchung bleibt storniert; legen Sie bei Bedarf eine neue Buchung an.',
  en: 'A cancelled booking stays cancelled; make a new booking if needed.',
}

/**
 * Cancelling gives the seats back, once (seatsReleased), in the transaction of the save itself:
 * the seat counts and the status change together or not at all. A cancelled booking cannot be
 * reopened, since its seats may already be booked by someone else. Runs after keepSeatsFixed, so
 * the seats given back are the ones the booking holds.
 */
export const cancelBooking: CollectionBeforeChangeHook<Booking> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const status = data.status ?? originalDoc.status
  if (originalDoc.status === 'cancelled' && status !== 'cancelled') {
    refuseBookingSave(req, originalDoc.id, 'status', REOPEN_MESSAGE)
  }
  if (status === 'cancelled' && !originalDoc.seatsReleased) {
    for (const [dateId, count] of seatsHeld(originalDoc))
      await releaseSeats(req.payload, req, dateId, count)
    return { ...data, seatsReleased: true }
  }
  return data
}

/**
 * Seats given back by a cancellation change what the catalogue shows (seats left): its views read
 * afresh, as after a booking.
 */
export const showReleasedSeats: CollectionAfterChangeHook<Booking> = ({
  doc,
  previousDoc,
  req,
  context,
}) => {
  if (doc.seatsReleased && !previousDoc?.seatsReleased)
    revalidateTags([CACHE_TAGS.catalogue], req, context, 'bookings')
  return doc
}

/** Deleting a booking that still holds seats gives them back as well. */
export const releaseSeatsOnDelete: CollectionAfterDeleteHook<Booking> = async ({
  doc,
  req,
  context,
}) => {
  if (doc.seatsReleased) return doc
  for (const [dateId, count] of seatsHeld(doc)) await releaseSeats(req.payload, req, dateId, count)
  revalidateTags([CACHE_TAGS.catalogue], req, context, 'bookings')
  return doc
}
