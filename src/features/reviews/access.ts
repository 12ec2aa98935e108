import type { Access, FieldAccess } from 'payload'

import { isStaffRequest } from '@/access'

const customerId = (user: unknown): number | string | null => {
  const person = user as { collection?: string; id?: number | string } | null
  return person?.collection === 'customers' && person.id !== undefined ? person.id : null
}

/**
 * Staff read every review; everyone reads published ones; a logged-in customer also reads their
 * own, whatever their status (the portal shows them with staff's reason for a rejection).
 */
export const publishedOwnOrStaff: Access = ({ req }) => {
  if (isStaffRequest(req)) return true
  const id = customerId(req.user)
  const published = { status: { equals: 'published' } }
  return id === null ? published : { or: [published, { customer: { equals: id } }] }
}

/**
 * Set on `context` by the portal's server read of the session customer's own reviews
 * (own-reviews.ts), to the customer's id: only that read may filter by author. The REST API
 * cannot set it.
 */
export const OWN_REVIEWS_OF = 'ownReviewsOf'

/**
 * Who wrote a review and what it was verified against (account, booking, date) is for staff and
 * the author; visitors see the published text, stars and date only. Nobody but staff queries by
 * these fields (without a document Payload asks whether a field may be queried), or a customer
 * could find out who wrote an anonymous review; the portal's own read is the exception.
 */
export const authorOrStaffField: FieldAccess = ({ req, doc }) => {
  if (isStaffRequest(req)) return true
  const id = customerId(req.user)
  if (id === null) return false
  if (!doc) return req.context?.[OWN_REVIEWS_OF] === id
  const owner = doc.customer as number | { id: number } | null | undefined
  return (typeof owner === 'object' && owner !== null ? owner.id : owner) === id
}

/** The author's short name ("Anna K.") shows where they allowed it; staff and the author see it. */
export const shownNameField: FieldAccess = (args) =>
  Boolean(args.doc?.showName) || authorOrStaffField(args)
