import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageAlternates } from '@/features/locale/PageAlternates.client'
import { PortalLayout } from '@/features/portal/components/PortalLayout'
import { requireCustomer } from '@/features/portal/guard'
import { MissingModules } from '@/features/portal/recommendations/components/MissingModules'
import { TopicRecommendations } from '@/features/portal/recommendations/components/TopicRecommendations'
import { getRecommendations } from '@/features/portal/recommendations/queries'
import { fixedRouteUrls, getPathname } from '@/i18n/navigation'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'portal' })
  return { title: `${t('sections.recommendations')} – ${t('title')}`, robots: { index: false } }
}

/** Recommendations: seminars from the topics of the customer's bookings and the modules their programmes miss. */
export default async function PortalRecommendationsPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const path = getPathname({ href: '/kundenportal/empfehlungen', locale })
  const customer = await requireCustomer(locale, path)
  const [t, tp, data] = await Promise.all([
    getTranslations({ locale, namespace: 'portal' }),
    getTranslations({ locale, namespace: 'portal.recommendationsPage' }),
    getRecommendations(customer, locale),
  ])
  return (
    <PortalLayout customer={customer} locale={locale} current={path}>
      <PageAlternates urls={fixedRouteUrls('/kundenportal/empfehlungen')} />
      <h1 className="text-2xl font-bold">{t('sections.recommendations')}</h1>
      <p className="mt-3 text-muted">{tp('intro')}</p>
      <TopicRecommendations locale={locale} data={data} />
      <MissingModules locale={locale} data={data} />
    </PortalLayout>
  )
}
