/** The site's languages. German is the default and has no path prefix. */
export const locales = ['de', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'de'
/** The time zone dates are shown in, on the server and in the browser alike. */
export const TIME_ZONE = 'Europe/Berlin'

/** Nuxt-era cookie name kept so that returning visitors keep their language. */
export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The public URL of a locale-independent CMS path ('/kontakt/') in a language. */
export function localizedUrl(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  return locale === defaultLocale ? clean : `/${locale}${clean === '/' ? '/' : clean}`
}

/** A document's public URL in every language from its localized paths; null where it has none. */
export function localizedUrls(
  paths: Partial<Record<Locale, string | null | undefined>>,
): Record<Locale, string | null> {
  const urls = {} as Record<Locale, string | null>
  for (const locale of locales) {
    const path = paths[locale]
    urls[locale] = path ? localizedUrl(locale, path) : null
  }
  return urls
}
