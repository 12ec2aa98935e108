import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { pickMessages } from '@/features/forms/messages'
import { COUNTRIES_NAMESPACE } from '@/features/forms/options'
import { CONSENT_LINKS } from '@/features/forms/links'
import { FixedRoutePage, fixedRouteAlternates } from '@/features/pages/FixedRoutePage'
import { fixedRouteMetadata } from '@/features/seo/page-metadata'
import { OfferBooking } from '@/features/waiting-list/components/OfferBooking.client'
import { TERMS_PATHS } from '@/features/waiting-list/links'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

// Alike the other fixed-route pages by shape only: Next wants generateMetadata and the page
// written out per route; what they share lives in FixedRoutePage and fixedRouteMetadata.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'waitingList' })
  // Reached only through a personal link: nothing for search engines.
  return fixedRouteMetadata('/waiting-list-offer', {
    locale,
    title: t('offerTitle'),
    indexable: false,
  })
}

/**
 * /warteliste/angebot/ and /en/waiting-list/offer/: the same HTML for everybody, cached; the
 * browser reads the offer's token from the link's fragment, shows the held seats and books them.
 */
export default async function WaitingListOfferPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, intl] = await Promise.all([
    getTranslations({ locale, namespace: 'waitingList' }),
    pickMessages(locale, ['waitingList', 'forms', COUNTRIES_NAMESPACE]),
  ])
  const alternates = fixedRouteAlternates('/waiting-list-offer')
  return (
    <FixedRoutePage locale={locale} alternates={alternates} title={t('offerTitle')}>
      <div className="mx-auto max-w-3xl">
        <h1 className="mb-6 text-3xl leading-tight font-bold md:text-5xl">{t('offerTitle')}</h1>
        <NextIntlClientProvider messages={intl.messages}>
          <OfferBooking
            privacyHref={CONSENT_LINKS[locale].privacy}
            termsHref={TERMS_PATHS[locale]}
          />
        </NextIntlClientProvider>
      </div>
    </FixedRoutePage>
  )
}
