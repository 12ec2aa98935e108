import { randomInt } from 'node:crypto'

import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { isBusyError, withWriteLock } from '@/lib/db'
import type { Booking as StoredBooking } from '@/payload-types'

import { BOOKED_BY } from '../collection/owner'
import { confirmationUrl } from '../confirmation/links'
import {
  confirmationExpiry,
  type ConfirmationToken,
  createConfirmationToken,
} from '../confirmation/token'
import { BOOKING_NUMBER_PREFIX } from '../constants'
import type { Booking } from '../schema'
import { isUniqueViolation, limitLockWait, takeSeats } from './db'
import { prepareReceipt, type PreparedReceipt, queueBookingMails } from './mails'
import { resolveItems, type SeatDemand } from './resolveItems'

export type FullDate = { dateId: number; title: string; period: string }

/**
 * A new booking answers its confirmation link's token (it exists only here and in the receipt
 * mail: the booking keeps its hash); a repeated send answers the first booking's number alone.
 */
export type CreateBookingResult =
  | { status: 'ok'; bookingNumber: string; repeated: false; confirmationToken: string }
  | { status: 'ok'; bookingNumber: string; repeated: true }
  | { status: 'error'; code: 'invalid'; errors: Record<string, string> }
  | { status: 'error'; code: 'full'; fullDates: FullDate[] }
  | { status: 'error'; code: 'busy' }
  | { status: 'error'; code: 'claimRefused' }

/**
 * Runs first in the booking's transaction and may refuse it (false): the waiting list hands its
 * held seats over here (features/waiting-list/server/accept.ts).
 */
export type BookingClaim = (req: PayloadRequest) => Promise<boolean>

const context = { disableRevalidate: true }
/**
 * Waits before the next try when the database was locked: short, since a booking transaction is
 * short.
 */
const BUSY_BACKOFF_MS = [25, 75, 150, 300]

