import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getCustomerItems } from '@/features/portal/bookings'
import { PortalLayout } from '@/features/portal/components/PortalLayout'
import { requireCustomer } from '@/features/portal/guard'
import { SeminarsOverview } from '@/features/portal/seminars/components/SeminarsOverview'
import { getCatalogueLinks } from '@/features/portal/seminars/links'
import { PageAlternates } from '@/features/locale/PageAlternates.client'
import { fixedRouteUrls, getPathname } from '@/i18n/navigation'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'portal' })
  return { title: `${t('sections.seminars')} – ${t('title')}`, robots: { index: false } }
}

/** The customer's seminars and programmes, upcoming and past, with dates, places, participants and status. */
export default async function PortalSeminarsPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const path = getPathname({ href: '/kundenportal/seminare', locale })
  const customer = await requireCustomer(locale, path)
  const [t, items] = await Promise.all([getTranslations({ locale, namespace: 'portal' }), getCustomerItems(customer, locale)])
  const links = await getCatalogueLinks(items, locale)
  return (
    <PortalLayout customer={customer} locale={locale} current={path}>
      <PageAlternates urls={fixedRouteUrls('/kundenportal/seminare')} />
      <h1 className="text-2xl font-bold">{t('sections.seminars')}</h1>
      <p className="mt-3 text-muted">{t('seminarsPage.intro')}</p>
      <SeminarsOverview items={items} links={links} locale={locale} />
    </PortalLayout>
  )
}
