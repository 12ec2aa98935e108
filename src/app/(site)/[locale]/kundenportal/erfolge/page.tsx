import { getTranslations } from 'next-intl/server'

import { AchievementsOverview } from '@/features/portal/achievements/components/AchievementsOverview'
import { completedEntries, programmeProgress } from '@/features/portal/achievements/progress'
import { getProgrammeOutlines } from '@/features/portal/achievements/queries'
import { getCustomerItems } from '@/features/portal/bookings'
import { PortalLayout } from '@/features/portal/components/PortalLayout'
import { openPortalPage, type PortalPageProps, portalMetadata } from '@/features/portal/page'

// Alike the other portal pages by shape only: Next wants each route's page written out; what
// they share lives in openPortalPage, portalMetadata and PortalLayout.
export const dynamic = 'force-dynamic'

export const generateMetadata = portalMetadata('achievements')

/** Completed seminars with a certificate per participant, and the progress of booked programmes. */
export default async function PortalAchievementsPage({ params }: PortalPageProps) {
  const { locale, customer } = await openPortalPage(params, 'achievements')
  const [t, items] = await Promise.all([
    getTranslations({ locale, namespace: 'portal' }),
    getCustomerItems(customer, locale),
  ])
  const programmeIds = [
    ...new Set(items.map((item) => item.programmeId).filter((id): id is number => id !== null)),
  ]
  const outlines = await getProgrammeOutlines(programmeIds, locale)
  return (
    <PortalLayout
      customer={customer}
      locale={locale}
      section="achievements"
      intro={t('achievementsPage.intro')}
    >
      <AchievementsOverview
        entries={completedEntries(items)}
        programmes={programmeProgress(items, outlines)}
        locale={locale}
      />
    </PortalLayout>
  )
}