/** 'B-2026-123456': the year in Münster and six random digits. */
export function makeBookingNumber(now: Date = new Date()): string {
  const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Berlin' }).format(
    now,
  )
  return `${BOOKING_NUMBER_PREFIX}-${year}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
}

async function findByKey(
  payload: Payload,
  idempotencyKey: string,
  req?: PayloadRequest,
): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { idempotencyKey: { equals: idempotencyKey } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0]?.bookingNumber ?? null
}

/** `first` when no booking has it yet, otherwise a fresh random number nobody has. */
async function unusedBookingNumber(
  payload: Payload,
  req: PayloadRequest,
  first: string,
): Promise<string> {
  for (let candidate = first; ; candidate = makeBookingNumber()) {
    const { totalDocs } = await payload.count({
      collection: 'bookings',
      where: { bookingNumber: { equals: candidate } },
      overrideAccess: true,
      req,
    })
    if (totalDocs === 0) return candidate
  }
}

/**
 * The booking as it will be stored under `bookingNumber`, and its receipt rendered from it before
 * the transaction: rendering takes longer than the booking itself, and the write lock should not
 * wait for it. The transaction queues it unless the number turned out taken.
 */
async function receiptBeforehand(
  payload: Payload,
  input: Booking,
  resolved: Resolved,
  bookingNumber: string,
  links: { confirmationUrl: string },
): Promise<PreparedReceipt> {
  const now = new Date().toISOString()
  const draft: StoredBooking = {
    id: 0,
    bookingNumber,
    status: 'new',
    kind: input.kind,
    language: input.language,
    contact: { ...input.contact, titel: input.contact.titel || null },
    billing: input.billing,
    items: resolved.items,
    totals: resolved.totals,
    comment: input.comment,
    idempotencyKey: input.idempotencyKey,
    createdAt: now,
    updatedAt: now,
  }
  return prepareReceipt(payload, draft, links)
}

/**
 * Who sends a booking through the site: the logged-in customer's account e-mail, or null for a
 * visitor. Only then is the booking placed in a portal (collection/owner.ts).
 */
export type Booker = { customerEmail: string | null }

type Resolved = Extract<Awaited<ReturnType<typeof resolveItems>>, { ok: true }>

/**
 * One database transaction: take the seats of every date (all or nothing), store the booking and
 * queue its mails. Anything that fails rolls the whole of it back.
 */
async function bookInTransaction(
  payload: Payload,
  input: Booking,
  resolved: Resolved,
  booker: Booker | undefined,
  receipt: PreparedReceipt,
  confirmation: ConfirmationToken,
  claim?: BookingClaim,
): Promise<CreateBookingResult> {
  const req = await createLocalReq({ context }, payload)
  const transactionID = await payload.db.beginTransaction()
  if (transactionID === null) throw new Error('The database adapter has no transactions')
  req.transactionID = transactionID
  try {
    await limitLockWait(payload, req)
    // Checked again inside the lock: a repeated send that raced the first one finds it here.
    const existing = await findByKey(payload, input.idempotencyKey, req)
    if (existing) {
      await payload.db.rollbackTransaction(transactionID)
      return { status: 'ok', bookingNumber: existing, repeated: true }
    }
    if (claim && !(await claim(req))) {
      await payload.db.rollbackTransaction(transactionID)
      return { status: 'error', code: 'claimRefused' }
    }
    const full: SeatDemand[] = []
    for (const demand of resolved.seats) {
      if (!(await takeSeats(payload, req, demand.dateId, demand.count))) full.push(demand)
    }
    if (full.length) {
      await payload.db.rollbackTransaction(transactionID)
      return {
        status: 'error',
        code: 'full',
        fullDates: full.map(({ dateId, title, period }) => ({ dateId, title, period })),
      }
    }
    const { contact, billing } = input
    const booking = (await payload.create({
      collection: 'bookings',
      data: {
        bookingNumber: await unusedBookingNumber(payload, req, receipt.bookingNumber),
        status: 'new',
        kind: input.kind,
        language: input.language,
        contactName: `${contact.vorname} ${contact.nachname}`,
        contact: { ...contact, titel: contact.titel || null },
        billing,
        items: resolved.items,
        totals: resolved.totals,
        comment: input.comment,
        idempotencyKey: input.idempotencyKey,
        seatsReleased: false,
        confirmationTokenHash: confirmation.hash,
        confirmationExpiresAt: confirmationExpiry(
          resolved.seats.map((demand) => demand.lastDay),
          new Date(),
        ).toISOString(),
      },
      req,
      overrideAccess: true,
      context: booker ? { ...context, [BOOKED_BY]: booker.customerEmail } : context,
    })) as StoredBooking
    await queueBookingMails(payload, req, booking, {
      prepared: receipt,
      confirmationUrl: confirmationUrl(input.language, confirmation.token),
    })
    await payload.db.commitTransaction(transactionID)
    return {
      status: 'ok',
      bookingNumber: booking.bookingNumber,
      repeated: false,
      confirmationToken: confirmation.token,
    }
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
    throw error
  }
}

/**
 * Books a validated request: a repeated idempotency key answers the first booking's number;
 * prices, titles and seats are read from the database; a full date books nothing and is named
 * in the answer; a locked database answers 'busy' (the endpoint's 503), never an exception.
 */
export async function createBooking(
  payload: Payload,
  input: Booking,
  booker?: Booker,
  claim?: BookingClaim,
): Promise<CreateBookingResult> {
  const earlier = await findByKey(payload, input.idempotencyKey)
  if (earlier) return { status: 'ok', bookingNumber: earlier, repeated: true }

  const resolved = await resolveItems(payload, input)
  if (!resolved.ok) return { status: 'error', code: 'invalid', errors: resolved.errors }

  // The link to the confirmation page is in the receipt, which is rendered before the lock.
  const confirmation = createConfirmationToken()
  const receipt = await receiptBeforehand(payload, input, resolved, makeBookingNumber(), {
    confirmationUrl: confirmationUrl(input.language, confirmation.token),
  })
  for (let attempt = 0; ; attempt++) {
    try {
      return await withWriteLock(payload, () =>
        bookInTransaction(payload, input, resolved, booker, receipt, confirmation, claim),
      )
    } catch (error) {
      // A booking number or key taken by a parallel writer (PostgreSQL): the next try sees it.
      const retryable = isBusyError(error) || (isUniqueViolation(error) && attempt < 2)
      if (!retryable) throw error
      if (attempt >= BUSY_BACKOFF_MS.length) return { status: 'error', code: 'busy' }
      await new Promise((resolve) => setTimeout(resolve, BUSY_BACKOFF_MS[attempt]))
    }
  }
}
