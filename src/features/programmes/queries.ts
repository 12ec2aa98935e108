import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { type Locale, localizedUrl } from '@/i18n/locales'
import { findPublicById } from '@/lib/by-ids'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { formatMoney } from '@/lib/locale-format'
import { getPayloadClient } from '@/lib/payload'
import { startOfToday } from '@/features/seminars/format'
import { findDates } from '@/features/seminars/queries'
import type { Programme, Seminar } from '@/payload-types'

import { MAX_PROGRAMMES } from './constants'
import type { AssistantProgrammeView, ProgrammeListEntry, ProgrammeOverviewEntry } from './types'

// The Payload reads in this module are alike other modules' reads by shape only: each names its
// own collection, filter and fields. The reads that were really the same are shared
// (@/lib/by-path, findDates, publishedSeminars).

const TAGS = { tags: [CACHE_TAGS.catalogue], revalidate: 3600 }
const MAX_DATES = 2000

const priceLabel = (p: Pick<Programme, 'price' | 'currency'>, locale: Locale) =>
  formatMoney(p.price, p.currency ?? 'EUR', locale)

/** Published programmes for the assistant's start list, by title. */
export const getProgrammeList = cache(
  unstable_cache(
    async (locale: Locale): Promise<ProgrammeListEntry[]> => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'programmes',
        locale,
        depth: 0,
        limit: MAX_PROGRAMMES,
        pagination: false,
        sort: 'title',
        overrideAccess: false,
        select: { title: true, intro: true, price: true, currency: true, modules: true },
      })
      return docs.map((p) => ({
        id: p.id,
        title: p.title,
        intro: p.intro,
        priceLabel: priceLabel(p, locale),
        moduleCount: p.modules?.length ?? 0,
      }))
    },
    ['programme-list'],
    TAGS,
  ),
)

/**
 * Published programmes by id, in one read and in the page's language, each module's seminars
 * populated with title and path where they are published (unpublished ones stay bare ids: read
 * access). Public access: no user, no override. Not cached: the cart must see a programme the
 * moment it is unpublished. No `select`: with one, Payload 3.90's SQL adapter leaves the modules'
 * seminar lists empty.
 */
export async function findPublishedProgrammes(ids: number[], locale: Locale): Promise<Programme[]> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return []
  // Alike other date look-ups (calendar, seminar pages) by shape only: each query asks for its own
  // fields.
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'programmes',
    where: { id: { in: unique } },
    locale,
    depth: 1,
    limit: unique.length,
    pagination: false,
    overrideAccess: false,
    // The callers show no image: keep the populated upload small.
    populate: { seminars: { title: true, path: true }, media: { alt: true } },
  })
  return docs
}

/** Upcoming dates (from today on) of the given seminars, soonest first. */
async function upcomingDatesOf(locale: Locale, seminarIds: number[]) {
  if (seminarIds.length === 0) return []
  const today = { startDate: { greater_than_equal: startOfToday().toISOString() } }
  return findDates(locale, { and: [{ seminar: { in: seminarIds } }, today] }, MAX_DATES)
}

/**
 * A module's seminars that are published: unpublished ones stay bare ids (read access), so they are
 * no choice.
 */
export function publishedSeminars(list: (number | Seminar)[] | null | undefined): Seminar[] {
  return (list ?? []).filter(
    (s): s is Seminar => typeof s === 'object' && s !== null && Boolean(s.path),
  )
}

/**
 * A published programme with, per module, its published candidate seminars and their upcoming
 * dates; null when there is no such programme. Seats may lag by a publish: the booking endpoint
 * checks them again.
 */
export const getAssistantProgramme = cache(
  unstable_cache(
    async (locale: Locale, id: number): Promise<AssistantProgrammeView | null> => {
      const programme = await findPublicById('programmes', id, locale, {
        populate: { seminars: { title: true, path: true } },
      })
      if (!programme) return null
      const seminarIds = [
        ...new Set(
          (programme.modules ?? []).flatMap((m) => publishedSeminars(m.seminars).map((s) => s.id)),
        ),
      ]
      const dates = await upcomingDatesOf(locale, seminarIds)
      return {
        id: programme.id,
        title: programme.title,
        intro: programme.intro,
        priceLabel: priceLabel(programme, locale),
        // Alike the recommendations' programme mapping by shape only: each view needs its own
        // fields.
        modules: (programme.modules ?? []).map((m) => ({
          id: m.id ?? '',
          title: m.title,
          category: m.category,
          seminars: publishedSeminars(m.seminars).map((s) => ({
            id: s.id,
            title: s.title,
            url: localizedUrl(locale, s.path ?? '/'),
            dates: dates.filter((d) => d.seminarId === s.id),
          })),
        })),
      }
    },
    ['assistant-programme'],
    TAGS,
  ),
)

/**
 * The programme overview: every published programme of the start list with its modules, their
 * seminars and upcoming dates (a programme unpublished in between is left out).
 */
export async function getProgrammeOverview(locale: Locale): Promise<ProgrammeOverviewEntry[]> {
  const list = await getProgrammeList(locale)
  const views = await Promise.all(list.map((entry) => getAssistantProgramme(locale, entry.id)))
  return list.flatMap((entry, index) => {
    const view = views[index]
    return view ? [{ ...entry, modules: view.modules }] : []
  })
}
