// The one check for every redirect target the code produces, on the server and in the browser.

/** A stand-in origin: only whether a target stays on it matters, never its name. */
const SITE = 'http://site.invalid'

/**
 * `value` as a path on this site, or `fallback` when it could lead anywhere else. The value is
 * read as a browser reads a Location header or `location.assign()` (WHATWG URL: tabs and line
 * breaks dropped, a backslash taken for a slash, dot segments resolved), and the result is the
 * path the browser would go to, written out again. So `/\t/evil.example/` or `/.//evil.example`
 * give the fallback, and no control character reaches a header.
 */
export function sitePath(value: string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback
  let url: URL
  try {
    url = new URL(value, SITE)
  } catch {
    return fallback
  }
  if (url.origin !== SITE) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  // Written out again, `//host` would be another origin for whoever reads it next.
  return path.startsWith('//') ? fallback : path
}
