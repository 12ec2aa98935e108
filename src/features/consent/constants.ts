import type { Locale } from '@/i18n/locales'

/** Local-storage key of the consent choices (docs/behaviour/entities.md#cookies-consent). */
export const CONSENT_STORAGE_KEY = 'cookies'

/** Version of the stored shape; 2 added the banner decision (showCookieBanner, decidedAt). */
export const CONSENT_STORE_VERSION = 2

/** The consent categories in the order the settings dialog lists them. */
export const COOKIE_CATEGORIES = [
  'necessary',
  'preferences',
  'statistics',
  'marketing',
  'other',
] as const
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number]

/** The privacy statement the banner links to (a CMS page the seed creates at this path). */
export const PRIVACY_PATH: Record<Locale, string> = {
  de: '/datenschutzerklaerung/',
  en: '/en/privacy-statement/',
}

/**
 * Pages where the banner does not cover the content: a visitor must be able to read the privacy
 * statement and the imprint before choosing (the footer link still opens the settings there).
 */
export const BANNER_FREE_PATHS: readonly string[] = [
  PRIVACY_PATH.de,
  PRIVACY_PATH.en,
  '/impressum/',
  '/en/imprint/',
]

/**
 * Whether a path is one of BANNER_FREE_PATHS, with or without its trailing slash. The banner's
 * inline script (cookieBannerScript) spells the same test in plain JavaScript.
 */
export function isBannerFreePath(pathname: string): boolean {
  return BANNER_FREE_PATHS.includes(pathname.endsWith('/') ? pathname : `${pathname}/`)
}

/**
 * The consent texts (messages namespace `consent`), translated on the server and passed as props:
 * the banner ships on first visits to every page, so it carries no client-side i18n library.
 */
export type ConsentTexts = (typeof import('../../../messages/de.json'))['consent']
