/** What the mailed link asks for: confirm the sign-up (default) or unsubscribe. */
export type ConfirmationAction = 'confirm' | 'unsubscribe'

export type ConfirmationFragment = { token: string; action: ConfirmationAction }

/**
 * Reads `#token=…` (and `&action=unsubscribe`) from a location hash. The secret travels in the
 * fragment because browsers never send it to a server, so it stays out of logs and referrers.
 */
export function parseConfirmationFragment(hash: string): ConfirmationFragment | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const token = params.get('token')?.trim()
  if (!token) return null
  return { token, action: params.get('action') === 'unsubscribe' ? 'unsubscribe' : 'confirm' }
}

/**
 * Takes the fragment out of the address bar, so the token is not bookmarked, shared or kept in
 * history.
 */
export function clearLocationHash(): void {
  if (!window.location.hash) return
  const { pathname, search } = window.location
  // Keep the router's own history state: Next.js stores its tree there.
  window.history.replaceState(window.history.state, '', `${pathname}${search}`)
}
