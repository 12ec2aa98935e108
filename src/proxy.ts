import createMiddleware from 'next-intl/middleware'
import { type NextRequest, NextResponse } from 'next/server'

import {
  CONFIRMATION_PAGE_HEADERS,
  confirmationTokenOf,
} from './features/booking/confirmation/constants'
import {
  classifyRoutePath,
  NOT_FOUND_PATH_HEADER,
  NOT_FOUND_SEGMENT,
} from './features/errors/not-found-route'
import { installedPublicPaths } from './features/errors/public-path-index'
import { isDraftModeRequest } from './features/preview/draft-request'
import { canonicalLocation } from './features/security/canonical-host'
import { env } from './lib/env'
import { CSP_NONCE_VARIANT, pageHeadersForRequest } from './features/security/headers'
import { isLocale, LOCALE_COOKIE } from './i18n/locales'
import { repairPercentEscapes } from './lib/percent-escapes'
import { routing } from './i18n/routing'

const intl = createMiddleware(routing)

/**
 * Locale handling for the public site. Next itself adds the trailing slash (trailingSlash: true)
 * before this runs; next-intl maps localized fixed paths to their route folders. A path that is
 * certainly no page gets the server-rendered 404 screen (`unknownPathAnswer`).
 */
export default async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl
  const canonical = canonicalLocation(request.headers.get('host'), `${pathname}${search}`)
  // Next turns a Location on the origin it serves itself into a relative one, which would send
  // the visitor back to the host they came from, in a loop: only an operator's SITE_URL on
  // another origin than the server's own is redirected to (docs/behaviour/one-host.md).
  if (canonical && env.siteUrlConfigured && new URL(canonical).origin !== request.nextUrl.origin)
    return NextResponse.redirect(canonical, 308)
  // The admin passes only for the host check above (its login is a login like the portal's).
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return NextResponse.next()
  const draftMode = isDraftModeRequest(request)
  // Only an answer in Next's draft mode (rendered for that editor, never cached) may be framed by
  // the site: the admin's live preview. Cached pages keep frame-ancestors 'none' (decision 0009).
  const securityHeaders = pageHeadersForRequest({ framedBySite: draftMode })
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

  const routed = keepEscapesDecodable(intl(request))
  const response = (await unknownPathAnswer(request, routed, draftMode)) ?? routed
  if (!cookieIsValid) response.cookies.delete(LOCALE_COOKIE)
  const pageHeaders = isConfirmationPage(routePathOf(request, routed))
    ? [...securityHeaders, ...CONFIRMATION_PAGE_HEADERS]
    : securityHeaders
  return withSecurityHeaders(response, pageHeaders)
}

/** The path Next renders for this request: next-intl's rewrite target, else the request's own. */
function routePathOf(request: NextRequest, routed: NextResponse): string {
  const rewrite = routed.headers.get('x-middleware-rewrite')
  return rewrite ? new URL(rewrite).pathname : request.nextUrl.pathname
}

/** '/de/booking/confirmation/<token>/': a booking's confirmation page. */
const isConfirmationPage = (routePath: string) =>
  confirmationTokenOf(routePath.replace(/^\/[^/]+/, '')) !== null

/**
 * Next 16 answers a page's notFound() with an HTML shell that stays empty until its scripts run
 * (vercel/next.js#62228), so a path the index of public paths certainly lacks is sent to the 404
 * route instead: the same screen, rendered on the server, status 404 (docs/decisions/0022). An
 * answer costs one set lookup; it waits for the index's check against the database only when the
 * index is unconfirmed (at most once per PUBLIC_PATHS_MAX_UNCONFIRMED_MS, and for a few seconds
 * after a page was published, moved, unpublished or deleted through this instance). Without an
 * index yet, and in an editor's draft mode (where unpublished pages open), the page decides.
 */
async function unknownPathAnswer(
  request: NextRequest,
  routed: NextResponse,
  draftMode: boolean,
): Promise<NextResponse | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  if (routed.headers.has('location')) return null
  const routePath = routePathOf(request, routed)
  const keeper = installedPublicPaths()
  let verdict = classifyRoutePath(routePath, keeper?.current ?? null)
  if (verdict.kind === 'undecided') keeper?.retryFirstBuild()
  if (verdict.kind === 'undecided' || (verdict.fromIndex && draftMode)) return null
  if (verdict.fromIndex && keeper && !keeper.isConfirmed())
    verdict = classifyRoutePath(routePath, await keeper.confirm().catch(() => null))
  if (verdict.kind !== 'unknown') return null
  const headers = new Headers(request.headers)
  // What next-intl passes on to the render (its locale header) goes along.
  for (const [name, value] of routed.headers)
    if (name.startsWith('x-middleware-request-'))
      headers.set(name.slice('x-middleware-request-'.length), value)
  headers.set(NOT_FOUND_PATH_HEADER, request.nextUrl.pathname)
  const target = new URL(`/${verdict.locale}/${NOT_FOUND_SEGMENT}/`, request.url)
  return NextResponse.rewrite(target, { status: 404, request: { headers } })
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
  // Payload's API, our JSON endpoints, Next internals and the files that exist (public/,
  // robots.txt, the sitemap index and its paged files /sitemap/<n>.xml;
  // tests/unit/proxy.locale-rules.test.ts checks public/ against this list) never pass through
  // here. Any other path with a dot (an old '/seminare/alt.pdf') does, so that it gets the site's
  // 404 page in its language rather than the bare root one. The admin passes for the one-host
  // redirect only.
  matcher: [
    '/((?!api(?:/|$)|admin(?:/|$)|content(?:/|$)|_next/|embeds/|(?:favicon\\.svg|logo\\.png|og-default\\.png|robots\\.txt|sitemap\\.xml|sitemap/[0-9]+\\.xml)$).*)',
    '/admin/:path*',
  ],
}
