import { getTranslations } from 'next-intl/server'

import { RETURN_PARAM } from '@/features/portal/constants'
import { PortalLayout } from '@/features/portal/components/PortalLayout'
import { openPortalPage, type PortalPageProps, portalMetadata } from '@/features/portal/page'
import { PasswordForm } from '@/features/portal/profile/components/PasswordForm.client'
import { ProfileForm } from '@/features/portal/profile/components/ProfileForm.client'
import { ProfileMessages } from '@/features/portal/profile/components/ProfileMessages'
import { getPathname } from '@/i18n/navigation'

export const dynamic = 'force-dynamic'

export const generateMetadata = portalMetadata('profile')

/** Profile: the customer's contact details and password. */
export default async function PortalProfilePage({ params }: PortalPageProps) {
  const { locale, customer, path } = await openPortalPage(params, 'profile')
  const tp = await getTranslations({ locale, namespace: 'portal.profilePage' })
  const loginHref = `${getPathname({ href: '/login', locale })}?${new URLSearchParams({ [RETURN_PARAM]: path })}`
  const values = {
    anrede: customer.anrede ?? '',
    vorname: customer.vorname,
    nachname: customer.nachname,
    firma: customer.firma ?? '',
    telefon: customer.telefon ?? '',
  }
  return (
    <PortalLayout customer={customer} locale={locale} section="profile" intro={tp('intro')}>
      <ProfileMessages locale={locale}>
        <section aria-labelledby="profile-contact" className="mt-8">
          <h2 id="profile-contact" className="text-xl font-semibold">
            {tp('contactTitle')}
          </h2>
          <ProfileForm
            values={values}
            email={customer.email}
            labelledBy="profile-contact"
            loginHref={loginHref}
          />
        </section>
        {/* Alike the booking form's section heads by shape only: each section has its own heading id
           and texts. */}
        <section aria-labelledby="profile-password" className="mt-12 border-t border-line pt-8">
          <h2 id="profile-password" className="text-xl font-semibold">
            {tp('passwordTitle')}
          </h2>
          <p className="mt-2 text-muted">{tp('passwordIntro')}</p>
          <PasswordForm
            email={customer.email}
            labelledBy="profile-password"
            loginHref={loginHref}
          />
        </section>
      </ProfileMessages>
    </PortalLayout>
  )
}
