import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AchievementsOverview } from '@/features/portal/achievements/components/AchievementsOverview'
import { completedEntries, programmeProgress } from '@/features/portal/achievements/progress'
import { getProgrammeOutlines } from '@/features/portal/achievements/queries'
import { getCustomerItems } from '@/features/portal/bookings'
import { PortalLayout } from '@/features/portal/components/PortalLayout'
import { requireCustomer } from '@/features/portal/guard'
import { PageAlternates } from '@/features/locale/PageAlternates.client'
import { fixedRouteUrls, getPathname } from '@/i18n/navigation'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'portal' })
  return { title: `${t('sections.achievements')} – ${t('title')}`, robots: { index: false } }
}

/** Completed seminars with a certificate per participant, and the progress of booked programmes. */
export default async function PortalAchievementsPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const path = getPathname({ href: '/kundenportal/erfolge', locale })
  const customer = await requireCustomer(locale, path)
  const [t, items] = await Promise.all([getTranslations({ locale, namespace: 'portal' }), getCustomerItems(customer, locale)])
  const programmeIds = [...new Set(items.map((item) => item.programmeId).filter((id): id is number => id !== null))]
  const outlines = await getProgrammeOutlines(programmeIds, locale)
  return (
    <PortalLayout customer={customer} locale={locale} current={path}>
      <PageAlternates urls={fixedRouteUrls('/kundenportal/erfolge')} />
      <h1 className="text-2xl font-bold">{t('sections.achievements')}</h1>
      <p className="mt-3 text-muted">{t('achievementsPage.intro')}</p>
      <AchievementsOverview entries={completedEntries(items)} programmes={programmeProgress(items, outlines)} locale={locale} />
    </PortalLayout>
  )
}
