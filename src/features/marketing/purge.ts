import { removeChat } from '@/features/chat/hubspot'

import { MARKETING_SCRIPT_ATTRIBUTE, TAG_MANAGER_HOST, TRACKING_COOKIE_PREFIXES } from './constants'

const EXPIRED = 'expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'

/** Names of the tracking cookies in a `document.cookie` string (their prefixes, nothing else). */
export function trackingCookieNames(cookieString: string): string[] {
  const names = cookieString
    .split(';')
    .map((pair) => pair.split('=')[0].trim())
    .filter((name) => TRACKING_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix)))
  return [...new Set(names)]
}

/**
 * The host and its parent domains a cookie may have been set on; none for localhost or an IP
 * address.
 */
export function cookieDomains(hostname: string): string[] {
  if (!hostname.includes('.') || hostname.includes(':') || /^[\d.]+$/.test(hostname)) return []
  const labels = hostname.split('.')
  // Stop before the top-level domain: no cookie can live there.
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'))
}

/**
 * The writes that expire each tracking cookie: once host-only and once per parent domain, since
 * tag managers set their cookies on the widest domain they may.
 */
export function expiringCookieWrites(cookieString: string, hostname: string): string[] {
  return trackingCookieNames(cookieString).flatMap((name) => [
    `${name}=; ${EXPIRED}`,
    ...cookieDomains(hostname).map((domain) => `${name}=; ${EXPIRED}; domain=.${domain}`),
  ])
}

/**
 * Deletes the tracking cookies from a cookie jar (the document by default); returns their names.
 */
export function deleteTrackingCookies(
  jar: { cookie: string } = document,
  hostname: string = window.location.hostname,
): string[] {
  const before = jar.cookie
  for (const write of expiringCookieWrites(before, hostname)) jar.cookie = write
  return trackingCookieNames(before)
}

/**
 * Removes the tag manager's scripts, frames and noscript fallbacks; `scriptUrl` is the configured
 * loader.
 */
export function removeTagManagerElements(doc: Document = document, scriptUrl?: string): void {
  const fromTagManager = (src: string) =>
    src.includes(TAG_MANAGER_HOST) || Boolean(scriptUrl && src.startsWith(scriptUrl))
  // The fallbacks first: their frame is what identifies them.
  doc.querySelectorAll('noscript').forEach((fallback) => {
    if (fallback.innerHTML.includes(TAG_MANAGER_HOST)) fallback.remove()
  })
  doc.querySelectorAll<HTMLScriptElement>('script').forEach((script) => {
    if (script.getAttribute(MARKETING_SCRIPT_ATTRIBUTE) === 'gtm' || fromTagManager(script.src))
      script.remove()
  })
  doc.querySelectorAll<HTMLIFrameElement>('iframe').forEach((frame) => {
    if (fromTagManager(frame.src)) frame.remove()
  })
}

type DataLayerWindow = { dataLayer?: unknown[] }

/** Empties the data layer in place: the tag manager keeps a reference to the same array. */
export function emptyDataLayer(win: DataLayerWindow = window as DataLayerWindow): void {
  if (Array.isArray(win.dataLayer)) win.dataLayer.length = 0
}

/**
 * Everything a withdrawn marketing consent undoes (docs/behaviour/states.md#consent), short of the
 * reload: the tag manager's elements, its cookies, the data layer and the chat.
 */
export function purgeMarketing(options: { gtmScriptUrl?: string } = {}): void {
  removeTagManagerElements(document, options.gtmScriptUrl)
  deleteTrackingCookies()
  emptyDataLayer()
  removeChat()
}
