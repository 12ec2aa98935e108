import { useTranslations } from 'next-intl'

import { CalendarFileLink } from '@/features/calendar/components/CalendarFileLink'
import type { Locale } from '@/i18n/locales'

import type { ConfirmationDate } from '../read'

type Props = { date: ConfirmationDate; title: string; locale: Locale }

/** A booked date: its days, its venue with the full address, and its calendar file. */
export function DateFacts({ date, title, locale }: Props) {
  const t = useTranslations('bookingConfirmation')
  return (
    <div className="mt-3 grid gap-x-8 gap-y-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
      <div>
        <p className="text-sm font-semibold text-muted">{t('date')}</p>
        <p data-testid="confirmation-period">{date.period}</p>
      </div>
      {date.place && (
        <div>
          <p className="text-sm font-semibold text-muted">{t('place')}</p>
          <address className="not-italic" data-testid="confirmation-place">
            <span className="font-semibold">{date.place.name}</span>
            {date.place.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
      )}
      {date.hasDay && (
        // The same link as the seminar page's dates, with this page's label; none on paper.
        <p className="print:hidden sm:col-span-2">
          <CalendarFileLink
            dateId={date.dateId}
            locale={locale}
            text={t('calendar')}
            label={t('calendarLabel', { title, period: date.period })}
          />
        </p>
      )}
    </div>
  )
}
