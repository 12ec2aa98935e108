/** Local-storage key of the userActivity state (docs/behaviour/entities.md#useractivity). */
export const ACTIVITY_STORAGE_KEY = 'userActivity'

/** How many recently chosen places are remembered. */
export const MAX_REMEMBERED_LOCATIONS = 5

/**
 * Cookie that remembers when each visitor notice was shown; it lives as many days as the site
 * settings set between two showings (86,400 s a day).
 */
export const ACTIVITY_COOKIE = 'userActivity'
export const SECONDS_PER_DAY = 86_400

/** Widths up to this many CSS pixels count as mobile. */
export const MOBILE_BREAKPOINT = 1024

/** Share of the document height that counts as "read" (scroll depth 40 %). */
export const SCROLL_DEPTH_SHARE = 0.4

/**
 * Session cookie with the viewport width in CSS pixels, written on mount and on resize. A session
 * cookie is enough: the width belongs to this window, not to the visitor.
 */
export const WIDTH_COOKIE = 'viewportWidth'

/** Resize events come in bursts; the width is written at most this often. */
export const RESIZE_THROTTLE_MS = 250
