import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/locale-format'

import type { SeminarsTranslator } from '../../seminars/constants'
import type { PortalItem } from '../../timeline'
import { bookingPdfPath } from '../../booking-pdf/paths'
import { cancellationDeadline, cancellationOption } from '../rules'

import { CancelBooking } from './CancelBooking.client'

const linkClass = 'text-brand underline underline-offset-2 hover:text-brand-darker'

/**
 * Under a booked item: the booking confirmation as PDF, and cancelling the booking online until
 * the deadline (after it, a request to staff), or the note that a request was sent.
 */
export function BookingActions({
  item,
  days,
  locale,
  t,
  now = new Date(),
}: {
  item: PortalItem
  days: number
  locale: Locale
  t: SeminarsTranslator
  now?: Date
}) {
  const option = cancellationOption(item.booking, days, now)
  const deadline = cancellationDeadline(item.booking.firstStart, days)
  // The deadline is the end of its day: the date shown is the day before the exclusive limit.
  const lastDay = deadline && formatDate(new Date(deadline.getTime() - 1), locale)
  const number = item.bookingNumber
  return (
    <>
      {item.booking.status !== 'cancelled' && (
        <p className="mt-3">
          <a
            href={bookingPdfPath(locale, item.bookingId)}
            className={linkClass}
            aria-label={t('cancellation.pdfLabel', { number })}
            download
          >
            {t('cancellation.pdf')}
          </a>
        </p>
      )}
      {option === 'requested' && item.booking.cancellationRequestedAt && (
        <p className="mt-3 font-semibold">
          {t('cancellation.requestedOn', {
            date: formatDate(item.booking.cancellationRequestedAt, locale),
          })}
        </p>
      )}
      {option === 'online' && lastDay && (
        <p className="mt-3 text-sm text-muted">{t('cancellation.until', { date: lastDay })}</p>
      )}
      {(option === 'online' || option === 'request') && (
        <CancelBooking
          bookingId={item.bookingId}
          locale={locale}
          texts={
            option === 'online'
              ? {
                  open: t('cancellation.cancel'),
                  title: t('cancellation.confirmTitle', { number }),
                  text: t('cancellation.confirmText'),
                  confirm: t('cancellation.confirm'),
                  keep: t('cancellation.keep'),
                  done: t('cancellation.done'),
                  failed: t('cancellation.failed'),
                }
              : {
                  open: t('cancellation.request'),
                  title: t('cancellation.requestTitle', { number }),
                  text: t('cancellation.requestText', { date: lastDay ?? '' }),
                  confirm: t('cancellation.requestConfirm'),
                  keep: t('cancellation.keep'),
                  done: t('cancellation.requestDone'),
                  failed: t('cancellation.failed'),
                }
          }
        />
      )}
    </>
  )
}
