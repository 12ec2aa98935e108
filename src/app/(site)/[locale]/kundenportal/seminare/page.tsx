import { getTranslations } from 'next-intl/server'

import { getCustomerItems } from '@/features/portal/bookings'
import { PortalLayout } from '@/features/portal/components/PortalLayout'
import { openPortalPage, type PortalPageProps, portalMetadata } from '@/features/portal/page'
import { SeminarsOverview } from '@/features/portal/seminars/components/SeminarsOverview'
import { getCatalogueLinks } from '@/features/portal/seminars/links'
import { PortalReviews } from '@/features/reviews/components/PortalReviews'
import { getSiteSettings } from '@/features/site/queries'

export const dynamic = 'force-dynamic'

export const generateMetadata = portalMetadata('seminars')

/**
 * The customer's seminars and programmes, upcoming and past, with dates, places, participants and
 * status; below them the dates they attended, to review.
 */
export default async function PortalSeminarsPage({ params }: PortalPageProps) {
  const { locale, customer, path } = await openPortalPage(params, 'seminars')
  const [t, items, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'portal' }),
    getCustomerItems(customer, locale),
    getSiteSettings(locale),
  ])
  const links = await getCatalogueLinks(items, locale)
  // Alike the other portal pages by shape only: each names its own section, intro and content.
  return (
    <PortalLayout
      customer={customer}
      locale={locale}
      section="seminars"
      intro={t('seminarsPage.intro')}
    >
      <SeminarsOverview
        items={items}
        links={links}
        locale={locale}
        cancellationDays={settings.cancellationDays}
      />
      <PortalReviews customer={customer} items={items} locale={locale} path={path} />
    </PortalLayout>
  )
}
