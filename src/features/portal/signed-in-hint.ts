/**
 * A cookie that says only "a customer session may exist here": no name, no token. The header reads
 * it to decide whether to ask `/api/customers/me` who is logged in, so that cached pages stay the
 * same for everyone and anonymous visitors cause no request. It is readable by scripts on purpose;
 * the session cookie itself stays HttpOnly and alone proves the login.
 */
export const SIGNED_IN_HINT_COOKIE = 'portal_signed_in'

/** The hint for a session that ends at `exp` (seconds since 1970), as secure as the session's. */
export function signedInHintCookie(exp: number | undefined, secure: boolean): string {
  const expires = exp ? `; Expires=${new Date(exp * 1000).toUTCString()}` : ''
  return `${SIGNED_IN_HINT_COOKIE}=1; Path=/; SameSite=Lax${expires}${secure ? '; Secure' : ''}`
}

export const CLEARED_SIGNED_IN_HINT = `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`

export function hasSignedInHint(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim() === `${SIGNED_IN_HINT_COOKIE}=1`)
}
