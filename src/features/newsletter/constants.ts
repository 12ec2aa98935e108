import type { Locale } from '@/i18n/locales'

/** The double opt-in sign-up endpoint (docs/behaviour/http-calls.md). */
export const NEWSLETTER_SIGNUP_URL = '/api/json-api/newsletter/'

/** Confirms or cancels a subscription with the token of the mailed link. */
export const NEWSLETTER_CONFIRM_URL = '/api/json-api/newsletter/confirm/'

/**
 * The page with the newsletter block: a fixed link of docs/behaviour/screens.md, created by the
 * seed.
 */
export const NEWSLETTER_PAGE_URLS: Record<Locale, string> = {
  de: '/kontakt/newsletter/',
  en: '/en/contact-us/newsletter/',
}
