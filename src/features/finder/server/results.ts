import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { getRatingsBySeminar } from '@/features/reviews/queries'
import { startOfToday } from '@/features/seminars/format'
import { findDatesPage, getSeminarPlaces, getTopics } from '@/features/seminars/queries'
import type { SeminarDateView } from '@/features/seminars/types'
import type { Locale } from '@/i18n/locales'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import { relationId } from '@/lib/relations'

import { ONLINE_PLACE_VALUE, RESULTS_PAGE_SIZE } from '../constants'
import {
  databaseSort,
  datesWhere,
  matchingSeminarIds,
  pageWithin,
  type SeminarFacts,
} from '../query'
import type { FieldError, FinderQuery } from '../schemas'

/** A result: the date as lists show it, with its seminar's rating from verified reviews. */
export type CatalogueResult = SeminarDateView & { rating: number | null; ratingCount: number }

export type CatalogueResults = {
  dates: CatalogueResult[]
  total: number
  /** The page shown (the last one when the URL asked for one beyond it). */
  page: number
  pageCount: number
}

/** Far more seminars than the catalogue holds; bounds the read of their facts. */
const MAX_SEMINARS = 100_000

/** Published seminars with what the seminar-level filters look at, in a language. */
export const getSeminarFacts = cache(
  unstable_cache(
    async (locale: Locale): Promise<SeminarFacts[]> => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'seminars',
        locale,
        depth: 0,
        limit: MAX_SEMINARS,
        pagination: false,
        overrideAccess: false,
        select: { code: true, title: true, subtitle: true, duration: true, topics: true },
      })
      return docs.map((seminar) => ({
        id: seminar.id,
        code: seminar.code,
        title: seminar.title,
        subtitle: seminar.subtitle ?? null,
        duration: seminar.duration,
        topicIds: (seminar.topics ?? [])
          .map((topic) => relationId(topic))
          .filter((id): id is number => id !== null),
      }))
    },
    ['finder-seminar-facts'],
    { tags: [CACHE_TAGS.catalogue], revalidate: 3600 },
  ),
)

/**
 * A topic or place id that names none (a stale link, a typed URL) is refused like a malformed
 * value: the endpoint answers 400, the page ignores the filter.
 */
export async function unknownIds(locale: Locale, query: FinderQuery): Promise<FieldError[]> {
  const errors: FieldError[] = []
  if (query.seminarthema) {
    const topics = await getTopics(locale)
    if (!topics.some((topic) => topic.id === query.seminarthema))
      errors.push({ field: 'seminarthema', message: 'No such topic' })
  }
  if (query.ort && query.ort !== ONLINE_PLACE_VALUE) {
    const places = await getSeminarPlaces(locale)
    if (!places.some((place) => place.id === query.ort))
      errors.push({ field: 'ort', message: 'No such place' })
  }
  return errors
}

/**
 * The catalogue's results for checked filters: one page of upcoming dates in the asked order, and
 * how many match. Filters, every order and paging run in the database (the rating order by the
 * rating each date stores, features/reviews/stored-rating.ts). Uncached: seats are live.
 */
export async function findCatalogueResults(
  locale: Locale,
  query: FinderQuery,
  today: Date = startOfToday(),
): Promise<CatalogueResults> {
  const [seminars, ratings] = await Promise.all([getSeminarFacts(locale), getRatingsBySeminar()])
  const seminarIds = matchingSeminarIds(seminars, query)
  if (seminarIds?.length === 0) return { dates: [], total: 0, page: 1, pageCount: 0 }
  const where = datesWhere(query, seminarIds, today)
  const ratingOf = (id: number) => ratings[id]?.average ?? null
  const withRating = (date: SeminarDateView): CatalogueResult => ({
    ...date,
    rating: ratingOf(date.seminarId),
    ratingCount: ratings[date.seminarId]?.count ?? 0,
  })

  const sort = databaseSort(query.sortierung)
  const read = (page: number) =>
    findDatesPage(locale, where, { sort, page, limit: RESULTS_PAGE_SIZE })
  let result = await read(query.seite)
  const page = pageWithin(query.seite, result.total, RESULTS_PAGE_SIZE)
  if (page !== query.seite) result = await read(page)
  return {
    dates: result.dates.map(withRating),
    total: result.total,
    page,
    pageCount: Math.ceil(result.total / RESULTS_PAGE_SIZE),
  }
}
