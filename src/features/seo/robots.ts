import type { MetadataRoute } from 'next'

import { type Locale, localizedUrl, locales } from '@/i18n/locales'

import { fixedRoutePaths } from './fixed-routes'
import { absoluteFileUrl } from './urls'

/**
 * Site paths (in both languages) that hold nothing for search engines: the portal, its login, cart,
 * booking, test pages.
 */
const PRIVATE_PATHS = ['/kundenportal/', '/login/', '/test/']

/**
 * Paths crawlers are asked to skip: Payload's admin and APIs, our endpoints, and the private pages.
 */
export function disallowedPaths(): string[] {
  const perLanguage = (path: string) => locales.map((locale: Locale) => localizedUrl(locale, path))
  return [
    '/admin/',
    '/api/',
    ...PRIVATE_PATHS.flatMap(perLanguage),
    ...Object.values(fixedRoutePaths('/cart')),
    ...Object.values(fixedRoutePaths('/booking')),
  ]
}

/** robots.txt: everything else open to every crawler, and where the sitemap index is. */
export function robotsRules(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: disallowedPaths() }],
    sitemap: absoluteFileUrl('/sitemap.xml'),
  }
}
