import { FormatBadge } from '@/features/seminars/components/FormatBadge'
import type { DateFormat } from '@/features/seminars/constants'
import { formatDays } from '@/features/seminars/format'
import type { SeminarDateView } from '@/features/seminars/types'
import type { Locale } from '@/i18n/locales'

import { BookDateLink } from './BookDateLink'

export type DateRowLabels = {
  book: string
  period: string
  duration: string
  place: string
  price: string
  formats: Record<DateFormat, string>
}

/**
 * A date as a list row: seminar and format, period, duration, place, price and a book-now link to
 * the seminar's dates.
 */
export function DateRow({
  date,
  locale,
  labels,
}: {
  date: SeminarDateView
  locale: Locale
  labels: DateRowLabels
}) {
  const facts: [string, string][] = [
    [labels.period, date.period],
    [labels.duration, date.days ? formatDays(date.days, locale) : ''],
    [labels.place, date.place],
    [labels.price, date.priceLabel],
  ]
  return (
    <li className="grid gap-3 py-5 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] md:items-center md:gap-6">
      <div>
        <p className="text-lg leading-snug font-semibold">{date.seminarTitle}</p>
        <FormatBadge format={date.format} text={labels.formats[date.format]} />
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-muted sm:grid-cols-4">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="sr-only">{term}</dt>
            <dd>{value || '–'}</dd>
          </div>
        ))}
      </dl>
      <BookDateLink date={date} label={labels.book} />
    </li>
  )
}
