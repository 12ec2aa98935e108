import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ConfirmationView } from '@/features/booking/confirmation/components/ConfirmationView'
import { readBookingConfirmation } from '@/features/booking/confirmation/read'
import { TERMS_PATH } from '@/features/booking/constants'
import { FixedRoutePage, fixedRouteAlternates } from '@/features/pages/FixedRoutePage'
import { SEMINAR_PATH_PREFIX } from '@/features/seminars/constants'
import { getSiteSettings } from '@/features/site/queries'
import { isLocale, localizedUrl } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'

type Props = { params: Promise<{ locale: string; token: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'bookingConfirmation' })
  // A personal page behind a secret link: never indexed, and the link is never passed on.
  return {
    title: t('metaTitle'),
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  }
}

/**
 * A booking's confirmation, /buchung/bestaetigung/<token>/ and /en/booking/confirmation/<token>/:
 * the link from the booking form's success and the receipt mail. No login; the token opens it
 * until after the booking's last day (docs/behaviour/states.md#booking-confirmation). The proxy
 * answers it uncached and without a referrer (CONFIRMATION_PAGE_HEADERS).
 */
export default async function BookingConfirmationPage({ params }: Props) {
  const { locale, token } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const payload = await getPayloadClient()
  const confirmation = await readBookingConfirmation(payload, token, locale)
  if (!confirmation) notFound()
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'bookingConfirmation' }),
    getSiteSettings(locale),
  ])
  const alternates = fixedRouteAlternates({
    pathname: '/booking/confirmation/[token]',
    params: { token },
  })

  return (
    <FixedRoutePage locale={locale} alternates={alternates} title={t('crumb')}>
      <ConfirmationView
        confirmation={confirmation}
        locale={locale}
        organisation={settings.organisation}
        termsHref={localizedUrl(locale, TERMS_PATH[locale])}
        seminarsHref={localizedUrl(locale, SEMINAR_PATH_PREFIX[locale])}
      />
    </FixedRoutePage>
  )
}
