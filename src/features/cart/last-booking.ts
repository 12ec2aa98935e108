import { LAST_BOOKING_STORAGE_KEY } from './constants'

/** The booking that emptied the cart in this tab: its number and its confirmation page. */
export type LastBooking = { number: string; path: string }

/** A path on this site (never '//host'), as the booking endpoint answers it. */
const SITE_PATH = /^\/(?![/\\])/

/** Remembers, for this tab, the booking that has just emptied the cart. */
export function rememberLastBooking(booking: LastBooking): void {
  try {
    sessionStorage.setItem(LAST_BOOKING_STORAGE_KEY, JSON.stringify(booking))
  } catch {
    // Storage off or full: the empty cart simply shows no link to the confirmation.
  }
}

/** The booking this tab made last, if any and well-formed. */
export function readLastBooking(): LastBooking | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(LAST_BOOKING_STORAGE_KEY) ?? 'null')
    return typeof value?.number === 'string' && SITE_PATH.test(value?.path ?? '')
      ? { number: value.number, path: value.path }
      : null
  } catch {
    return null
  }
}
