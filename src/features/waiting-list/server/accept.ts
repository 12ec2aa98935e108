import type { Payload, PayloadRequest } from 'payload'

import { createBooking } from '@/features/booking/server/createBooking'
import { releaseSeats } from '@/features/booking/server/db'
import { busy, json, messageErrors, rateLimited, trapFilled } from '@/features/forms/server/http'
import type { FormResult } from '@/features/forms/server/pipeline'
import { formRateLimiter } from '@/features/forms/server/rate-limits'
import { inTransaction } from '@/features/forms/server/transaction'
import { isBusyError } from '@/lib/db'
import { env } from '@/lib/env'
import { readSameOriginJson } from '@/lib/http-json'
import { clientAddress } from '@/lib/rate-limit'
import { relationId } from '@/lib/relations'
import { hashToken } from '@/lib/tokens'
import type { WaitingListEntry } from '@/payload-types'

import { offerAcceptRequestSchema, offerRequestSchema } from '../schema'
import { ENTRIES, entryUnderLock, updateEntry } from './offers'

/** A booking of 20 participants is about 10 KB; the booking endpoint allows more for 20 items. */
const MAX_ACCEPT_BODY_BYTES = 64 * 1024
// Tokens carry 128 random bits: the limit only keeps scripts from hammering the database.
const offerLimiter = formRateLimiter('waiting-list-offer', 30)
const acceptLimiter = formRateLimiter('waiting-list-accept', 10)
const answer = (response: Response): FormResult => ({ response, mailsQueued: false })

/** The error key of a booking that does not book exactly the held seats. */
export const ITEMS_MISMATCH = 'waitingList.error.items'

const dateOf = (entry: WaitingListEntry) =>
  relationId(entry.seminarDate as number | { id: number } | null | undefined)

// The alert's look-up by token has the same shape: a mailed link's token, never a spam row.
async function entryByToken(payload: Payload, token: string): Promise<WaitingListEntry | null> {
  const { docs } = await payload.find({
    collection: ENTRIES,
    where: { and: [{ tokenHash: { equals: hashToken(token) } }, { spam: { equals: false } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** An offer is open while it is marked offered and its time has not run out. */
const isOpen = (entry: WaitingListEntry, now: Date) =>
  entry.waitingStatus === 'offered' &&
  Boolean(entry.offerExpiresAt) &&
  new Date(entry.offerExpiresAt!) > now

/** What the offer page shows: the held seats and whether they can still be booked. */
function offerView(entry: WaitingListEntry, now: Date) {
  const state = isOpen(entry, now) ? 'open' : entry.waitingStatus === 'booked' ? 'booked' : 'gone'
  return {
    state,
    dateId: dateOf(entry),
    label: entry.dateLabel ?? '',
    seats: entry.seatsHeld ?? 0,
    expiresAt: entry.offerExpiresAt ?? null,
    name: entry.name,
    email: entry.email,
    language: entry.language,
    bookingNumber: entry.bookingNumber ?? null,
  }
}

/**
 * POST /api/json-api/warteliste/angebot/: the offer of a mailed link. 200 with the offer (open,
 * booked or gone), 404 for an unknown token, 400 for a malformed request.
 */
export async function handleOfferRequest(request: Request, payload: Payload): Promise<FormResult> {
  const read = await readSameOriginJson(request)
  if (!read.ok) return answer(read.response)
  const parsed = offerRequestSchema.safeParse(read.body)
  if (!parsed.success)
    return answer(json({ status: 'error', errors: messageErrors(parsed.error) }, 400))
  if (env.rateLimit) {
    const limit = offerLimiter.hit(clientAddress(request))
    if (!limit.ok) return answer(rateLimited(limit.retryAfterSeconds))
  }
  const entry = await entryByToken(payload, parsed.data.message.token)
  if (!entry) return answer(json({ status: 'error', code: 'invalidToken' }, 404))
  return answer(json({ status: 'ok', offer: offerView(entry, new Date()) }))
}

/**
 * Hands an open offer's seats over to the booking, as the first step of the booking's own
 * transaction: under the date's lock the entry is re-read, must still be open, becomes booked and
 * gives its held seats back, which the booking takes again in the same transaction. The seat count
 * never shows them free; an expiry or a second acceptance meanwhile finds the entry booked.
 */
const claimOffer =
  (payload: Payload, entryId: number, dateId: number, now: Date) =>
  async (req: PayloadRequest): Promise<boolean> => {
    const entry = await entryUnderLock(payload, req, entryId, dateId)
    if (!entry || !isOpen(entry, now)) return false
    await releaseSeats(payload, req, dateId, entry.seatsHeld ?? 0)
    await updateEntry(payload, req, entryId, { waitingStatus: 'booked', seatsHeld: 0 })
    return true
  }

/**
 * POST /api/json-api/warteliste/annehmen/: books an offer's held seats with the booking form's
 * data. Same-origin, size, strict schema (400 naming fields), trap field (a success-like answer
 * that books nothing), rate limit (429); the booking must be exactly the held date with as many
 * participants as seats held (400 on `items`); an offer that is no longer open answers 410.
 */
export async function handleOfferAccept(request: Request, payload: Payload): Promise<FormResult> {
  const read = await readSameOriginJson(request, MAX_ACCEPT_BODY_BYTES)
  if (!read.ok) return answer(read.response)
  const parsed = offerAcceptRequestSchema.safeParse(read.body)
  if (!parsed.success) {
    const body = read.body as { message?: { booking?: unknown } } | null
    if (trapFilled({ message: body?.message?.booking }))
      return answer(json({ status: 'ok', bookingNumber: null }))
    return answer(json({ status: 'error', errors: messageErrors(parsed.error) }, 400))
  }
  if (env.rateLimit) {
    const limit = acceptLimiter.hit(clientAddress(request))
    if (!limit.ok) return answer(rateLimited(limit.retryAfterSeconds))
  }
  const { token, booking } = parsed.data.message
  const now = new Date()
  try {
    const entry = await entryByToken(payload, token)
    const dateId = entry ? dateOf(entry) : null
    if (!entry || dateId === null)
      return answer(json({ status: 'error', code: 'invalidToken' }, 404))
    const item = booking.items[0]
    const exact =
      booking.items.length === 1 &&
      item.type === 'seminar' &&
      item.dateId === dateId &&
      item.participants.length === (entry.seatsHeld || entry.teilnehmer)
    if (!exact) return answer(json({ status: 'error', errors: { items: ITEMS_MISMATCH } }, 400))
    const result = await createBooking(
      payload,
      booking,
      undefined,
      claimOffer(payload, entry.id, dateId, now),
    )
    if (result.status === 'ok') {
      if (!result.repeated) await recordBookingNumber(payload, entry.id, result.bookingNumber)
      return {
        response: json({ status: 'ok', bookingNumber: result.bookingNumber }),
        mailsQueued: true,
      }
    }
    if (result.code === 'claimRefused' || result.code === 'full')
      return answer(json({ status: 'error', code: 'offerGone' }, 410))
    if (result.code === 'invalid')
      return answer(json({ status: 'error', errors: result.errors }, 400))
    return answer(busy())
  } catch (error) {
    if (isBusyError(error)) return answer(busy())
    payload.logger.error({ err: error, msg: 'Accepting a waiting-list offer failed' })
    return answer(json({ status: 'error', code: 'server' }, 500))
  }
}

/** The booking's number on the entry, for staff (the booking itself is already committed). */
async function recordBookingNumber(payload: Payload, id: number, bookingNumber: string) {
  await inTransaction(payload, (req) => updateEntry(payload, req, id, { bookingNumber }))
}
