import { env } from '../../lib/env'

/**
 * Where a page request that arrived under another host than SITE_URL's belongs, or null when it
 * is already there. A session cookie is bound to the host it was set on, so a visitor who logs in
 * under `127.0.0.1` or the bare domain and saves the profile under the configured one meets an
 * expired session: every page, the login and the portal therefore live under one origin
 * (docs/behaviour/one-host.md). `host` is the request's Host header (what nginx passes on as
 * `$host`, without the default port); SITE_HOST_ALIASES names hosts served as they are.
 */
export function canonicalLocation(
  host: string | null,
  pathAndQuery: string,
  siteUrl: string = env.SITE_URL,
  aliases: string[] = env.SITE_HOST_ALIASES,
): string | null {
  if (!host) return null // HTTP/1.0 without Host: nothing to compare, nothing to fix
  const site = new URL(siteUrl)
  const requested = host.trim().toLowerCase()
  if (requested === site.host || aliases.includes(requested)) return null
  if (isLoopbackOf(requested, site)) return null
  // Concatenated, never resolved against the path: '//evil.example/' stays a path on the site.
  return `${site.origin}${pathAndQuery.startsWith('/') ? pathAndQuery : `/${pathAndQuery}`}`
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/

/**
 * 127.0.0.1 or [::1] on the port of a SITE_URL on localhost: Next itself takes them for localhost
 * (NextURL), so a redirect there would come back relative and loop. The session works under them
 * anyway: `loopbackOrigins` lists them among the origins Payload accepts.
 */
function isLoopbackOf(host: string, site: URL): boolean {
  if (site.hostname !== 'localhost') return false
  const colon = host.lastIndexOf(':')
  const [name, port] =
    colon > host.lastIndexOf(']') ? [host.slice(0, colon), host.slice(colon + 1)] : [host, '']
  return LOOPBACK.test(name) && port === site.port
}

/** SITE_URL's loopback twins when it is on localhost (for Payload's csrf and cors lists). */
export function loopbackOrigins(siteUrl: string = env.SITE_URL): string[] {
  const site = new URL(siteUrl)
  if (site.hostname !== 'localhost') return []
  const port = site.port ? `:${site.port}` : ''
  return [`${site.protocol}//127.0.0.1${port}`, `${site.protocol}//[::1]${port}`]
}
