import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageAlternates } from '@/features/locale/PageAlternates.client'
import { RETURN_PARAM } from '@/features/portal/constants'
import { PortalLayout } from '@/features/portal/components/PortalLayout'
import { requireCustomer } from '@/features/portal/guard'
import { PasswordForm } from '@/features/portal/profile/components/PasswordForm.client'
import { ProfileForm } from '@/features/portal/profile/components/ProfileForm.client'
import { ProfileMessages } from '@/features/portal/profile/components/ProfileMessages'
import { fixedRouteUrls, getPathname } from '@/i18n/navigation'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'portal' })
  return { title: `${t('sections.profile')} – ${t('title')}`, robots: { index: false } }
}

/** Profile: the customer's contact details and password. */
export default async function PortalProfilePage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const path = getPathname({ href: '/kundenportal/profil', locale })
  const customer = await requireCustomer(locale, path)
  const [t, tp] = await Promise.all([getTranslations({ locale, namespace: 'portal' }), getTranslations({ locale, namespace: 'portal.profilePage' })])
  const loginHref = `${getPathname({ href: '/login', locale })}?${new URLSearchParams({ [RETURN_PARAM]: path })}`
  const values = {
    anrede: customer.anrede ?? '',
    vorname: customer.vorname,
    nachname: customer.nachname,
    firma: customer.firma ?? '',
    telefon: customer.telefon ?? '',
  }
  return (
    <PortalLayout customer={customer} locale={locale} current={path}>
      <PageAlternates urls={fixedRouteUrls('/kundenportal/profil')} />
      <h1 className="text-2xl font-bold">{t('sections.profile')}</h1>
      <p className="mt-3 text-muted">{tp('intro')}</p>
      <ProfileMessages locale={locale}>
        <section aria-labelledby="profile-contact" className="mt-8">
          <h2 id="profile-contact" className="text-xl font-semibold">
            {tp('contactTitle')}
          </h2>
          <ProfileForm values={values} email={customer.email} labelledBy="profile-contact" loginHref={loginHref} />
        </section>
        <section aria-labelledby="profile-password" className="mt-12 border-t border-line pt-8">
          <h2 id="profile-password" className="text-xl font-semibold">
            {tp('passwordTitle')}
          </h2>
          <p className="mt-2 text-muted">{tp('passwordIntro')}</p>
          <PasswordForm email={customer.email} labelledBy="profile-password" loginHref={loginHref} />
        </section>
      </ProfileMessages>
    </PortalLayout>
  )
}
