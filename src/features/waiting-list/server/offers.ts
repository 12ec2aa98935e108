import type { Payload, PayloadRequest } from 'payload'

import { releaseSeats, takeSeats } from '@/features/booking/server/db'
import { queueMail } from '@/features/forms/server/mails'
import { readMailInstitute } from '@/features/mail/institute'
import { hashToken, newToken } from '@/lib/tokens'
import type { WaitingListEntry } from '@/payload-types'

import { HOUR_MS, OFFER_VALID_HOURS } from '../constants'
import { offerLink } from '../links'
import { offerMail } from './mails/OfferMail'

export const ENTRIES = 'waiting-list-entries'

/**
 * Locks a date's row until the transaction ends (a seat change of nothing). Every change of a
 * date's entries takes this lock first, so offers, acceptances, expiries and cancellations of
 * one date run one after another on PostgreSQL, and re-read what the one before left. SQLite
 * serialises all writers anyway (decisions 0005, 0014).
 */
export const lockDate = (payload: Payload, req: PayloadRequest, dateId: number) =>
  releaseSeats(payload, req, dateId, 0)

const update = (
  payload: Payload,
  req: PayloadRequest,
  id: number,
  data: Partial<WaitingListEntry>,
) =>
  payload.update({
    collection: ENTRIES,
    id,
    data,
    depth: 0,
    overrideAccess: true,
    req,
    context: { disableRevalidate: true },
  })

/** The entries of a date that still wait, first come first: by sign-up time, then id. */
async function waitingEntries(
  payload: Payload,
  req: PayloadRequest,
  dateId: number,
): Promise<WaitingListEntry[]> {
  const { docs } = await payload.find({
    collection: ENTRIES,
    where: {
      and: [
        { seminarDate: { equals: dateId } },
        { waitingStatus: { equals: 'waiting' } },
        { spam: { equals: false } },
      ],
    },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
}

/** When an offer made `now` ends: 48 hours on, or when the date begins if that is sooner. */
function offerEnd(now: Date, startDate: string | null | undefined): Date {
  const end = new Date(now.getTime() + OFFER_VALID_HOURS * HOUR_MS)
  const start = startDate ? new Date(startDate) : null
  return start && start > now && start < end ? start : end
}

/**
 * Gives a date's free seats to its waiting list, inside the caller's transaction (the one that
 * freed them: a cancellation, a deleted booking, more seats, an expired offer). In order of
 * sign-up, each entry holds the seats it still needs, as far as there are free ones; an entry
 * holding all it asked for gets the offer mail with a link valid for 48 hours. Where the next
 * entry does not fit yet, it keeps the seats it got and nobody behind it overtakes. An entry
 * asking for more seats than the date has in all can never fit and is passed over. Answers the
 * number of offers made. Nothing happens for a date that has begun.
 */
export async function offerFreedSeats(
  payload: Payload,
  req: PayloadRequest,
  dateId: number,
  now: Date = new Date(),
): Promise<number> {
  await lockDate(payload, req, dateId)
  const date = await payload
    .findByID({ collection: 'seminar-dates', id: dateId, depth: 0, req, overrideAccess: true })
    .catch(() => null)
  if (!date || (date.startDate && new Date(date.startDate) <= now)) return 0
  let free = date.seatsTotal - date.seatsTaken
  if (free <= 0) return 0
  let offers = 0
  for (const entry of await waitingEntries(payload, req, dateId)) {
    if (entry.teilnehmer > date.seatsTotal) continue
    const held = entry.seatsHeld ?? 0
    const take = Math.min(entry.teilnehmer - held, free)
    if (take > 0 && !(await takeSeats(payload, req, dateId, take))) break
    free -= take
    if (held + take < entry.teilnehmer) {
      await update(payload, req, entry.id, { seatsHeld: held + take })
      break
    }
    await makeOffer(payload, req, entry, held + take, offerEnd(now, date.startDate), now)
    offers++
    if (free <= 0) break
  }
  return offers
}

/** Marks an entry as offered with a fresh token and queues its mail, in the same transaction. */
async function makeOffer(
  payload: Payload,
  req: PayloadRequest,
  entry: WaitingListEntry,
  seats: number,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  const token = newToken()
  const tokenHash = hashToken(token)
  await update(payload, req, entry.id, {
    waitingStatus: 'offered',
    seatsHeld: seats,
    tokenHash,
    offeredAt: now.toISOString(),
    offerExpiresAt: expiresAt.toISOString(),
  })
  const mail = await offerMail({
    name: entry.name,
    language: entry.language,
    what: entry.dateLabel ?? '',
    seats,
    link: offerLink(entry.language, token),
    expiresAt,
    institute: await readMailInstitute(payload, req, entry.language),
  })
  await queueMail(payload, req, {
    dedupeKey: `waiting-list:${entry.id}:offer:${tokenHash.slice(0, 16)}`,
    to: entry.email,
    ...mail,
  })
}

/**
 * Ends an entry's hold (an expired offer, a removed entry) and passes its seats on, all inside the
 * caller's transaction: the seats go back to the date and straight to the next entries that fit.
 */
export async function releaseEntrySeats(
  payload: Payload,
  req: PayloadRequest,
  dateId: number,
  seats: number,
  now: Date = new Date(),
): Promise<void> {
  if (seats <= 0) return
  await releaseSeats(payload, req, dateId, seats)
  await offerFreedSeats(payload, req, dateId, now)
}

/** An entry as stored, re-read under its date's lock. */
export async function entryUnderLock(
  payload: Payload,
  req: PayloadRequest,
  id: number,
  dateId: number,
): Promise<WaitingListEntry | null> {
  await lockDate(payload, req, dateId)
  return payload
    .findByID({ collection: ENTRIES, id, depth: 0, req, overrideAccess: true })
    .catch(() => null)
}

export { update as updateEntry }
