import { BOOKMARKS_PATH } from '@/features/bookmarks/constants'
import { BANNER_FREE_PATHS, PRIVACY_PATH } from '@/features/consent/constants'
import { FINDER_PATH } from '@/features/finder/constants'
import { CONSENT_LINKS } from '@/features/forms/links'
import { NEWSLETTER_PAGE_URLS } from '@/features/newsletter/constants'
import { splitLocalePath } from '@/features/pages/paths'
import { BROWSE_LINKS } from '@/features/portal/recommendations/constants'
import { PROGRAMMES_PAGE_PATH } from '@/features/programmes/constants'
import { SEMINAR_PATH_PREFIX } from '@/features/seminars/constants'
import { type Locale, localizedUrl, locales } from '@/i18n/locales'

const perLocale = (paths: Record<Locale, string>) =>
  locales.map((locale) => localizedUrl(locale, paths[locale]))

/**
 * The public addresses of CMS pages that the code links to by a constant
 * (docs/behaviour/screens.md#fixed-links). Fixed routes such as the cart, booking or search are app
 * routes, not CMS pages, and are not here.
 */
export const FIXED_LINK_URLS: readonly string[] = [
  // Home: the logo, every breadcrumb trail, the error screens.
  ...perLocale({ de: '/', en: '/' }),
  // Contact and privacy statement: the consent text of every form, the cookie banner, embeds.
  ...Object.values(CONSENT_LINKS).flatMap((links) => [links.contact, links.privacy]),
  ...Object.values(PRIVACY_PATH),
  // Privacy statement and imprint: readable without the banner covering them.
  ...BANNER_FREE_PATHS,
  ...Object.values(NEWSLETTER_PAGE_URLS),
  ...Object.values(FINDER_PATH),
  // Seminar overview (also the catalogue's breadcrumb parent) and programmes: the portal's links.
  ...perLocale(SEMINAR_PATH_PREFIX),
  ...Object.values(BROWSE_LINKS).flatMap((links) => [links.seminars, links.programmes]),
  ...perLocale(PROGRAMMES_PAGE_PATH),
  ...perLocale(BOOKMARKS_PATH),
  // Terms of participation: named by the booking form's required consent (its page keeps the
  // constant to itself).
  ...perLocale({ de: '/teilnahmebedingungen/', en: '/terms-of-participation/' }),
]

/** Those addresses as CMS paths per language ('/en/contact-us/' → en: '/contact-us/'). */
export const FIXED_LINK_PATHS: Record<Locale, ReadonlySet<string>> = (() => {
  const sets = Object.fromEntries(locales.map((locale) => [locale, new Set<string>()])) as Record<
    Locale,
    Set<string>
  >
  for (const url of FIXED_LINK_URLS) {
    const { locale, path } = splitLocalePath(url)
    sets[locale].add(path)
  }
  return sets
})()

/** True when the code links to this CMS path in this language. */
export const isFixedLinkPath = (locale: Locale, path: string | null | undefined): boolean =>
  Boolean(path && FIXED_LINK_PATHS[locale].has(path))
