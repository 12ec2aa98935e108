import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

const withSlash = (path: string): string => (path.endsWith('/') ? path : `${path}/`)

/** The public URLs of the login and password pages in one language (with the trailing slash). */
export function authPageUrls(locale: Locale): { login: string; forgot: string; reset: string } {
  return {
    login: withSlash(getPathname({ href: '/login', locale })),
    forgot: withSlash(getPathname({ href: '/login/forgot-password', locale })),
    reset: withSlash(getPathname({ href: '/login/reset-password', locale })),
  }
}
