import { createNavigation } from 'next-intl/navigation'

import { routing } from './routing'

export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing)

/** A fixed route's public URL in every language, for the language switch and hreflang links. */
export function fixedRouteUrls(href: Parameters<typeof getPathname>[0]['href']): Record<'de' | 'en', string> {
  return { de: getPathname({ href, locale: 'de' }), en: getPathname({ href, locale: 'en' }) }
}
