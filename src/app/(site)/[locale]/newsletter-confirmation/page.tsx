import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'

import { fixedRouteMetadata } from '@/features/seo/page-metadata'
import { NewsletterConfirmation } from '@/features/newsletter/components/NewsletterConfirmation.client'
import { NEWSLETTER_PAGE_URLS } from '@/features/newsletter/constants'
import { FixedRoutePage, fixedRouteAlternates } from '@/features/pages/FixedRoutePage'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

// Alike the other fixed-route pages by shape only: Next wants generateMetadata and the page
// written out per route; what they share lives in FixedRoutePage and fixedRouteMetadata.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'newsletterForm.confirmation' })
  // Reached only through a personal link: nothing for search engines.
  return fixedRouteMetadata('/newsletter-confirmation', {
    locale,
    title: t('metaTitle'),
    indexable: false,
  })
}

/**
 * /newsletter-bestaetigung/ and /en/newsletter-confirmation/: the same HTML for everybody, cached;
 * the browser reads the token from the link's fragment and sends it when the visitor clicks.
 */
export default async function NewsletterConfirmationPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'newsletterForm.confirmation' }),
    getMessages({ locale }),
  ])
  const alternates = fixedRouteAlternates('/newsletter-confirmation')

  return (
    <FixedRoutePage locale={locale} alternates={alternates} title={t('title')}>
      <h1 className="mb-6 text-3xl leading-tight font-bold md:text-5xl">{t('title')}</h1>
      <NextIntlClientProvider
        locale={locale}
        messages={{ newsletterForm: messages.newsletterForm }}
      >
        <NewsletterConfirmation signUpUrl={NEWSLETTER_PAGE_URLS[locale]} />
      </NextIntlClientProvider>
    </FixedRoutePage>
  )
}
