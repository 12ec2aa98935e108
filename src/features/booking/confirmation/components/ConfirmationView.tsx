import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

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
  /** The institute's name: on paper, where the site's header is left out. */
  organisation: string
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

type SectionProps = {
  id: string
  title: string
  /** Small: the two address blocks side by side. */
  small?: boolean
  /** Kept on one printed page (everything but the item list). */
  keepTogether?: boolean
  children: ReactNode
}

function Section({ id, title, small, keepTogether = true, children }: SectionProps) {
  return (
    <section aria-labelledby={id} className={keepTogether ? 'break-inside-avoid' : undefined}>
      <h2
        id={id}
        className={small ? 'text-xl font-semibold' : 'text-2xl leading-tight font-semibold'}
      >
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * The booking confirmation: number, items with dates, venues and participants, totals, contact and
 * billing address, what happens next and the cancellation terms in short. Made to be printed.
 */
export function ConfirmationView({
  confirmation,
  locale,
  organisation,
  termsHref,
  seminarsHref,
}: Props) {
  const t = useTranslations('bookingConfirmation')
  const { items, totals, contact, billing } = confirmation
  const hasProgramme = items.some((item) => item.type === 'qualifizierungsprogramm')
  const cancelled = confirmation.status === 'cancelled'

  return (
    <div className="mx-auto max-w-4xl">
      <p className="mb-4 hidden font-semibold print:block">{organisation}</p>
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

      <div className="mt-12 space-y-12">
        <Section id="confirmation-items" title={t('itemsTitle')} keepTogether={false}>
          <ul className="mt-5 space-y-5">
            {items.map((item, index) => (
              <ConfirmationItemCard key={index} item={item} locale={locale} />
            ))}
          </ul>
        </Section>

        <Section id="confirmation-totals" title={t('totalsTitle')}>
          <div className="mt-5">
            <ConfirmationTotals totals={totals} locale={locale} />
          </div>
        </Section>

        <div className="grid gap-8 break-inside-avoid sm:grid-cols-2">
          <Section id="confirmation-contact" title={t('contact')} small>
            <p className="mt-2">{contact.name}</p>
            <p className="break-all">{contact.email}</p>
          </Section>
          <Section id="confirmation-billing" title={t('billing')} small>
            <address className="mt-2 not-italic">
              {billing.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </Section>
        </div>

        <Section id="confirmation-next" title={t('nextTitle')}>
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
        </Section>

        {!cancelled && (
          <Section id="confirmation-terms" title={t('termsTitle')}>
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
          </Section>
        )}
      </div>

      <p className="mt-12 print:hidden">
        <SmartLink href={seminarsHref} className="btn-primary">
          {t('toSeminars')}
        </SmartLink>
      </p>
    </div>
  )
}
