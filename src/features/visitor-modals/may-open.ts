import { BOOKING_PAUSE_MS, QUIET_PAGE_PREFIXES, SCROLL_GESTURE_WINDOW_MS } from './constants'
import { shownWithinDays } from './interval'

export { shownWithinDays, toIntervalDays } from './interval'

/**
 * Whether a visitor notice may open now: the rules every notice obeys, whatever opens it
 * (docs/behaviour/states.md#visitor-notices). Pure; the browser's facts come in as arguments.
 */

/** A page on which no notice opens. */
export type QuietPageKind = keyof typeof QUIET_PAGE_PREFIXES

/** What makes a notice want to open. */
export type NoticeTrigger = 'exit-intent' | 'scroll-depth'

/** Why a notice stays closed; null from noticeHold means it may open. */
export type NoticeHold =
  | 'covered'
  | 'shown-this-view'
  | 'quiet-page'
  | 'field-in-use'
  | 'after-booking'
  | 'not-visitor-scroll'
  | 'shown-recently'

export type NoticeMoment = {
  /** Milliseconds since 1970. */
  now: number
  trigger: NoticeTrigger
  pathname: string
  /** A form field has the focus. */
  fieldFocused: boolean
  /** A form field holds input the visitor typed or chose and has not sent. */
  unsentInput: boolean
  /** Last click on a book or add-to-cart control (ms), if any. */
  lastBookingClickAt: number | null
  /** For a scroll-depth trigger: the visitor's own gesture moved the page (isVisitorScroll). */
  scrollByVisitor: boolean
  /** When this notice was last shown to the visitor (ms), if known. */
  lastShownAt: number | null
  /** From the site settings: days between two showings of the same notice. */
  intervalDays: number
  /** The consent banner or another dialog is open. */
  covered: boolean
  /** A notice opened during this page view already. */
  shownThisView: boolean
}

/** The quiet page a path belongs to (cart, booking, assistant, contact, login, portal), or null. */
export function quietPageKind(pathname: string): QuietPageKind | null {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`
  const kinds = Object.keys(QUIET_PAGE_PREFIXES) as QuietPageKind[]
  return kinds.find((kind) => QUIET_PAGE_PREFIXES[kind].some((p) => path.startsWith(p))) ?? null
}

/** True within BOOKING_PAUSE_MS after a click on a book or add-to-cart control. */
export function inBookingPause(lastBookingClickAt: number | null, now: number): boolean {
  return lastBookingClickAt !== null && now - lastBookingClickAt < BOOKING_PAUSE_MS
}

/**
 * True when the visitor's own gesture (wheel, touch, scroll key) caused the scroll; a scroll
 * without one came from an in-page link, the browser or a script.
 */
export function isVisitorScroll(lastScrollGestureAt: number | null, now: number): boolean {
  return lastScrollGestureAt !== null && now - lastScrollGestureAt <= SCROLL_GESTURE_WINDOW_MS
}

/** The first rule that keeps a notice closed at this moment, or null when it may open. */
export function noticeHold(m: NoticeMoment): NoticeHold | null {
  if (m.covered) return 'covered'
  if (m.shownThisView) return 'shown-this-view'
  if (quietPageKind(m.pathname)) return 'quiet-page'
  if (m.fieldFocused || m.unsentInput) return 'field-in-use'
  if (inBookingPause(m.lastBookingClickAt, m.now)) return 'after-booking'
  if (m.trigger === 'scroll-depth' && !m.scrollByVisitor) return 'not-visitor-scroll'
  if (shownWithinDays(m.lastShownAt, m.intervalDays, m.now)) return 'shown-recently'
  return null
}

/** True when no rule keeps a notice closed at this moment. */
export const mayOpenNotice = (m: NoticeMoment): boolean => noticeHold(m) === null
