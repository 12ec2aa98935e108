import type { PortalItem } from '../timeline'

/** At most this many seminars are recommended from the customer's topics. */
export const MAX_TOPIC_RECOMMENDATIONS = 6

/** The next bookable date of a seminar, as a card shows it. */
export type NextDate = { startDate: string | null; period: string; place: string }

/** A published seminar that might be recommended. */
export type CandidateSeminar = {
  id: number
  title: string
  subtitle: string | null
  url: string
  topicIds: number[]
  nextDate: NextDate | null
}

/** A recommended seminar and the customer's topics it shares, in the customer's order. */
export type TopicRecommendation = CandidateSeminar & { sharedTopicIds: number[] }

/**
 * What the customer's bookings say about them: topics, seminars booked, programme modules covered.
 */
export type Interests = {
  /** Topics of booked seminars and modules, most frequent first (ties: first booked first). */
  topicIds: number[]
  bookedSeminarIds: Set<number>
  /** Booked programmes and the ids of the modules their bookings cover. */
  programmes: Map<number, Set<string>>
}

/** Interests from the customer's portal items; cancelled bookings say nothing about them. */
export function customerInterests(items: PortalItem[]): Interests {
  const counts = new Map<number, number>()
  const bookedSeminarIds = new Set<number>()
  const programmes = new Map<number, Set<string>>()
  for (const item of items) {
    if (item.status === 'cancelled') continue
    for (const id of item.topicIds) counts.set(id, (counts.get(id) ?? 0) + 1)
    if (item.seminarId !== null) bookedSeminarIds.add(item.seminarId)
    for (const programmeModule of item.modules)
      if (programmeModule.seminarId !== null) bookedSeminarIds.add(programmeModule.seminarId)
    if (item.type === 'qualifizierungsprogramm' && item.programmeId !== null) {
      // Two bookings of one programme (e.g. for colleagues) cover its modules together.
      const covered = programmes.get(item.programmeId) ?? new Set<string>()
      for (const programmeModule of item.modules) covered.add(programmeModule.moduleId)
      programmes.set(item.programmeId, covered)
    }
  }
  // Map keeps insertion order, so a stable sort keeps first-booked topics ahead on ties.
  const topicIds = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id)
  return { topicIds, bookedSeminarIds, programmes }
}

/** Order of next dates: dated first (soonest first), then text-only dates, then none. */
function byNextDate(a: NextDate | null, b: NextDate | null): number {
  const rank = (date: NextDate | null) => (!date ? 2 : date.startDate ? 0 : 1)
  const ranks = rank(a) - rank(b)
  if (ranks !== 0 || !a?.startDate || !b?.startDate) return ranks
  return a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0
}

/**
 * Seminars in the customer's topics that they have not booked: most shared topics first, then
 * the soonest next date, then by title; at most `limit`.
 */
export function rankByTopics(
  candidates: CandidateSeminar[],
  interests: Interests,
  limit = MAX_TOPIC_RECOMMENDATIONS,
): TopicRecommendation[] {
  const order = new Map(interests.topicIds.map((id, index) => [id, index]))
  return candidates
    .filter((seminar) => !interests.bookedSeminarIds.has(seminar.id))
    .map((seminar) => ({
      ...seminar,
      sharedTopicIds: seminar.topicIds
        .filter((id) => order.has(id))
        .sort((a, b) => order.get(a)! - order.get(b)!),
    }))
    .filter((seminar) => seminar.sharedTopicIds.length > 0)
    .sort(
      (a, b) =>
        b.sharedTopicIds.length - a.sharedTopicIds.length ||
        byNextDate(a.nextDate, b.nextDate) ||
        a.title.localeCompare(b.title),
    )
    .slice(0, limit)
}

/** A seminar that can fill a programme module. */
export type ModuleSeminar = { id: number; title: string; url: string; nextDate: NextDate | null }

/** A module of a programme as it stands now. */
export type ProgrammeModule = {
  id: string
  title: string
  category: string
  seminars: ModuleSeminar[]
}

/** A booked programme as it stands now. */
export type CurrentProgramme = { id: number; title: string; modules: ProgrammeModule[] }

/** A booked programme with the modules its bookings do not cover. */
export type ProgrammeGap = { id: number; title: string; missing: ProgrammeModule[] }

/**
 * The current modules of each booked programme that no booking of it covers (modules editors
 * added after the booking, for example). Programmes without a gap are left out.
 */
export function missingModules(
  programmes: CurrentProgramme[],
  interests: Interests,
): ProgrammeGap[] {
  return programmes.flatMap((programme) => {
    const covered = interests.programmes.get(programme.id)
    if (!covered) return []
    const missing = programme.modules.filter((programmeModule) => !covered.has(programmeModule.id))
    return missing.length ? [{ id: programme.id, title: programme.title, missing }] : []
  })
}
