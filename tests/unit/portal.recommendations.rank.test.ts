import { describe, expect, it } from 'vitest'

import {
  type CandidateSeminar,
  type CurrentProgramme,
  customerInterests,
  missingModules,
  rankByTopics,
} from '@/features/portal/recommendations/rank'
import type { PortalItem, PortalModule, PortalStatus } from '@/features/portal/timeline'

import { portalItem } from '../helpers/portal-items'

let next = 1
function item(over: Partial<PortalItem> & { status?: PortalStatus }): PortalItem {
  const id = next++
  return portalItem(`${id}-a`, {
    bookingId: id,
    bookingNumber: `B-${id}`,
    itemId: 'a',
    bookedAt: '2026-01-01T00:00:00Z',
    title: 'Gebucht',
    period: '',
    place: '',
    participants: [],
    ...over,
  })
}

const programmeModule = (moduleId: string, seminarId: number): PortalModule => ({
  moduleId,
  title: moduleId,
  period: '',
  place: '',
  seminarId,
  dateId: null,
  end: null,
  completed: false,
})

function seminar(
  id: number,
  topicIds: number[],
  startDate: string | null | undefined,
  title = `Seminar ${id}`,
): CandidateSeminar {
  const nextDate =
    startDate === undefined
      ? null
      : { startDate, period: startDate ?? 'nach Vereinbarung', place: 'Münster' }
  return { id, title, subtitle: null, url: `/seminare/s${id}/`, topicIds, nextDate }
}

describe('what the bookings say about a customer', () => {
  it('collects topics (most booked first), booked seminars and covered programme modules, ignoring cancelled bookings', () => {
    const interests = customerInterests([
      item({ seminarId: 10, topicIds: [1, 2] }),
      item({ seminarId: 11, topicIds: [2] }),
      item({ seminarId: 12, topicIds: [9], status: 'cancelled' }),
      item({
        type: 'qualifizierungsprogramm',
        programmeId: 7,
        topicIds: [3],
        modules: [programmeModule('m1', 20)],
      }),
      item({
        type: 'qualifizierungsprogramm',
        programmeId: 7,
        topicIds: [3],
        modules: [programmeModule('m2', 21)],
      }),
      item({
        type: 'qualifizierungsprogramm',
        programmeId: 8,
        modules: [programmeModule('x', 30)],
        status: 'cancelled',
      }),
    ])
    expect(interests.topicIds).toEqual([2, 3, 1])
    expect([...interests.bookedSeminarIds].sort()).toEqual([10, 11, 20, 21])
    expect([...interests.programmes.keys()]).toEqual([7])
    expect([...interests.programmes.get(7)!].sort()).toEqual(['m1', 'm2'])
  })
})

describe('seminars recommended from the topics', () => {
  const interests = customerInterests([item({ seminarId: 10, topicIds: [1, 2] })])

  it('ranks by shared topics, then by the next date; booked seminars and other topics stay out', () => {
    const ranked = rankByTopics(
      [
        seminar(10, [1, 2], '2027-01-01'),
        seminar(20, [1], '2027-03-01'),
        seminar(21, [1], '2027-02-01'),
        seminar(22, [2, 1, 5], '2027-06-01'),
        seminar(23, [5], '2026-12-01'),
      ],
      interests,
    )
    expect(ranked.map((s) => s.id)).toEqual([22, 21, 20])
    expect(ranked[0].sharedTopicIds).toEqual([1, 2])
  })

  it('puts seminars with dates before text-only dates and those without any date; ties go by title', () => {
    const ranked = rankByTopics(
      [
        seminar(30, [1], undefined, 'A'),
        seminar(31, [1], null, 'B'),
        seminar(32, [1], '2027-05-01', 'C'),
        seminar(33, [1], undefined, 'Ä'),
      ],
      interests,
    )
    expect(ranked.map((s) => s.id)).toEqual([32, 31, 30, 33])
  })

  it('recommends at most six seminars', () => {
    const many = Array.from({ length: 9 }, (_, i) => seminar(100 + i, [1], `2027-01-0${i + 1}`))
    expect(rankByTopics(many, interests).map((s) => s.id)).toEqual([100, 101, 102, 103, 104, 105])
  })

  it('recommends nothing without bookings', () => {
    expect(rankByTopics([seminar(20, [1], '2027-01-01')], customerInterests([]))).toEqual([])
  })
})

describe('modules a booked programme misses', () => {
  const programme = (id: number, ids: string[]): CurrentProgramme => ({
    id,
    title: `Programm ${id}`,
    modules: ids.map((m) => ({ id: m, title: `Modul ${m}`, category: 'Kategorie', seminars: [] })),
  })

  it('lists the current modules no booking covers, e.g. one added after the booking', () => {
    const interests = customerInterests([
      item({
        type: 'qualifizierungsprogramm',
        programmeId: 7,
        modules: [programmeModule('m1', 20), programmeModule('m2', 21)],
      }),
    ])
    const gaps = missingModules([programme(7, ['m1', 'm2', 'm3'])], interests)
    expect(gaps).toEqual([
      {
        id: 7,
        title: 'Programm 7',
        missing: [expect.objectContaining({ id: 'm3', title: 'Modul m3' })],
      },
    ])
  })

  it('leaves out complete programmes and programmes the customer did not book', () => {
    const interests = customerInterests([
      item({
        type: 'qualifizierungsprogramm',
        programmeId: 7,
        modules: [programmeModule('m1', 20)],
      }),
    ])
    expect(missingModules([programme(7, ['m1']), programme(8, ['m1', 'm2'])], interests)).toEqual(
      [],
    )
  })
})
