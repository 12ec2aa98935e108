import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { CookieSettingsButton } from './components/CookieSettingsButton.client'

/**
 * The footer entry that reopens the cookie settings; translated here so the footer needs no consent
 * texts.
 */
export async function CookieSettingsLink({
  locale,
  className,
}: {
  locale: Locale
  className?: string
}) {
  const t = await getTranslations({ locale, namespace: 'consent' })
  return <CookieSettingsButton label={t('footerLink')} className={className} />
}
