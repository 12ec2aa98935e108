import 'server-only'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getPathname } from '@/i18n/navigation'
import { isLocale, type Locale } from '@/i18n/locales'
import type { Customer } from '@/payload-types'

import { PORTAL_SECTIONS, type PortalSectionKey } from './constants'
import { requireCustomer } from './guard'

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
 * customer logged in (requireCustomer redirects otherwise). Returns the customer and the page's path.
 */
export async function openPortalPage(params: PortalPageProps['params'], section: PortalSectionKey): Promise<{ locale: Locale; customer: Customer; path: string }> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const href = PORTAL_SECTIONS.find((s) => s.key === section)!.href
  const path = getPathname({ href, locale })
  const customer = await requireCustomer(locale, path)
  return { locale, customer, path }
}
