/**
 * The first-visit banner is in every page's HTML (StaticCookieBanner), so a first-time visitor
 * sees it with the page rather than after the scripts: it is the largest thing on a phone's first
 * screen. `<html data-consent-banner="off">` hides that copy: set before the first paint for
 * visitors who chose already or on a page without a banner, and by the client once it knows
 * better or its interactive banner has taken the copy's place.
 */
export const STATIC_BANNER_ID = 'cookie-banner-static'
export const STATIC_BANNER_ATTRIBUTE = 'data-consent-banner'

/** Hides the server-rendered copy (client side). */
export function staticBannerDone(): void {
  document.documentElement.setAttribute(STATIC_BANNER_ATTRIBUTE, 'off')
}
