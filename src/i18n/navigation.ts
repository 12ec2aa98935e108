import { redirect as nextRedirect } from 'next/navigation'

import { defaultLocale, type Locale } from './locales'
import { type AppPathname, routing } from './routing'

// Plain functions over the fixed routes of routing.ts, instead of next-intl's createNavigation():
// importing that anywhere in the layout's server tree puts next-intl's client Link and its i18n
// runtime (about 13 KB gzip) into every page's JavaScript, and the site only needs the paths.
// Same results as next-intl's getPathname with `trailingSlash: true`
// (tests/unit/i18n.paths.test.ts).

type Query = Record<string, string | number | boolean | ReadonlyArray<string | number | boolean>>
/** A fixed route, optionally with its [params] and a query string. */
export type Href =
  AppPathname | { pathname: AppPathname; params?: Record<string, string | number>; query?: Query }

function serializeQuery(query: Query): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) value.forEach((item) => search.append(key, String(item)))
    else search.set(key, String(value))
  }
  return `?${search.toString()}`
}

/** A fixed route's public path in a language ('/cart' → '/warenkorb/', '/en/cart/'). */
export function getPathname({ href, locale }: { href: Href; locale: Locale }): string {
  const { pathname, params, query } =
    typeof href === 'string' ? { pathname: href, params: undefined, query: undefined } : href
  const config = routing.pathnames[pathname] as string | Record<Locale, string>
  let path = typeof config === 'string' ? config : config[locale] || pathname
  for (const [key, value] of Object.entries(params ?? {}))
    path = path.replaceAll(`[${key}]`, String(value))
  if (path.includes('[')) throw new Error(`Missing params for ${pathname}: ${path}`)
  path = new URL(path, 'http://l').pathname
  if (path !== '/' && !path.endsWith('/')) path += '/'
  if (query) path += serializeQuery(query)
  if (locale === defaultLocale) return path
  // next-intl leaves the slash off a prefixed home page ('/en'); kept for identical links.
  return `/${locale}${/^\/(\?.*)?$/.test(path) ? path.slice(1) : path}`
}

/** Redirects to a fixed route in a language (next/navigation's redirect with getPathname). */
export function redirect({ href, locale }: { href: Href; locale: Locale }): never {
  return nextRedirect(getPathname({ href, locale }))
}

/** A fixed route's public URL in every language, for the language switch and hreflang links. */
export function fixedRouteUrls(href: Href): Record<'de' | 'en', string> {
  return { de: getPathname({ href, locale: 'de' }), en: getPathname({ href, locale: 'en' }) }
}
