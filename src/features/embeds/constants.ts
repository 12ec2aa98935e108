import type { Locale } from '@/i18n/locales'

/** The privacy statement every consent notice links to (docs/behaviour/screens.md#fixed-links). */
export const EMBED_PRIVACY_URLS: Record<Locale, string> = {
  de: '/datenschutzerklaerung/',
  en: '/en/privacy-statement/',
}

/** The maps provider as visitors know it; named in the consent notice in front of each map. */
export const MAPS_PROVIDER = 'Google Maps'

/** The maps embed endpoint; the location's address goes into `q`. */
export const MAPS_EMBED_BASE = 'https://www.google.com/maps'

/**
 * What the permissions of an embedded frame are limited to: enough for forms, maps and players,
 * nothing more.
 */
export const FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-top-navigation-by-user-activation'
