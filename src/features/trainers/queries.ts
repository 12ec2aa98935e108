import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { findDates } from '@/features/seminars/queries'
import type { SeminarDateView } from '@/features/seminars/types'
import { startOfToday } from '@/features/seminars/format'
import { type Locale, localizedUrl, localizedUrls } from '@/i18n/locales'
import { byPathLookup } from '@/lib/by-path'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'

import { TRAINER_UPCOMING_DATES } from './constants'
import { toTrainerCard, type TrainerCard, type TrainerSeminar } from './views'

// Trainers are catalogue data: every change to them, seminars or dates expires the same tag.
const TAGS = { tags: [CACHE_TAGS.catalogue], revalidate: 3600 }

/** A trainer by the profile's path in a language, with photo and topics (drafts in preview). */
export const getTrainerByPath = byPathLookup('trainers', {
  depth: 1,
  cacheKey: 'trainer-by-path',
  cacheOptions: TAGS,
})

/** A published trainer's profile URL in each language. */
export const getTrainerUrls = cache(
  unstable_cache(
    async (id: number): Promise<Record<Locale, string | null>> => {
      const payload = await getPayloadClient()
      const doc = await payload.findByID({
        collection: 'trainers',
        id,
        locale: 'all',
        depth: 0,
        overrideAccess: false,
        disableErrors: true,
        select: { path: true },
      })
      return localizedUrls((doc?.path ?? {}) as unknown as Partial<Record<Locale, string | null>>)
    },
    ['trainer-urls'],
    TAGS,
  ),
)

/**
 * The published trainers among the given ids, in that order (a seminar lists its lead first); a
 * draft or unpublished trainer drops out.
 */
export const getTrainerCards = cache(
  unstable_cache(
    async (locale: Locale, ids: number[]): Promise<TrainerCard[]> => {
      if (ids.length === 0) return []
      const payload = await getPayloadClient()
      // Alike other reads by ids by shape only: Payload's find options, each its own fields.
      const { docs } = await payload.find({
        collection: 'trainers',
        where: { id: { in: ids } },
        locale,
        depth: 1,
        limit: ids.length,
        pagination: false,
        overrideAccess: false,
        select: { name: true, role: true, path: true, photo: true },
      })
      const byId = new Map(docs.map((doc) => [doc.id, doc]))
      return ids.flatMap((id) => {
        const doc = byId.get(id)
        return doc?.path ? [toTrainerCard(doc, locale)] : []
      })
    },
    ['trainer-cards'],
    TAGS,
  ),
)

/**
 * What a profile lists: the published seminars that name the trainer (by title) and their next
 * dates from today (soonest first, at most TRAINER_UPCOMING_DATES).
 */
export const getTrainerSchedule = cache(
  unstable_cache(
    async (
      locale: Locale,
      trainerId: number,
    ): Promise<{ seminars: TrainerSeminar[]; dates: SeminarDateView[] }> => {
      const payload = await getPayloadClient()
      // Alike the topic's seminar links (page-queries.ts) by shape only: its own filter and fields.
      const { docs } = await payload.find({
        collection: 'seminars',
        where: { trainers: { contains: trainerId } },
        locale,
        depth: 0,
        limit: 200,
        pagination: false,
        sort: 'title',
        overrideAccess: false,
        select: { title: true, subtitle: true, code: true, path: true },
      })
      const seminars = docs.flatMap((doc) =>
        doc.path
          ? [
              {
                id: doc.id,
                code: doc.code,
                title: doc.title,
                subtitle: doc.subtitle ?? null,
                url: localizedUrl(locale, doc.path),
              },
            ]
          : [],
      )
      if (seminars.length === 0) return { seminars, dates: [] }
      const dates = await findDates(
        locale,
        {
          and: [
            { seminar: { in: seminars.map((s) => s.id) } },
            { startDate: { greater_than_equal: startOfToday().toISOString() } },
          ],
        },
        TRAINER_UPCOMING_DATES,
      )
      return { seminars, dates }
    },
    ['trainer-schedule'],
    TAGS,
  ),
)
