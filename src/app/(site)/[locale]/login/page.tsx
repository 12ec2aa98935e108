import type { Metadata } from 'next'
import { notFound, redirect as redirectTo } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthCard } from '@/features/portal/auth/AuthCard'
import { AuthMessages } from '@/features/portal/auth/AuthMessages'
import { authPageUrls } from '@/features/portal/auth/paths'
import { LoginForm } from '@/features/portal/components/LoginForm.client'
import { RETURN_PARAM } from '@/features/portal/constants'
import { getCurrentCustomer, isPortalEnabled, safeReturnPath } from '@/features/portal/session'
import { PageAlternates } from '@/features/locale/PageAlternates.client'
import { fixedRouteUrls, getPathname, redirect } from '@/i18n/navigation'
import { isLocale, localizedUrl } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'portal.auth' })
  return { title: t('login.title'), robots: { index: false } }
}

/** Customer login; redirects home when the portal is off and to the portal when already logged in. */
export default async function LoginPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  if (!(await isPortalEnabled(locale))) redirectTo(localizedUrl(locale, '/'))

  const query = await searchParams
  const requested = typeof query[RETURN_PARAM] === 'string' ? query[RETURN_PARAM] : null
  const returnTo = safeReturnPath(requested, getPathname({ href: '/kundenportal', locale }))
  if (await getCurrentCustomer()) redirect({ href: '/kundenportal', locale })

  const t = await getTranslations({ locale, namespace: 'portal.auth' })
  return (
    <>
      <PageAlternates urls={fixedRouteUrls('/login')} />
      <AuthCard title={t('login.title')} intro={t('login.intro')}>
        <AuthMessages locale={locale}>
          <LoginForm returnTo={returnTo} forgotHref={authPageUrls(locale).forgot} />
        </AuthMessages>
      </AuthCard>
    </>
  )
}
