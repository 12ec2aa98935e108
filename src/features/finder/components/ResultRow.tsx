import type React from 'react'

import { RatingStars } from '@/components/ui/RatingStars'
import { Seats } from '@/features/seminars/components/DateCells'
import { FormatBadge } from '@/features/seminars/components/FormatBadge'
import type { DateFormat } from '@/features/seminars/constants'
import { formatDays, seatStatus } from '@/features/seminars/format'
import type { Locale } from '@/i18n/locales'
import { formatRating } from '@/lib/rating'

import type { CatalogueResult } from '../server/results'

import { BookDateLink } from './BookDateLink'

export type ResultRowLabels = {
  codeLabel: string
  period: string
  duration: string
  place: string
  price: string
  priceNote: string
  seats: Record<'label' | 'free' | 'few' | 'full', string>
  formats: Record<DateFormat, string>
  /** Template with {rating}. */
  rating: string
  book: string
}

/**
 * One result: the seminar's title as a link, its code, format and rating, then the date's period,
 * duration, place, price (plus VAT), seat status and, while seats are left, a link to book it.
 */
export function ResultRow({
  date,
  locale,
  labels,
  headingLevel,
}: {
  date: CatalogueResult
  locale: Locale
  labels: ResultRowLabels
  headingLevel: 'h3' | 'h4'
}) {
  const Heading = headingLevel
  return (
    <li
      data-testid="catalogue-result"
      className="grid gap-3 py-5 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] md:items-center md:gap-6"
    >
      <div>
        <Heading className="text-lg leading-snug font-semibold">
          <a href={date.seminarUrl} className="hover:text-brand hover:underline">
            {date.seminarTitle}
          </a>
        </Heading>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span>
            <span className="sr-only">{labels.codeLabel}: </span>
            {date.seminarCode}
          </span>
          <FormatBadge format={date.format} text={labels.formats[date.format]} />
        </p>
        {date.rating !== null && (
          <RatingStars
            rating={date.rating}
            label={labels.rating.replace('{rating}', formatRating(date.rating, locale))}
            className="mt-2"
          />
        )}
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3">
        <Fact term={labels.period}>
          <span className="font-semibold text-ink">{date.period}</span>
        </Fact>
        <Fact term={labels.duration}>{date.days ? formatDays(date.days, locale) : '–'}</Fact>
        <Fact term={labels.place}>{date.place || '–'}</Fact>
        <Fact term={labels.price}>
          <span className="font-semibold text-ink">{date.priceLabel}</span>{' '}
          <span className="text-sm">{labels.priceNote}</span>
        </Fact>
        <Fact term={labels.seats.label}>
          <Seats left={date.seatsLeft} text={labels.seats[seatStatus(date.seatsLeft)]} />
        </Fact>
      </dl>
      {date.seatsLeft > 0 ? <BookDateLink date={date} label={labels.book} /> : <span />}
    </li>
  )
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="text-muted">{children}</dd>
    </div>
  )
}
