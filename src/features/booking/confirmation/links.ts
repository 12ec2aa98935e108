import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { env } from '@/lib/env'

/** The confirmation page of a booking in a language: '/buchung/bestaetigung/<token>/'. */
export const confirmationPath = (locale: Locale, token: string): string =>
  getPathname({ href: { pathname: '/booking/confirmation/[token]', params: { token } }, locale })

/** The confirmation page's absolute URL, as the receipt mail links it. */
export const confirmationUrl = (locale: Locale, token: string): string =>
  `${env.SITE_URL}${confirmationPath(locale, token)}`
