import { getTranslations } from 'next-intl/server'
import type React from 'react'

import { PageAlternates } from '@/features/locale/PageAlternates.client'
import { fixedRouteUrls } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

import type { AuthPageKey } from '../page'
import { AuthCard } from './AuthCard'
import { AuthMessages } from './AuthMessages'

const ROUTES = {
  login: '/login',
  forgot: '/login/forgot-password',
  reset: '/login/reset-password',
} as const

/**
 * A login or password page: its language alternates and the card with its title, intro and form.
 */
export async function AuthPage({
  locale,
  page,
  children,
}: {
  locale: Locale
  page: AuthPageKey
  children: React.ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'portal.auth' })
  return (
    <>
      <PageAlternates urls={fixedRouteUrls(ROUTES[page])} />
      <AuthCard title={t(`${page}.title`)} intro={t(`${page}.intro`)}>
        <AuthMessages locale={locale}>{children}</AuthMessages>
      </AuthCard>
    </>
  )
}
