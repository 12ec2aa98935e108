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

/**
 * The same for a page of this site, without `allow-same-origin`: with `allow-scripts` it would let
 * a page of our own origin lift its own sandbox (which is why HTML validators refuse the pair).
 * Another host's page keeps its origin, which its maps and forms need, and cannot lift anything.
 */
export const OWN_PAGE_FRAME_SANDBOX =
  'allow-scripts allow-forms allow-popups allow-top-navigation-by-user-activation'

/** The sandbox for a frame's address: a path of this site, or another host's https page. */
export const frameSandbox = (src: string): string =>
  src.startsWith('/') && !src.startsWith('//') ? OWN_PAGE_FRAME_SANDBOX : FRAME_SANDBOX
