/** The booking takes at most this many participants per item, so the cart stops there too. */
export { MAX_PARTICIPANTS_PER_ITEM } from '@/features/booking/constants'

/** localStorage key of the persisted cart. */
export const CART_STORAGE_KEY = 'warenkorb'
/** Programmes in the cart are numbered from 100 upward (qpID). */
export const FIRST_PROGRAMME_ID = 100
/** Module selection entries of the assistant are seminars chosen per module. */
export const MODULE_ENTRY_TYPE = 'seminar'
/** GET /api/json-api/warenkorb/ answers at most this many dates and programmes per request. */
export const MAX_DETAIL_IDS = 50
/**
 * Session storage key of the booking that emptied the cart (number and confirmation page), so that
 * the empty cart a visitor goes back to leads on to that confirmation.
 */
export const LAST_BOOKING_STORAGE_KEY = 'letzteBuchung'
