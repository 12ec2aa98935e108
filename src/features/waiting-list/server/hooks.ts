import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { seatsHeld } from '@/features/booking/collection/seats'
import { startOfToday } from '@/features/seminars/format'
import type { Booking, Seminar, SeminarDate } from '@/payload-types'

import { notifyAlertsOfDate } from './alerts'
import { offerFreedSeats } from './offers'

/**
 * The waiting list's hook-ins into other collections. Each runs in the transaction of the save
 * that freed seats, so freed seats reach the list before anyone else can book them.
 */

/** A cancelled booking's seats (given back by cancelBooking) go to the dates' waiting lists. */
export const offerSeatsOfCancelledBooking: CollectionAfterChangeHook<Booking> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (!doc.seatsReleased || previousDoc?.seatsReleased) return doc
  for (const dateId of seatsHeld(doc).keys()) await offerFreedSeats(req.payload, req, dateId)
  return doc
}

/** A deleted booking's seats (given back by releaseSeatsOnDelete) likewise. */
export const offerSeatsOfDeletedBooking: CollectionAfterDeleteHook<Booking> = async ({
  doc,
  req,
}) => {
  if (doc.seatsReleased) return doc
  for (const dateId of seatsHeld(doc).keys()) await offerFreedSeats(req.payload, req, dateId)
  return doc
}

/**
 * A saved date: seats added by staff go to its waiting list; a new or changed upcoming date mails
 * the seminar's confirmed new-date alerts (once each).
 */
export const waitingListOnDateChange: CollectionAfterChangeHook<SeminarDate> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation === 'update') await offerFreedSeats(req.payload, req, doc.id)
  await notifyAlertsOfDate(req.payload, req, doc)
  return doc
}

/**
 * A seminar published (again) with an upcoming date mails its confirmed alerts: a date saved while
 * the seminar was a draft did not (notifyAlertsOfDate mails only for published seminars).
 */
export const notifyAlertsOnPublish: CollectionAfterChangeHook<Seminar> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (doc._status !== 'published' || previousDoc?._status === 'published') return doc
  const { docs } = await req.payload.find({
    collection: 'seminar-dates',
    where: {
      and: [
        { seminar: { equals: doc.id } },
        { startDate: { greater_than_equal: startOfToday().toISOString() } },
      ],
    },
    sort: 'startDate',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (docs[0]) await notifyAlertsOfDate(req.payload, req, docs[0])
  return doc
}
