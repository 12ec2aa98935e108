import { getTranslations } from 'next-intl/server'

import { RatingStars } from '@/components/ui/RatingStars'
import type { Locale } from '@/i18n/locales'
import { formatRating } from '@/lib/rating'

import { REVIEWS_SECTION_ID } from '../constants'
import { getSeminarRating } from '../queries'

/**
 * The seminar's rating under its title: stars, the average and the number of published verified
 * reviews, linked to the reviews section. Nothing before the first published review.
 */
export async function RatingSummaryLine({
  seminarId,
  locale,
}: {
  seminarId: number
  locale: Locale
}) {
  const [t, rating] = await Promise.all([
    getTranslations({ locale, namespace: 'reviews' }),
    getSeminarRating(seminarId),
  ])
  if (!rating) return null
  const average = formatRating(rating.average, locale)
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="seminar-rating">
      <RatingStars rating={rating.average} label={t('summary', { average })} />
      <span className="font-semibold">{average}</span>
      <a
        href={`#${REVIEWS_SECTION_ID}`}
        className="text-sm text-brand underline underline-offset-2 hover:text-brand-darker"
      >
        {t('count', { count: rating.count })}
      </a>
    </p>
  )
}
