import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CartView } from '@/features/cart/components/CartView.client'
import { CART_VIEW_LABEL_KEYS, type CartViewLabels } from '@/features/cart/components/labels'
import { fixedRouteMetadata } from '@/features/seo/page-metadata'
import { FixedRoutePage, fixedRouteAlternates } from '@/features/pages/FixedRoutePage'
import { SEMINAR_PATH_PREFIX } from '@/features/seminars/constants'
import { isLocale, localizedUrl } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

// Alike the other fixed-route pages by shape only: Next wants generateMetadata and the page
// written out per route; what they share lives in FixedRoutePage and fixedRouteMetadata.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'cart' })
  // A visitor's own cart: nothing for search engines.
  return fixedRouteMetadata('/cart', {
    locale,
    title: t('metaTitle'),
    description: t('intro'),
    indexable: false,
  })
}

/**
 * The cart, /warenkorb/ and /en/cart/: the same HTML for everybody; the browser fills in the stored
 * items.
 */
export default async function CartPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'cart' })
  const alternates = fixedRouteAlternates('/cart')
  // Raw texts: the browser fills in {title}, {count} … as the cart changes.
  const labels = Object.fromEntries(
    CART_VIEW_LABEL_KEYS.map((key) => [key, t.raw(key) as string]),
  ) as CartViewLabels

  return (
    <FixedRoutePage locale={locale} alternates={alternates} title={t('title')}>
      <h1 className="text-3xl leading-tight font-bold md:text-5xl">{t('title')}</h1>
      <p className="mt-3 max-w-3xl text-muted">{t('intro')}</p>
      <CartView
        locale={locale}
        labels={labels}
        bookingUrl={fixedRouteAlternates('/booking')[locale]}
        seminarsUrl={localizedUrl(locale, SEMINAR_PATH_PREFIX[locale])}
      />
    </FixedRoutePage>
  )
}
