import { getTranslations } from 'next-intl/server'

import { RatingStars } from '@/components/ui/RatingStars'
import { BookmarkToggle } from '@/features/bookmarks/BookmarkToggle.lazy'
import { type BookmarkTemplates, bookmarkToggleLabels } from '@/features/bookmarks/labels'
import { getBookmarkTemplates } from '@/features/bookmarks/load-templates'
import type { Locale } from '@/i18n/locales'
import { formatRating } from '@/lib/rating'

import { formatDays } from '../format'
import type { SeminarSummary } from '../types'
import { BookButton, NextDateFacts, SeminarCardHead } from './SeminarCardParts'

export type SeminarCardLabels = {
  /** Template with {rating}: 'Bewertung {rating} von 5'. */
  rating: string
  nextDate: string
  noDate: string
  duration: string
  price: string
  priceNote: string
  book: string
  toDates: string
  bookmark: BookmarkTemplates
}

/** The card's strings in a language, read once for a whole grid of cards. */
export async function getSeminarCardLabels(locale: Locale): Promise<SeminarCardLabels> {
  const [t, bookmark] = await Promise.all([
    getTranslations({ locale, namespace: 'seminars' }),
    getBookmarkTemplates(locale),
  ])
  return {
    rating: t.raw('rating') as string,
    nextDate: t('card.nextDate'),
    noDate: t('card.noDate'),
    duration: t('card.duration'),
    price: t('card.price'),
    priceNote: t('dates.priceNote'),
    book: t('card.book'),
    toDates: t('card.toDates'),
    bookmark,
  }
}

type Props = {
  seminar: SeminarSummary
  locale: Locale
  labels: SeminarCardLabels
  headingLevel?: 'h2' | 'h3'
}

/**
 * A seminar as a card: title, subtitle, stars, next date and place, price, duration, book button.
 */
export function SeminarCard({ seminar, locale, labels, headingLevel = 'h3' }: Props) {
  const next = seminar.nextDate
  return (
    <div className="flex h-full flex-col rounded-lg border border-line bg-white p-6 shadow-sm">
      <SeminarCardHead
        seminar={seminar}
        heading={headingLevel}
        toggle={
          <BookmarkToggle
            seminarId={seminar.id}
            labels={bookmarkToggleLabels(labels.bookmark, seminar.title)}
            className="-mt-2 -mr-2"
          />
        }
      />
      {seminar.rating !== null && (
        <RatingStars
          rating={seminar.rating}
          label={labels.rating.replace('{rating}', formatRating(seminar.rating, locale))}
          className="mt-3"
        />
      )}
      <dl className="mt-5 mb-6 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-line pt-4 text-sm">
        <NextDateFacts next={next} labels={labels} dateClassName="col-span-2">
          <div>
            <dt className="text-muted">{labels.duration}</dt>
            <dd className="font-semibold">{formatDays(seminar.duration, locale)}</dd>
          </div>
        </NextDateFacts>
      </dl>
      <BookButton seminar={seminar} hasDate={Boolean(next)} labels={labels} />
    </div>
  )
}

/** Cards in a grid: one column on phones, two from 768 px, three from 1024 px. */
export function SeminarCardGrid({
  seminars,
  locale,
  labels,
}: {
  seminars: SeminarSummary[]
  locale: Locale
  labels: SeminarCardLabels
}) {
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="seminar-cards">
      {seminars.map((seminar) => (
        <li key={seminar.id}>
          <SeminarCard seminar={seminar} locale={locale} labels={labels} />
        </li>
      ))}
    </ul>
  )
}
