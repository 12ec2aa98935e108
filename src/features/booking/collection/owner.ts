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

/**
 * Set by the booking endpoint on `context`: the e-mail of the customer logged in while booking,
 * or null for a visitor.
 */
export const BOOKED_BY = 'bookedByCustomer'

/**
 * The portal account a booking belongs to (decision 0008, addendum). A booking sent through the
 * site belongs to an account only when its customer was logged in and booked with their own
 * address: anyone can type someone else's e-mail as the contact, and must not thereby place a
 * booking in that person's portal. Staff (the admin, the seed) set the contact and so the owner;
 * a later save keeps the owner unless the contact's e-mail changes.
 */
export const setCustomerEmail: CollectionBeforeChangeHook = ({ data, originalDoc, context }) => {
  const contact = (data.contact ?? originalDoc?.contact) as { email?: unknown } | undefined
  const email = ownerEmail(contact?.email)
  if (context && BOOKED_BY in context) {
    const booker = context[BOOKED_BY]
    return { ...data, customerEmail: booker !== null && booker === email ? email : null }
  }
  const before = ownerEmail((originalDoc?.contact as { email?: unknown } | undefined)?.email)
  if (originalDoc && before === email)
    return { ...data, customerEmail: originalDoc.customerEmail ?? null }
  return { ...data, customerEmail: email }
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
