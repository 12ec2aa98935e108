import {
  CONFIRMATION_TOKEN_PATTERN,
  confirmationTokenOf,
} from '@/features/booking/confirmation/constants'
import { isLocale, type Locale } from '@/i18n/locales'

import type { PublicPathIndex } from './public-path-index'
import { readablePath } from './readable-path'

/**
 * The route folder under app/(site)/[locale]/ that renders the 404 screen on the server. The double
 * hyphen keeps it apart from every CMS path (segments match SLUG_PATTERN, src/hooks/uniquePath.ts).
 */
export const NOT_FOUND_SEGMENT = 'not-found--screen'

/** The request header through which the proxy hands the requested path to that route. */
export const NOT_FOUND_PATH_HEADER = 'x-site-not-found-path'

/**
 * The app's own routes under app/(site)/[locale]/ as Next routes them (next-intl has already
 * turned '/warenkorb/' into '/cart/'). They answer for themselves; a unit test keeps this list in
 * step with the route folders.
 */
export const FIXED_ROUTE_PATHS: ReadonlySet<string> = new Set([
  '/booking/',
  '/cart/',
  '/date-alert-confirmation/',
  '/knowledge-center/search/',
  '/kundenportal/',
  '/kundenportal/empfehlungen/',
  '/kundenportal/erfolge/',
  '/kundenportal/profil/',
  '/kundenportal/seminare/',
  '/login/',
  '/login/forgot-password/',
  '/login/reset-password/',
  '/newsletter-confirmation/',
  '/programme-assistant/',
  '/search/',
  '/seminar-finder/',
  '/test/chat/',
  '/test/fehler-500/',
  '/test/standorte/',
  '/waiting-list-offer/',
])

/** The whitepaper download route: its pages (one per published whitepaper) are in the index. */
export const WHITEPAPER_DOWNLOAD_PREFIX = '/whitepaper-dl/'

/**
 * What the proxy does with a request Next will route to `routePath` (`/de/kontakt/`):
 * - `public`: a fixed route, or a path in the index: the page answers as usual;
 * - `unknown`: certainly no page (the index is built and has no such path, or it is the 404
 *   route itself): the 404 screen answers;
 * - `undecided`: not a site path, or no index yet: the page answers, and its notFound() with it.
 * `fromIndex`: the index decided, so the verdict holds only while the index is confirmed.
 */
export type PathVerdict =
  | { kind: 'undecided' }
  | { kind: 'public'; fromIndex: boolean }
  | { kind: 'unknown'; locale: Locale; fromIndex: boolean }

export function classifyRoutePath(routePath: string, index: PublicPathIndex | null): PathVerdict {
  const [, first = '', ...rest] = routePath.split('/')
  if (!isLocale(first)) return { kind: 'undecided' }
  const locale = first
  const path = readablePath(`/${rest.join('/')}`)
  const withSlash = path.endsWith('/') ? path : `${path}/`
  if (withSlash.startsWith(`/${NOT_FOUND_SEGMENT}/`))
    return { kind: 'unknown', locale, fromIndex: false }
  if (FIXED_ROUTE_PATHS.has(withSlash)) return { kind: 'public', fromIndex: false }
  // A booking confirmation's page decides on its token; a token of the wrong shape is none.
  const token = confirmationTokenOf(withSlash)
  if (token !== null)
    return CONFIRMATION_TOKEN_PATTERN.test(token)
      ? { kind: 'public', fromIndex: false }
      : { kind: 'unknown', locale, fromIndex: false }
  if (!index) return { kind: 'undecided' }
  return index.has(locale, withSlash)
    ? { kind: 'public', fromIndex: true }
    : { kind: 'unknown', locale, fromIndex: true }
}
