import type { Access, CollectionBeforeChangeHook } from 'payload'

import { isStaffRequest } from '@/access'

/**
 * The portal account a booking belongs to: the contact person's e-mail, trimmed and lower-cased
 * like Payload's login.
 */
export function ownerEmail(email: unknown): string | null {
  if (typeof email !== 'string') return null
  const normalised = email.trim().toLowerCase()
  return normalised === '' ? null : normalised
}

/** Keeps `customerEmail` in step with the contact person's e-mail on every save. */
export const setCustomerEmail: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const contact = (data.contact ?? originalDoc?.contact) as { email?: unknown } | undefined
  return { ...data, customerEmail: ownerEmail(contact?.email) }
}

/**
 * Staff read every booking; a logged-in customer reads the bookings made with their account's
 * e-mail (decision 0008), whenever they were made; nobody else reads any.
 */
export const ownBookingsOrStaff: Access = ({ req }) => {
  if (isStaffRequest(req)) return true
  const user = req.user as { collection?: string; email?: string } | null
  const email = user?.collection === 'customers' ? ownerEmail(user.email) : null
  return email ? { customerEmail: { equals: email } } : false
}
