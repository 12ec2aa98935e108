/**
 * The first-visit banner is a modal `<dialog>` in every page's HTML (CookieBanner.tsx). Its inline
 * script opens it before the first paint, so the page is inert from its first style pass and a
 * first-time visitor sees the banner with the page; once the page is interactive, the client
 * (wire-cookie-banner.ts, a chunk of its own that only a page with the banner up loads) takes over
 * its buttons and keyboard. `<html data-consent-banner>` says
 * whether it is up: `open` (no scrolling behind it) or `off` (a choice was made, a page without a
 * banner, or the settings dialog in its place).
 */
export const COOKIE_BANNER_ID = 'cookie-banner'
export const COOKIE_BANNER_ATTRIBUTE = 'data-consent-banner'
/** On each of the banner's buttons: which choice it makes. */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice'
/** Set by the client once it has taken over; the inline script's listeners then stand aside. */
export const BANNER_LIVE_ATTRIBUTE = 'data-live'
/** A choice clicked before the client took over, made as soon as it does. */
export const PENDING_CHOICE_ATTRIBUTE = 'data-pending-choice'

export type ConsentChoice = 'all' | 'necessary' | 'settings'

export const bannerIsWanted = () =>
  document.documentElement.getAttribute(COOKIE_BANNER_ATTRIBUTE) === 'open'

/** Closes the banner for good on this page view (a choice, a page without it, the settings). */
export function closeCookieBanner(dialog: HTMLDialogElement | null): void {
  const root = document.documentElement
  if (root.getAttribute(COOKIE_BANNER_ATTRIBUTE) !== 'off')
    root.setAttribute(COOKIE_BANNER_ATTRIBUTE, 'off')
  if (dialog?.open) dialog.close()
}
