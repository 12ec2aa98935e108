import { getTranslations } from 'next-intl/server'

import { RatingStars } from '@/components/ui/RatingStars'
import { monthKey, formatMonth } from '@/features/seminars/format'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/locale-format'
import { formatRating } from '@/lib/rating'

import { REVIEWS_PAGE_SIZE, REVIEWS_SECTION_ID } from '../constants'
import { getSeminarRating, getSeminarReviews } from '../queries'
import { type ReviewCardView, ReviewList } from './ReviewList.client'

/**
 * The seminar page's reviews: the rating, how reviews are verified (German law asks a trader who
 * shows consumer reviews to say whether and how they are checked, UWG § 5b (3)), and the published
 * reviews, newest first, a page at a time.
 */
export async function SeminarReviews({ seminarId, locale }: { seminarId: number; locale: Locale }) {
  const [t, rating, reviews] = await Promise.all([
    getTranslations({ locale, namespace: 'reviews' }),
    getSeminarRating(seminarId),
    getSeminarReviews(seminarId),
  ])
  const cards: ReviewCardView[] = reviews.map((review) => ({
    id: review.id,
    stars: review.stars,
    starsLabel: t('stars', { stars: review.stars }),
    text: review.text,
    language: review.language,
    author: review.authorName ?? t('anonymous'),
    meta: [
      t('attended', { month: formatMonth(monthKey(review.attendedUntil), locale) }),
      t('written', { date: formatDate(review.writtenAt, locale) }),
    ].join(' · '),
  }))
  return (
    <section
      id={REVIEWS_SECTION_ID}
      aria-labelledby={`${REVIEWS_SECTION_ID}-title`}
      className="container-site scroll-mt-28 py-12 md:py-16"
    >
      <div className="max-w-4xl">
        <h2 id={`${REVIEWS_SECTION_ID}-title`} className="text-2xl font-semibold md:text-3xl">
          {t('title')}
        </h2>
        {rating ? (
          <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1">
            <RatingStars
              rating={rating.average}
              label={t('summary', { average: formatRating(rating.average, locale) })}
            />
            <span className="text-lg font-semibold">{formatRating(rating.average, locale)}</span>
            <span className="text-muted">{t('count', { count: rating.count })}</span>
          </p>
        ) : (
          <p className="mt-4 text-muted">{t('none')}</p>
        )}
        <p className="mt-4 max-w-prose">{t('verifiedShort')}</p>
        <details className="mt-3 rounded-lg border border-line bg-section-grey px-4 py-1">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">
            {t('howVerifiedTitle')}
          </summary>
          <p className="max-w-prose pb-2 text-sm leading-relaxed">{t('howVerified')}</p>
        </details>
        {cards.length > 0 && (
          <ReviewList
            reviews={cards}
            pageSize={REVIEWS_PAGE_SIZE}
            verified={t('verified')}
            showMore={t.raw('showMore') as string}
          />
        )}
      </div>
    </section>
  )
}
