import type { Payload } from 'payload'

import { json, messageErrors, trapFilled } from '@/features/forms/server/http'
import { isBusyError } from '@/lib/db'
import { env } from '@/lib/env'
import { readSameOriginJson } from '@/lib/http-json'
import { clientAddress, createRateLimiter, type RateLimiter } from '@/lib/rate-limit'

import { ownerEmail } from '../collection/owner'
import { confirmationPath } from '../confirmation/links'
import { bookingRequestSchema } from '../schema'
import { type Booker, createBooking, makeBookingNumber } from './createBooking'

/**
 * The largest booking (20 items of 20 participants, about 400 bytes each) is about 160 KB: a form's
 * 32 KB would refuse it.
 */
const MAX_BOOKING_BODY_BYTES = 256 * 1024
const RETRY_AFTER_BUSY = '2'

const state = globalThis as typeof globalThis & { __bookingRateLimiter?: RateLimiter }
/** 10 bookings per 10 minutes and address: plenty for people, a brake for scripts. */
export const bookingRateLimiter = (state.__bookingRateLimiter ??= createRateLimiter({
  limit: 10,
  windowMs: 10 * 60_000,
}))

/** The customer logged in with this request's session cookie, if any: they book for their portal. */
async function bookerOf(request: Request, payload: Payload): Promise<Booker> {
  const { user } = await payload.auth({ headers: request.headers }).catch(() => ({ user: null }))
  const email = user?.collection === 'customers' ? ownerEmail(user.email) : null
  return { customerEmail: email }
}

export type BookingHandlerResult = { response: Response; booked: boolean }

/**
 * POST /api/json-api/buchung/ from request to answer: same-origin check (403), media type (415),
 * size (413), JSON and schema (400 with field errors), honeypot (a success-like answer that stores
 * nothing), rate limit (429), then the booking: 200 with the number, 409 naming full dates, 503
 * when the database is busy.
 */
export async function handleBookingRequest(
  request: Request,
  payload: Payload,
): Promise<BookingHandlerResult> {
  const answer = (response: Response, booked = false) => ({ response, booked })
  const read = await readSameOriginJson(request, MAX_BOOKING_BODY_BYTES)
  if (!read.ok) return answer(read.response)
  const parsed = bookingRequestSchema.safeParse(read.body)
  if (!parsed.success) {
    const errors = messageErrors(parsed.error)
    // A filled trap field: answer like a success so that bots learn nothing.
    if (trapFilled(read.body))
      return answer(json({ status: 'ok', bookingNumber: makeBookingNumber() }))
    return answer(json({ status: 'error', errors }, 400))
  }
  if (env.rateLimit) {
    const limit = bookingRateLimiter.hit(clientAddress(request))
    if (!limit.ok)
      return answer(
        json({ status: 'error', code: 'rateLimited' }, 429, {
          'Retry-After': String(limit.retryAfterSeconds),
        }),
      )
  }
  try {
    const result = await createBooking(
      payload,
      parsed.data.message,
      await bookerOf(request, payload),
    )
    if (result.status === 'ok') {
      if (result.repeated)
        return answer(json({ status: 'ok', bookingNumber: result.bookingNumber }))
      // The page the form goes on to: in the language the visitor booked in.
      const path = confirmationPath(parsed.data.message.language, result.confirmationToken)
      return answer(
        json({ status: 'ok', bookingNumber: result.bookingNumber, confirmationPath: path }),
        true,
      )
    }
    if (result.code === 'invalid')
      return answer(json({ status: 'error', errors: result.errors }, 400))
    if (result.code === 'full') return answer(json(result, 409))
    return answer(json({ status: 'error', code: 'busy' }, 503, { 'Retry-After': RETRY_AFTER_BUSY }))
  } catch (error) {
    if (isBusyError(error))
      return answer(
        json({ status: 'error', code: 'busy' }, 503, { 'Retry-After': RETRY_AFTER_BUSY }),
      )
    payload.logger.error({ err: error, msg: 'Booking failed' })
    return answer(json({ status: 'error', code: 'server' }, 500))
  }
}

/** For tests: a fresh rate-limit window. */
export const resetBookingRateLimit = (): void => bookingRateLimiter.reset()
