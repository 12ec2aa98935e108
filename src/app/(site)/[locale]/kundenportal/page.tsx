import { getTranslations } from 'next-intl/server'

import { getCustomerItems } from '@/features/portal/bookings'
import { PortalGlance } from '@/features/portal/components/PortalGlance'
import { PortalLayout } from '@/features/portal/components/PortalLayout'
import { openPortalPage, type PortalPageProps, portalMetadata } from '@/features/portal/page'
import { PortalSectionLinks } from '@/features/portal/components/PortalSectionLinks'
import { glance } from '@/features/portal/glance'

export const dynamic = 'force-dynamic'

export const generateMetadata = portalMetadata('overview')

/**
 * Portal home: the next seminar and the counts at a glance, the way into each section, the account.
 */
export default async function PortalOverviewPage({ params }: PortalPageProps) {
  const { locale, customer } = await openPortalPage(params, 'overview')
  const t = await getTranslations({ locale, namespace: 'portal' })
  const items = await getCustomerItems(customer, locale)
  return (
    <PortalLayout customer={customer} locale={locale} section="overview" intro={t('overviewIntro')}>
      <PortalGlance summary={glance(items)} locale={locale} />
      <PortalSectionLinks locale={locale} />
      <h2 className="mt-8 text-lg font-semibold">{t('account')}</h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        <dt className="text-muted">{t('name')}</dt>
        <dd>{[customer.anrede, customer.vorname, customer.nachname].filter(Boolean).join(' ')}</dd>
        {customer.firma && (
          <>
            <dt className="text-muted">{t('company')}</dt>
            <dd>{customer.firma}</dd>
          </>
        )}
        {/* Alike PortalGlance and CompletedList by markup only: each definition list shows its
           own fields. */}
        <dt className="text-muted">{t('email')}</dt>
        <dd>{customer.email}</dd>
        {customer.telefon && (
          <>
            <dt className="text-muted">{t('phone')}</dt>
            <dd>{customer.telefon}</dd>
          </>
        )}
      </dl>
    </PortalLayout>
  )
}
