/** Attributes of a first-party cookie written from the browser. */
type CookieOptions = { maxAge?: number }

/** The value of a cookie in a `document.cookie` string, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='))
      } catch {
        return null
      }
    }
  }
  return null
}

/**
 * The `document.cookie` assignment for a site-wide SameSite=Lax cookie (a session cookie without
 * maxAge).
 */
export function cookieString(name: string, value: string, { maxAge }: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax']
  if (maxAge !== undefined) parts.push(`max-age=${maxAge}`)
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure')
  return parts.join('; ')
}

/** Writes a site-wide cookie in the browser. */
export function writeCookie(name: string, value: string, options?: CookieOptions): void {
  document.cookie = cookieString(name, value, options)
}
