import { getTranslations } from 'next-intl/server'

import { PortalLayout } from '@/features/portal/components/PortalLayout'
import { openPortalPage, type PortalPageProps, portalMetadata } from '@/features/portal/page'
import { MissingModules } from '@/features/portal/recommendations/components/MissingModules'
import { TopicRecommendations } from '@/features/portal/recommendations/components/TopicRecommendations'
import { getRecommendations } from '@/features/portal/recommendations/queries'

// Alike the other portal pages by shape only: Next wants each route's page written out; what
// they share lives in openPortalPage, portalMetadata and PortalLayout.
export const dynamic = 'force-dynamic'

export const generateMetadata = portalMetadata('recommendations')

/**
 * Recommendations: seminars from the topics of the customer's bookings and the modules their
 * programmes miss.
 */
export default async function PortalRecommendationsPage({ params }: PortalPageProps) {
  const { locale, customer } = await openPortalPage(params, 'recommendations')
  const [tp, data] = await Promise.all([
    getTranslations({ locale, namespace: 'portal.recommendationsPage' }),
    getRecommendations(customer, locale),
  ])
  return (
    <PortalLayout customer={customer} locale={locale} section="recommendations" intro={tp('intro')}>
      <TopicRecommendations locale={locale} data={data} />
      <MissingModules locale={locale} data={data} />
    </PortalLayout>
  )
}
