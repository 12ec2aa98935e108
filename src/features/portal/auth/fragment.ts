import { TOKEN_PARAM } from './constants'

/** The reset token of a mailed link's fragment (`#token=…`), or null. */
export function tokenFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(TOKEN_PARAM)?.trim() || null
}

/**
 * Takes the fragment out of the address bar, so the token is not bookmarked, shared or kept in
 * history.
 */
export function clearHash(): void {
  if (!window.location.hash) return
  const { pathname, search } = window.location
  // Keep the router's own history state: Next.js stores its tree there.
  window.history.replaceState(window.history.state, '', `${pathname}${search}`)
}
