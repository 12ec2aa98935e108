import { type Locale, localizedUrl } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'

/** The contact page's CMS path per language (docs/behaviour/screens.md#fixed-links). */
const CONTACT_PATH: Record<Locale, string> = { de: '/kontakt/', en: '/contact-us/' }

/** The contact page: /kontakt/ or /en/contact-us/. */
export function contactUrl(locale: Locale): string {
  return localizedUrl(locale, CONTACT_PATH[locale])
}

/**
 * The cart page, /warenkorb/ or /en/cart/, with the trailing slash the site answers without a
 * redirect.
 */
export function cartUrl(locale: Locale): string {
  const path = getPathname({ href: '/cart', locale })
  return path.endsWith('/') ? path : `${path}/`
}
