/** At most this many items in one booking, and participants per item. */
export const MAX_ITEMS = 20
export const MAX_PARTICIPANTS_PER_ITEM = 20

/** Booking statuses staff move a booking through; cancelling gives its seats back. */
export const BOOKING_STATUSES = ['new', 'confirmed', 'cancelled'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

/** Booking numbers: B-<year>-<six digits>. */
export const BOOKING_NUMBER_PREFIX = 'B'

/**
 * Session storage key of what the booking form keeps beyond the cart (booking kind, comment, the
 * contact-person tick) across a reload or a way back; the cart holds the people.
 */
export const BOOKING_DRAFT_STORAGE_KEY = 'buchungEntwurf'

/**
 * The terms of participation the booking's required consent names and the confirmation page links
 * (a CMS page of the seed: src/seed/pages/terms.ts).
 */
export const TERMS_PATH = { de: '/teilnahmebedingungen/', en: '/terms-of-participation/' } as const
