import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import type { Where } from 'payload'

import { getRatingsBySeminar } from '@/features/reviews/queries'
import { type Locale, localizedUrl, localizedUrls } from '@/i18n/locales'
import { byPathLookup } from '@/lib/by-path'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import type { Location, Seminar, SeminarDate, Topic } from '@/payload-types'

import { toDateView, toSeminarSummary } from './views'
import type { SeminarDateView, SeminarSummary } from './types'
import { startOfToday } from './format'

// The Payload reads in this module are alike other modules' reads by shape only: each names its
// own collection, filter and fields. The reads that were really the same are shared
// (@/lib/by-path, findDates, publishedSeminars).

const TAGS = { tags: [CACHE_TAGS.catalogue], revalidate: 3600 }
const MAX_DATES = 5000

/** What a date view needs of its seminar and place. */
const DATE_POPULATE = {
  seminars: { title: true, code: true, path: true, topics: true, _status: true },
  locations: { standort_titel: true, standort_ort: true },
} as const

/** Dates with their seminar as views; those of unpublished seminars (still an id) drop out. */
function toDateViews(docs: SeminarDate[], locale: Locale): SeminarDateView[] {
  return docs
    .filter(
      (d): d is SeminarDate & { seminar: Seminar } =>
        typeof d.seminar === 'object' && d.seminar !== null && Boolean(d.seminar.path),
    )
    .map((d) => toDateView(d, locale))
}

/**
 * Dates with their seminar (published only: others stay an id and drop out) and place, soonest
 * first. Uncached: callers that need live seats (the cart) use it directly.
 */
export async function findDates(
  locale: Locale,
  where: Where,
  limit = MAX_DATES,
): Promise<SeminarDateView[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'seminar-dates',
    where,
    locale,
    depth: 1,
    limit,
    pagination: false,
    sort: 'startDate',
    overrideAccess: false,
    populate: DATE_POPULATE,
  })
  return toDateViews(docs, locale)
}

/** One page of dates in the given order, with the number of all that match. Uncached. */
export async function findDatesPage(
  locale: Locale,
  where: Where,
  { sort, page, limit }: { sort: string[]; page: number; limit: number },
): Promise<{ dates: SeminarDateView[]; total: number }> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'seminar-dates',
    where,
    locale,
    depth: 1,
    limit,
    page,
    sort,
    overrideAccess: false,
    populate: DATE_POPULATE,
  })
  return { dates: toDateViews(result.docs, locale), total: result.totalDocs }
}

/** Dates from today on, and those given as a text ('nach Vereinbarung'). */
export function stillBookable(): Where {
  return {
    or: [
      { startDate: { greater_than_equal: startOfToday().toISOString() } },
      { startDate: { exists: false } },
    ],
  }
}

export type DateFilter = { locationId?: number; topicId?: number; seminarId?: number }

/** Upcoming dates (from today on), soonest first, filtered by place, topic or seminar. */
export const getUpcomingDates = cache(
  unstable_cache(
    async (locale: Locale, filter: DateFilter): Promise<SeminarDateView[]> => {
      const and: Where[] = [{ startDate: { greater_than_equal: startOfToday().toISOString() } }]
      if (filter.locationId) and.push({ location: { equals: filter.locationId } })
      if (filter.seminarId) and.push({ seminar: { equals: filter.seminarId } })
      if (filter.topicId) {
        const ids = await getSeminarIdsOfTopic(filter.topicId)
        if (ids.length === 0) return []
        and.push({ seminar: { in: ids } })
      }
      return findDates(locale, { and })
    },
    ['upcoming-dates'],
    TAGS,
  ),
)

/** A seminar's dates for its page: upcoming ones by day, then those given as text. */
export const getDatesOfSeminar = cache(
  unstable_cache(
    async (locale: Locale, seminarId: number): Promise<SeminarDateView[]> =>
      findDates(locale, {
        and: [{ seminar: { equals: seminarId } }, stillBookable()],
      }).then((dates) => [
        ...dates.filter((d) => d.startDate),
        ...dates.filter((d) => !d.startDate),
      ]),
    ['dates-of-seminar'],
    TAGS,
  ),
)

async function getSeminarIdsOfTopic(topicId: number): Promise<number[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'seminars',
    where: { topics: { contains: topicId } },
    depth: 0,
    limit: MAX_DATES,
    pagination: false,
    overrideAccess: false,
    select: { code: true },
  })
  return docs.map((d) => d.id)
}

