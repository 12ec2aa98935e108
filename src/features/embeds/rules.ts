import type { ConsentState } from '@/features/consent/useConsent'

/**
 * What an embed loads, which decides the consent it needs:
 * - maps and youtube have their own remembered flag (googleMapsCookiesAccepted,
 *   youtubeCookiesAccepted);
 * - frame: any other embedded page; no flag of its own, the "other" category of the cookie
 *   settings;
 * - widget: a third-party script that renders content (the job board), treated like a frame.
 */
export type EmbedKind = 'maps' | 'youtube' | 'frame' | 'widget'

type RememberedFlag = 'googleMapsCookiesAccepted' | 'youtubeCookiesAccepted'
type StoredConsent = Pick<ConsentState, RememberedFlag | 'cookieSettings'>

/** The stored flag an "Always load" choice sets, for the kinds that have one. */
export const REMEMBERED_FLAG: Partial<Record<EmbedKind, RememberedFlag>> = {
  maps: 'googleMapsCookiesAccepted',
  youtube: 'youtubeCookiesAccepted',
}

/**
 * Whether stored consent already allows an embed to load without a click. The job-board widget
 * follows the "other" category, not "marketing": it shows content and does no advertising, and
 * visitors should not have to accept tracking to see job openings.
 */
export function embedAllowed(kind: EmbedKind, consent: StoredConsent): boolean {
  const flag = REMEMBERED_FLAG[kind]
  if (flag) return consent[flag]
  return consent.cookieSettings.other
}

/**
 * The host an address would make the browser contact, or null when it is this site itself
 * (a path, or an absolute address on the site's own origin): only other hosts need consent.
 */
export function thirdPartyHost(src: string, siteUrl: string): string | null {
  const value = src.trim()
  if (value.startsWith('/') && !value.startsWith('//')) return null
  try {
    const url = new URL(value)
    const own = new URL(siteUrl)
    return url.origin === own.origin ? null : url.hostname
  } catch {
    return null
  }
}
