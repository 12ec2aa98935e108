import { type Locale, localizedUrl, locales } from '@/i18n/locales'
import { routing } from '@/i18n/routing'

import { withTrailingSlash } from './urls'

type Pathname = keyof typeof routing.pathnames

/**
 * Fixed application routes that search engines may index: the two search pages without a query.
 * Cart, booking, assistant, login, portal, downloads, confirmations and test pages are private
 * or personal and stay out (they are noindex, and robots.ts keeps crawlers off most of them).
 */
export const INDEXABLE_FIXED_ROUTES = [
  '/search',
  '/knowledge-center/search',
] as const satisfies readonly Pathname[]

/**
 * A fixed route's public URL in each language, read from the routing table (no Next runtime
 * needed).
 */
export function fixedRoutePaths(href: Pathname): Record<Locale, string> {
  const entry = routing.pathnames[href] as string | Record<Locale, string>
  const urls = {} as Record<Locale, string>
  for (const locale of locales)
    urls[locale] = localizedUrl(
      locale,
      withTrailingSlash(typeof entry === 'string' ? entry : entry[locale]),
    )
  return urls
}
