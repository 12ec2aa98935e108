import type { Metadata } from 'next'
import { notFound, redirect as redirectTo } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthCard } from '@/features/portal/auth/AuthCard'
import { AuthMessages } from '@/features/portal/auth/AuthMessages'
import { ForgotPasswordForm } from '@/features/portal/auth/components/ForgotPasswordForm.client'
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
  return { title: t('forgot.title'), robots: { index: false } }
}

/** /login/passwort-vergessen/ and /en/login/forgot-password/: asks for a mailed reset link. */
export default async function ForgotPasswordPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  if (!(await isPortalEnabled(locale))) redirectTo(localizedUrl(locale, '/'))
  const t = await getTranslations({ locale, namespace: 'portal.auth' })
  return (
    <>
      <PageAlternates urls={fixedRouteUrls('/login/forgot-password')} />
      <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
        <AuthMessages locale={locale}>
          <ForgotPasswordForm locale={locale} loginHref={authPageUrls(locale).login} />
        </AuthMessages>
      </AuthCard>
    </>
  )
}
