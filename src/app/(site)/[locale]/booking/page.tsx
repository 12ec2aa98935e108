import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { BookingForm } from '@/features/booking/components/BookingForm.client'
import { TERMS_PATH } from '@/features/booking/constants'
import { pickMessages } from '@/features/forms/messages'
import { COUNTRIES_NAMESPACE } from '@/features/forms/options'
import { fixedRouteMetadata } from '@/features/seo/page-metadata'
import { FixedRoutePage, fixedRouteAlternates } from '@/features/pages/FixedRoutePage'
import { SEMINAR_PATH_PREFIX } from '@/features/seminars/constants'
import { isLocale, type Locale, localizedUrl } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

/** The privacy statement per language (docs/behaviour/screens.md#fixed-links). */
const PRIVACY_PATH: Record<Locale, string> = {
  de: '/datenschutzerklaerung/',
  en: '/privacy-statement/',
}

// Alike the other fixed-route pages by shape only: Next wants generateMetadata and the page
// written out per route; what they share lives in FixedRoutePage and fixedRouteMetadata.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'booking' })
  // A form over the visitor's own cart: nothing for search engines.
  return fixedRouteMetadata('/booking', { locale, title: t('title'), indexable: false })
}

/**
 * The booking form: /buchung/ and /en/booking/. Everything it shows comes from the visitor's cart.
 */
export default async function BookingPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)

  const [t, intl] = await Promise.all([
    getTranslations({ locale, namespace: 'booking' }),
    pickMessages(locale, ['booking', 'forms', COUNTRIES_NAMESPACE]),
  ])
  const cartHref = fixedRouteAlternates('/cart')[locale]
  const alternates = fixedRouteAlternates('/booking')
  const crumbs = [
    { title: t('cartTitle'), url: cartHref },
    { title: t('title'), url: alternates[locale] },
  ]

  return (
    <FixedRoutePage locale={locale} alternates={alternates} crumbs={crumbs}>
      <div className="mx-auto max-w-4xl">
        <h1 className="text-3xl leading-tight font-bold md:text-5xl">{t('title')}</h1>
        <p className="mt-3 mb-8 text-muted">{t('intro')}</p>
        <NextIntlClientProvider messages={intl.messages}>
          <BookingForm
            locale={locale}
            cartHref={cartHref}
            seminarsHref={localizedUrl(locale, SEMINAR_PATH_PREFIX[locale])}
            privacyHref={localizedUrl(locale, PRIVACY_PATH[locale])}
            termsHref={localizedUrl(locale, TERMS_PATH[locale])}
          />
        </NextIntlClientProvider>
      </div>
    </FixedRoutePage>
  )
}