/** A seminar by its path in a language, with topics and image (drafts only in preview). */
export const getSeminarByPath = byPathLookup('seminars', {
  depth: 1,
  cacheKey: 'seminar-by-path',
  cacheOptions: TAGS,
})

/** A topic by its path in a language (drafts only in preview). */
export const getTopicByPath = byPathLookup('topics', {
  depth: 1,
  cacheKey: 'topic-by-path',
  cacheOptions: TAGS,
})

/** A seminar's or topic's URL in each language. */
export const getCatalogueUrls = cache(
  unstable_cache(
    async (
      collection: 'seminars' | 'topics',
      id: number,
    ): Promise<Record<Locale, string | null>> => {
      const payload = await getPayloadClient()
      const doc = await payload.findByID({
        collection,
        id,
        locale: 'all',
        depth: 0,
        overrideAccess: false,
        select: { path: true },
      })
      return localizedUrls((doc.path ?? {}) as unknown as Partial<Record<Locale, string | null>>)
    },
    ['catalogue-urls'],
    TAGS,
  ),
)

/** Published topics in the editors' order. */
export const getTopics = cache(
  unstable_cache(
    async (locale: Locale): Promise<Topic[]> => {
      // Alike the query further down by shape only: each reads its own collection and fields.
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'topics',
        locale,
        depth: 1,
        limit: 200,
        pagination: false,
        sort: ['order', 'title'],
        overrideAccess: false,
      })
      return docs
    },
    ['topics'],
    TAGS,
  ),
)

/** Seminar cards: the given seminars (in the given order) or a topic's, each with its next date. */
export const getSeminarSummaries = cache(
  unstable_cache(
    async (locale: Locale, by: { ids?: number[]; topicId?: number }): Promise<SeminarSummary[]> => {
      const payload = await getPayloadClient()
      const where: Where = by.topicId
        ? { topics: { contains: by.topicId } }
        : { id: { in: by.ids ?? [] } }
      if (!by.topicId && !by.ids?.length) return []
      const { docs } = await payload.find({
        collection: 'seminars',
        where,
        locale,
        depth: 0,
        limit: 500,
        pagination: false,
        sort: 'title',
        overrideAccess: false,
      })
      const [dates, ratings] = await Promise.all([
        findDates(locale, {
          and: [
            { seminar: { in: docs.map((d) => d.id) } },
            { startDate: { greater_than_equal: startOfToday().toISOString() } },
          ],
        }),
        getRatingsBySeminar(),
      ])
      const seminars = by.ids
        ? by.ids.map((id) => docs.find((d) => d.id === id)).filter((d): d is Seminar => Boolean(d))
        : docs
      return seminars
        .filter((s) => s.path)
        .map((s) =>
          toSeminarSummary(
            s,
            locale,
            dates.find((d) => d.seminarId === s.id && d.seatsLeft > 0) ?? null,
            ratings[s.id] ?? null,
          ),
        )
    },
    ['seminar-summaries'],
    TAGS,
  ),
)

/** Every published seminar code (the finder sends a code straight to its result page). */
export const getSeminarCodes = cache(
  unstable_cache(
    async (): Promise<string[]> => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'seminars',
        depth: 0,
        limit: 10_000,
        pagination: false,
        sort: 'code',
        overrideAccess: false,
        select: { code: true },
      })
      return docs.map((d) => d.code)
    },
    ['seminar-codes'],
    TAGS,
  ),
)

/** Places that have seminar dates, for the finder and the content JSON. */
export const getSeminarPlaces = cache(
  unstable_cache(
    async (locale: Locale): Promise<Pick<Location, 'id' | 'standort_titel' | 'standort_ort'>[]> => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'locations',
        locale,
        depth: 0,
        limit: 200,
        pagination: false,
        sort: 'standort_titel',
        overrideAccess: false,
        select: { standort_titel: true, standort_ort: true },
      })
      return docs
    },
    ['seminar-places'],
    { tags: [CACHE_TAGS.catalogue, CACHE_TAGS.pages], revalidate: 3600 },
  ),
)

/** The URL of a topic or seminar page in a language, for links. */
export function catalogueUrl(locale: Locale, path: string | null | undefined): string | null {
  return path ? localizedUrl(locale, path) : null
}
