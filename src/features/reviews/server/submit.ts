import type { Payload } from 'payload'

import { isUniqueViolation } from '@/features/booking/server/db'
import { busy, json, rateLimited } from '@/features/forms/server/http'
import { formRateLimiter } from '@/features/forms/server/rate-limits'
import { inTransaction } from '@/features/forms/server/transaction'
import { getCustomerItems } from '@/features/portal/bookings'
import { isPortalOn, portalOffResponse } from '@/features/portal/flag'
import { failure, unauthorized } from '@/features/portal/profile/server/request'
import { readCheckedBody } from '@/features/portal/request-body'
import { startOfToday } from '@/features/seminars/format'
import { env } from '@/lib/env'
import { crossSiteResponse, isSameOriginRequest } from '@/lib/same-origin'
import type { Customer } from '@/payload-types'

import { authorName } from '../author'
import { REVIEW_RATE_LIMIT } from '../constants'
import { type ReviewableVisit, reviewableVisits } from '../eligibility'
import { type ReviewMessage, reviewErrorKey, reviewRequestSchema } from '../schema'

/** Reviews are a few sentences; the text's limit is 2,000 characters. */
const MAX_REVIEW_BODY_BYTES = 16 * 1024

/**
 * The same refusal whether the booking is someone else's, does not exist, was cancelled or has
 * not ended yet: the answer reveals nothing about other customers' bookings.
 */
const notReviewable = () =>
  json(
    { status: 'error', code: 'notReviewable', errors: { dateId: reviewErrorKey('notReviewable') } },
    403,
  )
const alreadyReviewed = () =>
  json(
    { status: 'error', code: 'alreadyReviewed', errors: { dateId: reviewErrorKey('already') } },
    409,
  )

async function findVisit(
  customer: Customer,
  message: ReviewMessage,
): Promise<ReviewableVisit | null> {
  const items = await getCustomerItems(customer, 'de')
  return (
    reviewableVisits(items, startOfToday()).find(
      (visit) => visit.bookingId === message.bookingId && visit.dateId === message.dateId,
    ) ?? null
  )
}

/**
 * POST /api/json-api/kundenportal/bewertung/: a customer's review of a date they attended. In
 * order: portal on (404), same origin (403), a customer session (401), the per-customer limit
 * (429), a small JSON body (413/400) and the strict schema (400 naming the fields), then the date
 * must be one the customer attended (403) and not yet reviewed in that booking (409). The review
 * waits for staff; nothing is stored when any check fails.
 */
export async function handleReviewRequest(request: Request, payload: Payload): Promise<Response> {
  try {
    if (!(await isPortalOn(payload))) return portalOffResponse()
    if (!isSameOriginRequest(request)) return crossSiteResponse()
    const { user } = await payload.auth({ headers: request.headers })
    if (user?.collection !== 'customers') return unauthorized()
    const customer = user as Customer
    if (env.rateLimit) {
      const hit = formRateLimiter('portal-review', REVIEW_RATE_LIMIT).hit(`customer-${customer.id}`)
      if (!hit.ok) return rateLimited(hit.retryAfterSeconds)
    }
    const checked = await readCheckedBody(request, reviewRequestSchema, MAX_REVIEW_BODY_BYTES)
    if (!checked.ok) return checked.response
    const message = checked.data.message
    const visit = await findVisit(customer, message)
    if (!visit) return notReviewable()
    const result = await inTransaction(payload, async (req) => {
      const { totalDocs } = await payload.count({
        collection: 'reviews',
        where: {
          and: [
            { booking: { equals: visit.bookingId } },
            { seminarDate: { equals: visit.dateId } },
          ],
        },
        overrideAccess: true,
        req,
      })
      if (totalDocs > 0) return 'already' as const
      await payload.create({
        collection: 'reviews',
        data: {
          status: 'pending',
          title: `${visit.title} · ${visit.period}`,
          stars: message.stars,
          text: message.text,
          showName: message.showName,
          authorName: authorName(customer),
          language: message.language,
          seminar: visit.seminarId,
          seminarDate: visit.dateId,
          attendedUntil: visit.end,
          booking: visit.bookingId,
          customer: customer.id,
        },
        // Nobody may create reviews through the API (create access is closed); this endpoint has
        // checked that the customer attended the date.
        overrideAccess: true,
        req,
        depth: 0,
      })
      return 'created' as const
    })
    if (result.status === 'busy') return busy()
    return result.value === 'already' ? alreadyReviewed() : json({ status: 'ok' })
  } catch (error) {
    if (isUniqueViolation(error)) return alreadyReviewed()
    return failure(payload, error, 'review')
  }
}
