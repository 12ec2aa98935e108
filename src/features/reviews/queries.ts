import 'server-only'

import { unstable_cache } from 'next/cache'
import { getTranslations } from 'next-intl/server'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'

import { CACHE_TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'

import { reviewsJsonLd } from './jsonld'
import { type RatingSummary, summariseBySeminar } from './rating'

// Reviews change a seminar's catalogue views, so they are read under the catalogue tag, which
// publishing or withdrawing a review expires (hooks.ts).
const TAGS = { tags: [CACHE_TAGS.catalogue], revalidate: 3600 }

/** A published review as the seminar page shows it; the name only where the author allowed it. */
export type PublishedReview = {
  id: number
  stars: number
  text: string
  authorName: string | null
  language: 'de' | 'en'
  /** When it was written (ISO). */
  writtenAt: string
  /** The last day of the attended date (ISO). */
  attendedUntil: string
}

/** Bounds one seminar's list; far more than any seminar collects. */
const MAX_REVIEWS = 1000

/**
 * The rating of every seminar with published reviews, by seminar id. Read as a visitor reads them
 * (published only), one query for the whole catalogue.
 */
export const getRatingsBySeminar = cache(
  unstable_cache(
    async (): Promise<Record<number, RatingSummary>> => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'reviews',
        where: { status: { equals: 'published' } },
        depth: 0,
        limit: 100_000,
        pagination: false,
        overrideAccess: false,
        select: { seminar: true, stars: true },
      })
      return summariseBySeminar(docs)
    },
    ['ratings-by-seminar'],
    TAGS,
  ),
)

/** One seminar's rating, or null before its first published review. */
export async function getSeminarRating(seminarId: number): Promise<RatingSummary | null> {
  return (await getRatingsBySeminar())[seminarId] ?? null
}

/** A seminar's published reviews, newest first, read as a visitor reads them. */
export const getSeminarReviews = cache(
  unstable_cache(
    async (seminarId: number): Promise<PublishedReview[]> => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'reviews',
        where: {
          and: [{ seminar: { equals: seminarId } }, { status: { equals: 'published' } }],
        },
        depth: 0,
        limit: MAX_REVIEWS,
        pagination: false,
        sort: '-createdAt',
        overrideAccess: false,
        select: {
          stars: true,
          text: true,
          showName: true,
          authorName: true,
          language: true,
          createdAt: true,
          attendedUntil: true,
        },
      })
      return docs.map((doc) => ({
        id: doc.id,
        stars: doc.stars,
        text: doc.text,
        authorName: doc.showName && doc.authorName ? doc.authorName : null,
        language: doc.language,
        writtenAt: doc.createdAt,
        attendedUntil: doc.attendedUntil,
      }))
    },
    ['seminar-reviews'],
    TAGS,
  ),
)

/** The seminar's `aggregateRating` and `review` for its Course structured data. */
export async function getReviewsJsonLd(
  seminarId: number,
  locale: Locale,
): Promise<Record<string, unknown>> {
  const [rating, reviews, t] = await Promise.all([
    getSeminarRating(seminarId),
    getSeminarReviews(seminarId),
    getTranslations({ locale, namespace: 'reviews' }),
  ])
  return reviewsJsonLd(rating, reviews, t('anonymous'))
}
