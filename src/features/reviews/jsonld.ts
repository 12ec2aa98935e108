import { REVIEW_LIMITS } from './constants'
import type { PublishedReview } from './queries'
import type { RatingSummary } from './rating'

/** How many reviews the structured data lists: the newest, as the page shows them first. */
export const JSONLD_REVIEWS = 10

/** An ISO time as the day it was on ('2026-03-14'). */
const day = (iso: string) => iso.slice(0, 10)

/**
 * schema.org `aggregateRating` and `review` of a Course, from published verified reviews only;
 * nothing at all without any, so search engines never see a rating that has no reviews behind it.
 * `anonymous` names authors who did not want their name shown.
 */
export function reviewsJsonLd(
  summary: RatingSummary | null,
  reviews: PublishedReview[],
  anonymous: string,
): Record<string, unknown> {
  if (!summary || summary.count === 0) return {}
  const scale = { bestRating: REVIEW_LIMITS.starsMax, worstRating: REVIEW_LIMITS.starsMin }
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      ratingCount: summary.count,
      reviewCount: summary.count,
      ...scale,
    },
    review: reviews.slice(0, JSONLD_REVIEWS).map((review) => ({
      '@type': 'Review',
      reviewRating: { '@type': 'Rating', ratingValue: review.stars, ...scale },
      author: { '@type': 'Person', name: review.authorName ?? anonymous },
      datePublished: day(review.writtenAt),
      reviewBody: review.text,
      inLanguage: review.language,
    })),
  }
}
