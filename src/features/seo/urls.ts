import { defaultLocale, type Locale, locales } from '@/i18n/locales'
import { env } from '@/lib/env'

const ABSOLUTE = /^https?:\/\//i

/**
 * Adds the slash every public page URL ends with ('/a/b' → '/a/b/'), before any query or fragment.
 */
export function withTrailingSlash(path: string): string {
  const cut = path.search(/[?#]/)
  const base = cut === -1 ? path : path.slice(0, cut)
  const rest = cut === -1 ? '' : path.slice(cut)
  return `${base.endsWith('/') ? base : `${base}/`}${rest}`
}

/**
 * The absolute URL of a page ('/en/contact-us' → 'https://site/en/contact-us/'); absolute URLs pass
 * as they are.
 */
export function absolutePageUrl(path: string): string {
  if (ABSOLUTE.test(path)) return path
  return `${env.SITE_URL}${withTrailingSlash(path.startsWith('/') ? path : `/${path}`)}`
}

/** The absolute URL of a file (an image, the sitemap): no trailing slash. */
export function absoluteFileUrl(path: string): string {
  if (ABSOLUTE.test(path)) return path
  return `${env.SITE_URL}${path.startsWith('/') ? path : `/${path}`}`
}

export type LocalizedPaths = Partial<Record<Locale, string | null | undefined>>

/**
 * hreflang targets of a page: every language it exists in, plus x-default for visitors of any
 * other language, which is the German version (or the only one there is).
 */
export function languageAlternates(urls: LocalizedPaths): Record<string, string> {
  const languages: Record<string, string> = {}
  for (const locale of locales) {
    const url = urls[locale]
    if (url) languages[locale] = absolutePageUrl(url)
  }
  const fallback = languages[defaultLocale] ?? Object.values(languages)[0]
  if (fallback) languages['x-default'] = fallback
  return languages
}
