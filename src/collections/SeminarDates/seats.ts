import {
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type FieldAccess,
  type PayloadRequest,
} from 'payload'

import { releaseSeats } from '@/features/booking/server/db'
import { Refusal } from '@/lib/refusal'

/**
 * Nobody writes `seatsTaken` through the API or the admin: bookings move it
 * (takeSeats/releaseSeats, SQL in the booking's transaction). Trusted server code (seed, tests)
 * passes overrideAccess. Denied on create too, so a new or duplicated date starts with no seats
 * taken.
 */
export const countedByBookings: FieldAccess = () => false

/**
 * Locks the date's row until the transaction ends (a seat change of nothing): on PostgreSQL a
 * booking taking seats on it waits for us, and we wait for one already under way. SQLite's
 * writers are serialised anyway (decisions 0005, 0014).
 */
const lockDate = (req: PayloadRequest, id: number) => releaseSeats(req.payload, req, id, 0)

const freshSeatsTaken = async (req: PayloadRequest, id: number) =>
  (
    await req.payload.findByID({
      collection: 'seminar-dates',
      id,
      depth: 0,
      req,
      overrideAccess: true,
      select: { seatsTaken: true },
    })
  ).seatsTaken

/**
 * A save keeps the seats taken as they are now, not as the editor's form (or the start of this
 * save) read them, so bookings made meanwhile survive it. A trusted caller that sets a new count
 * (the seed) keeps its value.
 */
// Its opening is alike the booking hooks' (Bookings) by shape only: Payload's hook arguments.
export const keepSeatsTaken: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  if (data.seatsTaken !== undefined && data.seatsTaken !== originalDoc.seatsTaken) return data
  await lockDate(req, originalDoc.id)
  return { ...data, seatsTaken: await freshSeatsTaken(req, originalDoc.id) }
}

const BOOKED_MESSAGE = {
  de: (count: number, numbers: string) =>
    `Auf diesem Termin halten noch ${count} Buchung(en) Plätze (${numbers}). Stornieren Sie sie zuerst; dann lässt sich der Termin löschen.`,
  en: (count: number, numbers: string) =>
    `${count} booking(s) still hold seats on this date (${numbers}). Cancel them first; then the date can be deleted.`,
}

/**
 * A date cannot be deleted while a booking that is not cancelled holds seats on it (as a seminar or
 * a programme module).
 */
export const refuseDeleteWhileBooked: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await lockDate(req, Number(id))
  const { docs, totalDocs } = await req.payload.find({
    collection: 'bookings',
    where: {
      and: [
        { status: { not_equals: 'cancelled' } },
        {
          or: [
            { 'items.seminarDate': { equals: id } },
            { 'items.modules.seminarDate': { equals: id } },
          ],
        },
      ],
    },
    select: { bookingNumber: true },
    sort: 'createdAt',
    limit: 5,
    depth: 0,
    req,
    overrideAccess: true,
  })
  if (totalDocs === 0) return
  const numbers =
    docs.map((doc) => doc.bookingNumber).join(', ') + (totalDocs > docs.length ? ', …' : '')
  const message = BOOKED_MESSAGE[req.i18n?.language === 'en' ? 'en' : 'de'](totalDocs, numbers)
  throw new Refusal(message, 409)
}
