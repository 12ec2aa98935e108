import type { Locale } from '@/i18n/locales'
import { SHARE_WIDTH } from '@/lib/media'

/** Open Graph's locale per language (og:locale, og:locale:alternate). */
export const OG_LOCALE: Record<Locale, string> = { de: 'de_DE', en: 'en_GB' }

/** Shared when a page has no image of its own: a static file in public/, drawn locally. */
export const DEFAULT_SHARE_IMAGE = { path: '/og-default.png', width: 1200, height: 630 } as const

/** The institute's square logo (public/logo.png) for the organisation's structured data. */
export const LOGO_PATH = '/logo.png'

/**
 * The Media size used for share images: wide enough for large link previews, in the uploaded
 * format.
 */
export const SHARE_IMAGE_SIZE = `w${SHARE_WIDTH}` as const

/**
 * Page entries per sitemap file (each with its hreflang alternates, about 0.5 KB): a file stays
 * near 0.5 MB, well under the 2 MB Next's data cache keeps per item and far under the 50,000 URLs
 * and 50 MB sitemaps.org allows, and a file built after a publish serialises at most this many.
 */
export const SITEMAP_FILE_ENTRIES = 1000
