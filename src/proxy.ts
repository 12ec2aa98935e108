import createMiddleware from 'next-intl/middleware'
import { type NextRequest, NextResponse } from 'next/server'

import { isDraftModeRequest } from './features/preview/draft-request'
import { CSP_NONCE_VARIANT, pageHeadersForRequest } from './features/security/headers'
import { isLocale, LOCALE_COOKIE } from './i18n/locales'
import { repairPercentEscapes } from './lib/percent-escapes'
import { routing } from './i18n/routing'

const intl = createMiddleware(routing)

/**
 * Locale handling for the public site. Next itself adds the trailing slash (trailingSlash: true)
 * before this runs; next-intl maps localized fixed paths to their route folders.
 */
export default function proxy(request: NextRequest): NextResponse {
  // Only an answer in Next's draft mode (rendered for that editor, never cached) may be framed by
  // the site: the admin's live preview. Cached pages keep frame-ancestors 'none' (decision 0009).
  const securityHeaders = pageHeadersForRequest({ framedBySite: isDraftModeRequest(request) })
  // Nonce variant only: Next takes the nonce for its scripts from the request's policy header.
  if (CSP_NONCE_VARIANT)
    for (const { key, value } of securityHeaders)
      if (key === 'content-security-policy') request.headers.set(key, value)
  const cookie = request.cookies.get(LOCALE_COOKIE)?.value
  const cookieIsValid = cookie === undefined || isLocale(cookie)

  // A visitor who chose English before lands on the English home page.
  if (request.nextUrl.pathname === '/' && cookie === 'en') {
    return withSecurityHeaders(
      NextResponse.redirect(new URL('/en/', request.url), 307),
      securityHeaders,
    )
  }

  const response = keepEscapesDecodable(intl(request))
  if (!cookieIsValid) response.cookies.delete(LOCALE_COOKIE)
  return withSecurityHeaders(response, securityHeaders)
}

/**
 * next-intl builds its rewrite from the decoded path, so a literal '%ff' the request edge kept
 * (`/seminare/%25ff/`, src/lib/request-edge.ts) would come back as an escape Next cannot decode,
 * and a 500 instead of the 404 page.
 */
function keepEscapesDecodable(response: NextResponse): NextResponse {
  const rewrite = response.headers.get('x-middleware-rewrite')
  if (rewrite?.includes('%')) {
    const url = new URL(rewrite)
    url.pathname = repairPercentEscapes(url.pathname)
    response.headers.set('x-middleware-rewrite', url.toString())
  }
  return response
}

/**
 * The page's Content-Security-Policy and HSTS from the running server's environment: next.config's
 * headers are fixed at build time, and this runs on every page request, cached pages included.
 */
function withSecurityHeaders(
  response: NextResponse,
  headers: { key: string; value: string }[],
): NextResponse {
  for (const { key, value } of headers) response.headers.set(key, value)
  return response
}

export const config = {
  // Payload's admin and API, our JSON endpoints, Next internals and the files that exist (public/,
  // robots.txt, sitemap.xml; tests/unit/proxy.locale-rules.test.ts checks public/ against this
  // list) never pass through here. Any other path with a dot (an old '/seminare/alt.pdf') does,
  // so that it gets the site's 404 page in its language rather than the bare root one.
  matcher: [
    '/((?!api(?:/|$)|admin(?:/|$)|content(?:/|$)|_next/|embeds/|(?:favicon\\.svg|logo\\.png|og-default\\.png|robots\\.txt|sitemap\\.xml)$).*)',
  ],
}
