// Read by the proxy too: nothing here may import server code.

/** The shape of a token we hand out (32 bytes as base64url); anything else opens nothing. */
export const CONFIRMATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** The confirmation page's route path under app/(site)/[locale]/, before its token. */
export const CONFIRMATION_ROUTE_PREFIX = '/booking/confirmation/'

/**
 * What the proxy sets on the confirmation page: never kept by a browser or proxy cache, and its
 * address (holding the token) never sent on as a referrer, not even to the site's own files.
 */
export const CONFIRMATION_PAGE_HEADERS = [
  { key: 'cache-control', value: 'private, no-store' },
  { key: 'referrer-policy', value: 'no-referrer' },
] as const

/** Whether a route path after the locale ('/booking/confirmation/<token>/') is a confirmation. */
export function confirmationTokenOf(path: string): string | null {
  if (!path.startsWith(CONFIRMATION_ROUTE_PREFIX)) return null
  return path.slice(CONFIRMATION_ROUTE_PREFIX.length).replace(/\/$/, '')
}
