import 'server-only'

import { getPayloadClient } from '@/lib/payload'
import type { Customer, Review } from '@/payload-types'

import { OWN_REVIEWS_OF } from './access'
import { visitKey } from './eligibility'

/** A customer's own review as the portal shows it back to them. */
export type OwnReview = Pick<
  Review,
  'status' | 'rejectionReason' | 'stars' | 'text' | 'language' | 'showName' | 'authorName'
>

const idOf = (value: number | { id: number } | null | undefined) =>
  typeof value === 'object' ? (value?.id ?? null) : (value ?? null)

/**
 * The customer's reviews by booking and date (visitKey), read with their own access: their own
 * reviews whatever the status, with staff's reason for a rejection.
 */
export async function getOwnReviews(customer: Customer): Promise<Map<string, OwnReview>> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'reviews',
    where: { customer: { equals: customer.id } },
    user: { ...customer, collection: 'customers' },
    overrideAccess: false,
    context: { [OWN_REVIEWS_OF]: customer.id },
    depth: 0,
    limit: 500,
    pagination: false,
  })
  const reviews = new Map<string, OwnReview>()
  for (const doc of docs) {
    const bookingId = idOf(doc.booking)
    const dateId = idOf(doc.seminarDate)
    if (bookingId !== null && dateId !== null) reviews.set(visitKey({ bookingId, dateId }), doc)
  }
  return reviews
}
