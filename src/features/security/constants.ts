/**
 * Two years, the value browsers' preload lists expect; subdomains included (no `preload`: that is a
 * commitment to make on purpose).
 */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains'

/** The full URL only to our own pages; other sites get the origin, plain-http targets nothing. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin'

/**
 * Powerful features no page of the site uses, switched off for it and every frame it embeds.
 * Only names Chromium knows: an unknown one (such as the retired `interest-cohort`) makes the
 * browser log an error for every page. Autoplay, fullscreen, encrypted media and sensors stay
 * allowed, since the YouTube player asks for them.
 */
export const DENIED_FEATURES = [
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'hid',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const

/**
 * Frames this site embeds in any case (src/blocks/Video/youtube.ts,
 * src/features/embeds/constants.ts MAPS_EMBED_BASE). They load only after consent; the policy just
 * names where they may come from.
 */
export const EMBED_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://www.google.com',
] as const

/**
 * The directives a CSP_EXTRA_SOURCES entry may extend: only where content comes from, never what
 * may run how.
 */
export const EXTENDABLE_DIRECTIVES = [
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'frame-src',
  'media-src',
] as const
export type ExtendableDirective = (typeof EXTENDABLE_DIRECTIVES)[number]
