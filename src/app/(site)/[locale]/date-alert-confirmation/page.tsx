import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'

import { FixedRoutePage, fixedRouteAlternates } from '@/features/pages/FixedRoutePage'
import { fixedRouteMetadata } from '@/features/seo/page-metadata'
import { AlertConfirmation } from '@/features/waiting-list/components/AlertConfirmation.client'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

// Alike the other fixed-route pages by shape only: Next wants generateMetadata and the page
// written out per route; what they share lives in FixedRoutePage and fixedRouteMetadata.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'waitingList' })
  return fixedRouteMetadata('/date-alert-confirmation', {
    locale,
    title: t('alertConfirmTitle'),
    indexable: false,
  })
}

/**
 * /termin-benachrichtigung/ and /en/date-alert/: confirms or ends a new-date alert with the token
 * of its mailed link (read by the browser from the fragment).
 */
export default async function DateAlertConfirmationPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'waitingList' }),
    getMessages({ locale }),
  ])
  const alternates = fixedRouteAlternates('/date-alert-confirmation')
  return (
    <FixedRoutePage locale={locale} alternates={alternates} title={t('alertConfirmTitle')}>
      <h1 className="mb-6 text-3xl leading-tight font-bold md:text-5xl">
        {t('alertConfirmTitle')}
      </h1>
      <NextIntlClientProvider locale={locale} messages={{ waitingList: messages.waitingList }}>
        <AlertConfirmation />
      </NextIntlClientProvider>
    </FixedRoutePage>
  )
}
