import { env } from './env'

function hostOf(url: string | null): string | null {
  if (!url) return null
  try {
    return new URL(url).host.toLowerCase()
  } catch {
    return null
  }
}

/**
 * True unless the request is a cross-site POST (our endpoints answer those with 403). With an
 * `Origin` header, it must be the site's configured origin or the request's own host; without one,
 * the browser's `Sec-Fetch-Site` must not say 'cross-site' (tools send neither).
 */
export function isSameOriginRequest(request: Request, siteUrl: string = env.SITE_URL): boolean {
  const origin = request.headers.get('origin')
  if (origin === null) return request.headers.get('sec-fetch-site') !== 'cross-site'
  const originHost = hostOf(origin)
  if (!originHost) return false // 'null' (sandboxed frames, privacy redirects) or garbage
  const allowed = new Set(
    [
      hostOf(siteUrl),
      request.headers.get('x-forwarded-host')?.split(',')[0]?.trim().toLowerCase(),
      request.headers.get('host')?.toLowerCase(),
      hostOf(request.url),
    ].filter((host): host is string => Boolean(host)),
  )
  return allowed.has(originHost)
}

/** The 403 answer for a request that failed `isSameOriginRequest`. */
export function crossSiteResponse(): Response {
  return Response.json(
    { status: 'error', errors: { origin: 'crossSite' } },
    { status: 403, headers: { 'Cache-Control': 'no-store' } },
  )
}
