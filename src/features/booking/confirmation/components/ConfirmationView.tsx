import { useTranslations } from 'next-intl'

import { SmartLink } from '@/components/ui/SmartLink'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/locale-format'

import type { BookingConfirmation } from '../read'
import { ConfirmationItemCard } from './ConfirmationItemCard'
import { ConfirmationTotals } from './ConfirmationTotals'
import { PrintButton } from './PrintButton.client'

type Props = {
  confirmation: BookingConfirmation
  locale: Locale
  termsHref: string
  seminarsHref: string
}

type Translate = ReturnType<typeof useTranslations<'bookingConfirmation'>>

function heading(t: Translate, { status, kind }: BookingConfirmation): string {
  if (status === 'cancelled') return t('title.cancelled')
  const reservation = kind === 'reservierung'
  if (status === 'confirmed')
    return t(reservation ? 'title.confirmedReservation' : 'title.confirmed')
  return t(reservation ? 'title.newReservation' : 'title.new')
}

/** What happens next, for the booking's kind and status (docs/behaviour/states.md#booking-confirmation). */
function nextSteps(t: Translate, { status, kind }: BookingConfirmation): string[] {
  if (status === 'cancelled') return [t('next.cancelled'), t('next.questions')]
  const first =
    status === 'confirmed'
      ? t('next.confirmed')
      : t(kind === 'reservierung' ? 'next.confirmReservation' : 'next.confirm')
  return [first, t('next.invoice'), t('next.invitation'), t('next.questions')]
}

const sectionHeading = 'text-2xl leading-tight font-semibold'

/**
 * The booking confirmation: number, items with dates, venues and participants, totals, contact and
 * billing address, what happens next and the cancellation terms in short. Made to be printed.
 */
export function ConfirmationView({ confirmation, locale, termsHref, seminarsHref }: Props) {
  const t = useTranslations('bookingConfirmation')
  const { items, totals, contact, billing } = confirmation
  const hasProgramme = items.some((item) => item.type === 'qualifizierungsprogramm')
  const cancelled = confirmation.status === 'cancelled'

  return (
    <div className="mx-auto max-w-4xl">
      <div
        className={`rounded-lg border-l-4 p-6 md:p-8 print:border print:p-4 ${cancelled ? 'border-red-700 bg-red-50' : 'border-brand bg-section-blue'}`}
      >
        <h1 className="text-3xl leading-tight font-bold md:text-4xl">{heading(t, confirmation)}</h1>
        <dl className="mt-4 grid gap-x-8 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">{t('number')}</dt>
          <dd className="text-lg font-bold" data-testid="confirmation-number">
            {confirmation.bookingNumber}
          </dd>
          <dt className="text-muted">{t('bookedAt')}</dt>
          <dd>{formatDate(confirmation.bookedAt, locale)}</dd>
        </dl>
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 print:hidden">
          <PrintButton label={t('print')} />
          <p className="max-w-md text-sm text-muted">{t('keep')}</p>
        </div>
      </div>

      <section aria-labelledby="confirmation-items" className="mt-12">
        <h2 id="confirmation-items" className={sectionHeading}>
          {t('itemsTitle')}
        </h2>
        <ul className="mt-5 space-y-5">
          {items.map((item, index) => (
            <ConfirmationItemCard key={index} item={item} locale={locale} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="confirmation-totals" className="mt-12 break-inside-avoid">
        <h2 id="confirmation-totals" className={sectionHeading}>
          {t('totalsTitle')}
        </h2>
        <div className="mt-5">
          <ConfirmationTotals totals={totals} locale={locale} />
        </div>
      </section>

      <div className="mt-12 grid gap-8 break-inside-avoid sm:grid-cols-2">
        <section aria-labelledby="confirmation-contact">
          <h2 id="confirmation-contact" className="text-xl font-semibold">
            {t('contact')}
          </h2>
          <p className="mt-2">{contact.name}</p>
          <p className="break-all">{contact.email}</p>
        </section>
        <section aria-labelledby="confirmation-billing">
          <h2 id="confirmation-billing" className="text-xl font-semibold">
            {t('billing')}
          </h2>
          <address className="mt-2 not-italic">
            {billing.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </section>
      </div>

      <section aria-labelledby="confirmation-next" className="mt-12 break-inside-avoid">
        <h2 id="confirmation-next" className={sectionHeading}>
          {t('nextTitle')}
        </h2>
        <ol className="mt-5 space-y-3" data-testid="confirmation-next">
          {nextSteps(t, confirmation).map((step, index) => (
            <li key={step} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand font-semibold text-white print:border print:border-ink print:bg-white print:text-ink"
              >
                {index + 1}
              </span>
              <span className="pt-1">{step}</span>
            </li>
          ))}
        </ol>
      </section>

      {!cancelled && (
        <section aria-labelledby="confirmation-terms" className="mt-12 break-inside-avoid">
          <h2 id="confirmation-terms" className={sectionHeading}>
            {t('termsTitle')}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6">
            <li>{t('terms.free')}</li>
            <li>{t('terms.half')}</li>
            <li>{t('terms.substitute')}</li>
            {hasProgramme && <li>{t('terms.programme')}</li>}
          </ul>
          <p className="mt-4">
            <SmartLink
              href={termsHref}
              className="font-semibold text-brand underline underline-offset-2 hover:text-brand-darker"
            >
              {t('termsLink')}
            </SmartLink>
          </p>
        </section>
      )}

      <p className="mt-12 print:hidden">
        <SmartLink href={seminarsHref} className="btn-primary">
          {t('toSeminars')}
        </SmartLink>
      </p>
    </div>
  )
}
