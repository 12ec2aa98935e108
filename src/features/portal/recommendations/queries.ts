import 'server-only'

import { cache } from 'react'

import { findPublishedProgrammes, publishedSeminars } from '@/features/programmes/queries'
import { findDates, stillBookable } from '@/features/seminars/queries'
import type { SeminarDateView } from '@/features/seminars/types'
import { type Locale, localizedUrl } from '@/i18n/locales'
import { findPublicByIds } from '@/lib/by-ids'
import { getPayloadClient } from '@/lib/payload'
import { relationId } from '@/lib/relations'
import { isOnTrainingDays } from '@/lib/training-days'
import type { Customer, Seminar } from '@/payload-types'

import { getCustomerItems } from '../bookings'
import type { PortalItem } from '../timeline'
import {
  type CandidateSeminar,
  type CurrentProgramme,
  customerInterests,
  missingModules,
  type NextDate,
  type ProgrammeGap,
  rankByTopics,
  type TopicRecommendation,
} from './rank'

// The Payload reads in this module are alike other modules' reads by shape only: each names its
// own collection, filter and fields. The reads that were really the same are shared
// (@/lib/by-path, findDates, publishedSeminars).

/** Bounds for catalogue reads; the catalogue is far smaller. */
const MAX_SEMINARS = 500

/** What the recommendations page shows. */
export type Recommendations = {
  /** The customer has at least one booking that is not cancelled. */
  hasBookings: boolean
  topics: TopicRecommendation[]
  /** Names of the topics the cards mention, by id. */
  topicNames: Record<number, string>
  hasProgrammes: boolean
  gaps: ProgrammeGap[]
}

/**
 * The first date with free seats: dated ones first, then those given as text. A dated one counts
 * only when it lies wholly on training days (src/lib/training-days.ts): no recommendation for
 * Christmas or a public holiday, even where an editor entered such a date.
 */
function nextDateOf(dates: SeminarDateView[], seminarId: number): NextDate | null {
  const open = dates.filter(
    (d) =>
      d.seminarId === seminarId &&
      d.seatsLeft > 0 &&
      (!d.startDate ||
        isOnTrainingDays(new Date(d.startDate), d.endDate ? new Date(d.endDate) : null)),
  )
  const next = open.find((d) => d.startDate) ?? open[0]
  return next ? { startDate: next.startDate, period: next.period, place: next.place } : null
}

/** Upcoming and text-only dates of these seminars (published ones only). */
async function datesOf(locale: Locale, seminarIds: number[]): Promise<SeminarDateView[]> {
  if (seminarIds.length === 0) return []
  return findDates(locale, { and: [{ seminar: { in: seminarIds } }, stillBookable()] })
}

const topicIdsOf = (seminar: Pick<Seminar, 'topics'>) =>
  (seminar.topics ?? []).map((t) => relationId(t)).filter((id): id is number => id !== null)

/** Published seminars in any of these topics (public catalogue content: no user, no override). */
async function seminarsInTopics(locale: Locale, topicIds: number[]): Promise<CandidateSeminar[]> {
  if (topicIds.length === 0) return []
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'seminars',
    where: { topics: { in: topicIds } },
    locale,
    depth: 0,
    limit: MAX_SEMINARS,
    pagination: false,
    overrideAccess: false,
    select: { title: true, subtitle: true, path: true, topics: true },
  })
  const seminars = docs.filter((s) => s.path)
  const dates = await datesOf(
    locale,
    seminars.map((s) => s.id),
  )
  return seminars.map((s) => ({
    id: s.id,
    title: s.title,
    subtitle: s.subtitle ?? null,
    url: localizedUrl(locale, s.path ?? '/'),
    topicIds: topicIdsOf(s),
    nextDate: nextDateOf(dates, s.id),
  }))
}

/** Titles of published topics by id. */
async function topicNames(locale: Locale, ids: number[]): Promise<Record<number, string>> {
  const docs = await findPublicByIds('topics', ids, locale, ['title'])
  return Object.fromEntries(docs.map((t) => [t.id, t.title]))
}

/**
 * The booked programmes as published now, each module with its published seminars and their next
 * dates.
 */
async function currentProgrammes(locale: Locale, ids: number[]): Promise<CurrentProgramme[]> {
  const docs = await findPublishedProgrammes(ids, locale)
  const dates = await datesOf(locale, [
    ...new Set(
      docs.flatMap((p) =>
        (p.modules ?? []).flatMap((m) => publishedSeminars(m.seminars).map((s) => s.id)),
      ),
    ),
  ])
  return docs.map((programme) => ({
    id: programme.id,
    title: programme.title,
    modules: (programme.modules ?? []).map((module) => ({
      id: module.id ?? '',
      title: module.title,
      category: module.category,
      seminars: publishedSeminars(module.seminars).map((s) => ({
        id: s.id,
        title: s.title,
        url: localizedUrl(locale, s.path ?? '/'),
        nextDate: nextDateOf(dates, s.id),
      })),
    })),
  }))
}

/**
 * Recommendations for these portal items: seminars from their topics and the modules their
 * programmes miss.
 */
export async function loadRecommendations(
  locale: Locale,
  items: PortalItem[],
): Promise<Recommendations> {
  const interests = customerInterests(items)
  const [candidates, programmes] = await Promise.all([
    seminarsInTopics(locale, interests.topicIds),
    currentProgrammes(locale, [...interests.programmes.keys()]),
  ])
  const topics = rankByTopics(candidates, interests)
  return {
    hasBookings: items.some((item) => item.status !== 'cancelled'),
    topics,
    topicNames: await topicNames(locale, [...new Set(topics.flatMap((s) => s.topicIds))]),
    hasProgrammes: interests.programmes.size > 0,
    gaps: missingModules(programmes, interests),
  }
}

/** The logged-in customer's recommendations (their bookings read with their own access). */
export const getRecommendations = cache(
  async (customer: Customer, locale: Locale): Promise<Recommendations> =>
    loadRecommendations(locale, await getCustomerItems(customer, locale)),
)
