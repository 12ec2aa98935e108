import 'server-only'

import type { Metadata } from 'next'
import { notFound, redirect as redirectTo } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getPathname } from '@/i18n/navigation'
import { isLocale, type Locale, localizedUrl } from '@/i18n/locales'
import type { Customer } from '@/payload-types'

import { PORTAL_SECTIONS, type PortalSectionKey } from './constants'
import { requireCustomer } from './guard'
import { isPortalEnabled } from './session'

export type PortalPageProps = { params: Promise<{ locale: string }> }

/** Metadata of a portal page: its section and the portal's name; never indexed. */
export function portalMetadata(section: PortalSectionKey) {
  return async ({ params }: PortalPageProps): Promise<Metadata> => {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    const t = await getTranslations({ locale, namespace: 'portal' })
    return { title: `${t(`sections.${section}`)} – ${t('title')}`, robots: { index: false } }
  }
}

/**
 * What every portal page does first: an unknown language is a 404, the portal must be on and a
 * customer logged in (requireCustomer redirects otherwise). Returns the customer and the page's
 * path.
 */
export async function openPortalPage(
  params: PortalPageProps['params'],
  section: PortalSectionKey,
): Promise<{ locale: Locale; customer: Customer; path: string }> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const href = PORTAL_SECTIONS.find((s) => s.key === section)!.href
  const path = getPathname({ href, locale })
  const customer = await requireCustomer(locale, path)
  return { locale, customer, path }
}

/** The login and password pages, by their key in the `portal.auth` texts. */
export type AuthPageKey = 'login' | 'forgot' | 'reset'

/** Metadata of a login or password page: its title, never indexed. */
export function authMetadata(page: AuthPageKey) {
  return async ({ params }: PortalPageProps): Promise<Metadata> => {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    const t = await getTranslations({ locale, namespace: 'portal.auth' })
    // The reset page is reached through a personal link only: nothing to follow, no referrer for
    // anyone.
    if (page === 'reset')
      return {
        title: t('reset.title'),
        robots: { index: false, follow: false },
        referrer: 'no-referrer',
      }
    return { title: t(`${page}.title`), robots: { index: false } }
  }
}

/**
 * What the login and password pages do first: an unknown language is a 404, and with the portal
 * off they lead to the home page. Returns the page's language.
 */
export async function openAuthPage(params: PortalPageProps['params']): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  if (!(await isPortalEnabled(locale))) redirectTo(localizedUrl(locale, '/'))
  return locale
}
