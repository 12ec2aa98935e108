import type { Metadata } from 'next'
import { notFound, redirect as redirectTo } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

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
  const t = await getTranslations({ locale, namespace: 'portal' })
  return { title: t('loginTitle'), robots: { index: false } }
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

  const t = await getTranslations({ locale, namespace: 'portal' })
  return (
    <div className="bg-section-grey">
      <PageAlternates urls={fixedRouteUrls('/login')} />
      <div className="container-site py-12 md:py-20">
        <div className="mx-auto max-w-md rounded-lg bg-white p-6 shadow-sm md:p-8">
          <h1 className="text-2xl font-bold md:text-3xl">{t('loginTitle')}</h1>
          <p className="mt-2 mb-6 text-muted">{t('loginIntro')}</p>
          <LoginForm
            returnTo={returnTo}
            labels={{
              email: t('email'),
              password: t('password'),
              submit: t('loginSubmit'),
              submitting: t('loginSubmitting'),
              failed: t('loginFailed'),
              unavailable: t('loginUnavailable'),
              required: t('required'),
            }}
          />
        </div>
      </div>
    </div>
  )
}
