import type { Metadata } from 'next'
import { notFound, redirect as redirectTo } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthCard } from '@/features/portal/auth/AuthCard'
import { AuthMessages } from '@/features/portal/auth/AuthMessages'
import { ResetPasswordForm } from '@/features/portal/auth/components/ResetPasswordForm.client'
import { authPageUrls } from '@/features/portal/auth/paths'
import { isPortalEnabled } from '@/features/portal/session'
import { PageAlternates } from '@/features/locale/PageAlternates.client'
import { fixedRouteUrls } from '@/i18n/navigation'
import { isLocale, localizedUrl } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'portal.auth' })
  // Reached through a personal link only: nothing for search engines, no referrer for anyone.
  return { title: t('reset.title'), robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

/**
 * /login/passwort-zuruecksetzen/ and /en/login/reset-password/: the same HTML for everybody; the
 * browser reads the token from the mailed link's fragment.
 */
export default async function ResetPasswordPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  if (!(await isPortalEnabled(locale))) redirectTo(localizedUrl(locale, '/'))
  const t = await getTranslations({ locale, namespace: 'portal.auth' })
  const urls = authPageUrls(locale)
  return (
    <>
      <PageAlternates urls={fixedRouteUrls('/login/reset-password')} />
      <AuthCard title={t('reset.title')} intro={t('reset.intro')}>
        <AuthMessages locale={locale}>
          <ResetPasswordForm loginHref={urls.login} forgotHref={urls.forgot} />
        </AuthMessages>
      </AuthCard>
    </>
  )
}
