import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'

/** decodeURIComponent that keeps a malformed escape ('%E0%A4') as it is instead of throwing. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Turns the catch-all route's segments into a CMS path: undefined → '/', ['a','b'] → '/a/b/'. */
export function segmentsToPath(segments: string[] | undefined): string {
  if (!segments || segments.length === 0) return '/'
  return `/${segments.map((s) => safeDecode(s).toLowerCase()).join('/')}/`
}

/**
 * Normalises a request path for the CMS lookup: leading and trailing slash, no query, lower case.
 */
export function normalisePath(raw: string): string {
  const withoutQuery = raw.split(/[?#]/)[0] ?? ''
  const parts = withoutQuery.split('/').filter(Boolean)
  return segmentsToPath(parts)
}

/** Splits '/en/contact-us/' into the language and the CMS path ('en', '/contact-us/'). */
export function splitLocalePath(rawPath: string): { locale: Locale; path: string } {
  const path = normalisePath(rawPath)
  const [first, ...rest] = path.split('/').filter(Boolean)
  if (first && isLocale(first) && first !== defaultLocale) {
    return { locale: first, path: normalisePath(rest.join('/')) }
  }
  return { locale: defaultLocale, path }
}
