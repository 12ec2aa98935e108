import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'

/** The confirmation page of a booking in a language: '/buchung/bestaetigung/<token>/'. */
export const confirmationPath = (locale: Locale, token: string): string =>
  getPathname({ href: { pathname: '/booking/confirmation/[token]', params: { token } }, locale })
