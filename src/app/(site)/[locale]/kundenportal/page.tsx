import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getCustomerItems } from '@/features/portal/bookings'
import { PortalGlance } from '@/features/portal/components/PortalGlance'
import { PortalLayout } from '@/features/portal/components/PortalLayout'
import { PortalSectionLinks } from '@/features/portal/components/PortalSectionLinks'
import { glance } from '@/features/portal/glance'
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
  return { title: t('title'), robots: { index: false } }
}

/** Portal home: the next seminar and the counts at a glance, the way into each section, the account. */
export default async function PortalOverviewPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const path = getPathname({ href: '/kundenportal', locale })
  const customer = await requireCustomer(locale, path)
  const t = await getTranslations({ locale, namespace: 'portal' })
  const items = await getCustomerItems(customer, locale)
  return (
    <PortalLayout customer={customer} locale={locale} current={path}>
      <PageAlternates urls={fixedRouteUrls('/kundenportal')} />
      <h1 className="text-2xl font-bold">{t('sections.overview')}</h1>
      <p className="mt-3 text-muted">{t('overviewIntro')}</p>
      <PortalGlance summary={glance(items)} locale={locale} />
      <PortalSectionLinks locale={locale} />
      <h2 className="mt-8 text-lg font-semibold">{t('account')}</h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        <dt className="text-muted">{t('name')}</dt>
        <dd>
          {[customer.anrede, customer.vorname, customer.nachname].filter(Boolean).join(' ')}
        </dd>
        {customer.firma && (
          <>
            <dt className="text-muted">{t('company')}</dt>
            <dd>{customer.firma}</dd>
          </>
        )}
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
