/**
 * The kinds of page on which no notice ever opens (docs/behaviour/states.md#visitor-notices), each
 * with its paths in both languages: prefixes, with trailing slash.
 */
export const QUIET_PAGE_PREFIXES = {
  cart: ['/warenkorb/', '/en/cart/'],
  booking: ['/buchung/', '/en/booking/'],
  assistant: ['/entwicklungsprogramme/assistent/', '/en/development-programmes/assistent/'],
  contact: ['/kontakt/', '/en/contact-us/'],
  login: ['/login/', '/en/login/'],
  portal: ['/kundenportal/', '/en/kundenportal/'],
} as const satisfies Record<string, readonly string[]>

/** No notice opens for this long after a click on a book or add-to-cart control. */
export const BOOKING_PAUSE_MS = 10_000

/**
 * A scroll counts as the visitor's own while a wheel, touch or scroll-key gesture is at most this
 * old; the smooth scroll a key press starts runs a few hundred milliseconds.
 */
export const SCROLL_GESTURE_WINDOW_MS = 1_000

/** Days between two showings of the same notice, unless the site settings say otherwise. */
export const DEFAULT_NOTICE_INTERVAL_DAYS = 1
export const MAX_NOTICE_INTERVAL_DAYS = 365

/**
 * Marks a control that books or adds to the cart; a click on it pauses the notices
 * (BOOKING_PAUSE_MS). Spread it onto the element: `<button {...BOOKING_ACTION}>`.
 */
export const BOOKING_ACTION = { 'data-booking-action': '' } as const
export const BOOKING_ACTION_SELECTOR = '[data-booking-action]'

/** Session storage key of the last click on a booking control, so the pause outlives a reload. */
export const BOOKING_CLICK_STORAGE_KEY = 'noticePauseAfterBooking'
