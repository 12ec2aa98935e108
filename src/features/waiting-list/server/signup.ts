import type { Payload, PayloadRequest } from 'payload'

import { limitLockWait } from '@/features/booking/server/db'
import { languageOfPage } from '@/features/forms/rules'
import {
  type FormEndpoint,
  type FormResult,
  handleFormRequest,
} from '@/features/forms/server/pipeline'
import { formRateLimiter } from '@/features/forms/server/rate-limits'
import { submissionContext } from '@/features/forms/server/transaction'
import type { WaitingListEntry } from '@/payload-types'

import { type WaitingListMessage, waitingListRequestSchema } from '../schema'
import { type QueueableDate, queueableDate } from './bookable-date'
import { ENTRIES, offerFreedSeats } from './offers'

/** Error keys of a sign-up the database refuses (messages: waitingList.error.*). */
export const SIGNUP_ERRORS = {
  date: 'waitingList.error.date-unavailable',
  seatsFree: 'waitingList.error.seats-free',
  tooMany: 'waitingList.error.too-many',
} as const

type Checked = { ok: true; value: QueueableDate } | { ok: false; errors: Record<string, string> }

// Alike the alert's look-up of an earlier sign-up by shape only: Payload's find arguments.
/** Entries of an address for a date that are still in the queue or hold an offer. */
async function openEntryOf(
  payload: Payload,
  req: PayloadRequest,
  message: WaitingListMessage,
): Promise<WaitingListEntry | undefined> {
  const { docs } = await payload.find({
    collection: ENTRIES,
    where: {
      and: [
        { seminarDate: { equals: message.seminarDate } },
        { email: { equals: message.email } },
        { waitingStatus: { in: ['waiting', 'offered'] } },
        { spam: { equals: false } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0]
}

/** How many open entries of the date came before this one: its place in the queue is one more. */
async function entriesBefore(
  payload: Payload,
  req: PayloadRequest,
  entry: WaitingListEntry,
): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: ENTRIES,
    where: {
      and: [
        { seminarDate: { equals: entry.seminarDate as number } },
        { waitingStatus: { in: ['waiting', 'offered'] } },
        { spam: { equals: false } },
        { createdAt: { less_than: entry.createdAt } },
      ],
    },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

/**
 * POST /api/json-api/warteliste/: a place on the waiting list of a fully booked date. The date
 * must be public and upcoming, have fewer seats left than asked for (otherwise it is bookable)
 * and at least as many seats in all. The same address on the same date keeps its one entry. Seats
 * free at this moment go to the list at once (docs/behaviour/waiting-list.md). Answers
 * {status:'ok', position}.
 */
export const waitingListEndpoint: FormEndpoint<WaitingListMessage, QueueableDate> = {
  name: 'waiting-list',
  requestSchema: waitingListRequestSchema,
  limiter: formRateLimiter('waiting-list', 10),
  async check(payload, message): Promise<Checked> {
    const date = await queueableDate(
      payload,
      message.seminarDate,
      languageOfPage(message.requestPage),
    )
    if (!date) return { ok: false, errors: { seminarDate: SIGNUP_ERRORS.date } }
    if (message.teilnehmer > date.seatsTotal)
      return { ok: false, errors: { teilnehmer: SIGNUP_ERRORS.tooMany } }
    if (date.seatsLeft >= message.teilnehmer)
      return { ok: false, errors: { seminarDate: SIGNUP_ERRORS.seatsFree } }
    return { ok: true, value: date }
  },
  decoy: () => ({ status: 'ok', position: 1 }),
  async save({ payload, req, message, checked, spam }) {
    // A date's lock held too long by another writer fails fast (503, retried) on PostgreSQL.
    await limitLockWait(payload, req)
    const existing = spam ? undefined : await openEntryOf(payload, req, message)
    const entry =
      existing ??
      ((await payload.create({
        collection: ENTRIES,
        data: {
          spam,
          language: languageOfPage(message.requestPage),
          requestPage: message.requestPage,
          seminarDate: message.seminarDate,
          dateLabel: checked.label,
          name: message.name,
          email: message.email,
          teilnehmer: message.teilnehmer,
          waitingStatus: 'waiting',
          seatsHeld: 0,
        },
        depth: 0,
        overrideAccess: true,
        req,
        context: submissionContext,
      })) as WaitingListEntry)
    if (spam) return { body: { status: 'ok', position: 1 }, mailsQueued: false }
    const offers = await offerFreedSeats(payload, req, message.seminarDate)
    const position = (await entriesBefore(payload, req, entry)) + 1
    return { body: { status: 'ok', position }, mailsQueued: offers > 0 }
  },
}

/** Handles a waiting-list sign-up (see pipeline.ts for the answers). */
export const handleWaitingListRequest = (request: Request, payload: Payload): Promise<FormResult> =>
  handleFormRequest(waitingListEndpoint, request, payload)
