import { describe, expect, it } from 'vitest'

import {
  databaseSort,
  datesWhere,
  foldText,
  matchingSeminarIds,
  monthRange,
  pageWithin,
  type SeminarFacts,
} from '@/features/finder/query'
import { type FinderQuery, parseFinderQuery } from '@/features/finder/schemas'

const query = (raw: Record<string, string>): FinderQuery => parseFinderQuery(raw).query

const seminars: SeminarFacts[] = [
  { id: 1, code: 'FK-101', title: 'Führen ohne Titel', subtitle: null, duration: 2, topicIds: [4] },
  {
    id: 2,
    code: 'KM-201',
    title: 'Konflikte klären',
    subtitle: 'Gespräche in schwierigen Lagen',
    duration: 1,
    topicIds: [5],
  },
  {
    id: 3,
    code: 'PM-301',
    title: 'Projekte führen',
    subtitle: null,
    duration: 5,
    topicIds: [4, 5],
  },
]

describe('seminar-level filters', () => {
  it('leave every seminar out of the question when none is set', () => {
    expect(matchingSeminarIds(seminars, query({ ort: '2', zeit: '2027-01' }))).toBeNull()
  })

  it('match a keyword word by word in title, subtitle and code, without case or accents', () => {
    expect(matchingSeminarIds(seminars, query({ q: 'fuhren' }))).toEqual([1, 3])
    expect(matchingSeminarIds(seminars, query({ q: 'FÜHREN titel' }))).toEqual([1])
    expect(matchingSeminarIds(seminars, query({ q: 'schwierigen' }))).toEqual([2])
    expect(matchingSeminarIds(seminars, query({ q: 'km-2' }))).toEqual([2])
    expect(matchingSeminarIds(seminars, query({ q: 'Yoga' }))).toEqual([])
    expect(foldText('Straße Ärger')).toBe('strasse arger')
  })

  it('filter by code, topic and duration, the longest choice meaning that many days or more', () => {
    expect(matchingSeminarIds(seminars, query({ code: 'fk-101' }))).toEqual([1])
    expect(matchingSeminarIds(seminars, query({ seminarthema: '5' }))).toEqual([2, 3])
    expect(matchingSeminarIds(seminars, query({ dauer: '2' }))).toEqual([1])
    expect(matchingSeminarIds(seminars, query({ dauer: '4' }))).toEqual([3])
    expect(matchingSeminarIds(seminars, query({ seminarthema: '4', q: 'projekt' }))).toEqual([3])
  })
})

describe('date conditions', () => {
  const today = new Date('2026-11-28T00:00:00Z')

  it('take a month in Berlin time, winter and summer', () => {
    expect(monthRange('2027-01')).toEqual({
      from: new Date('2026-12-31T23:00:00Z'),
      until: new Date('2027-01-31T23:00:00Z'),
    })
    expect(monthRange('2027-07').from).toEqual(new Date('2027-06-30T22:00:00Z'))
    expect(monthRange('2027-12').until).toEqual(new Date('2027-12-31T23:00:00Z'))
  })

  it('start today, or at the month chosen, and combine every filter', () => {
    expect(
      datesWhere(
        query({ zeit: '2027-01', ort: '2', format: 'blended', preis_von: '100', preis_bis: '900' }),
        [1, 3],
        today,
      ),
    ).toEqual({
      and: [
        { startDate: { greater_than_equal: '2026-12-31T23:00:00.000Z' } },
        { startDate: { less_than: '2027-01-31T23:00:00.000Z' } },
        { seminar: { in: [1, 3] } },
        { location: { equals: 2 } },
        { format: { not_equals: 'online' } },
        { format: { equals: 'blended' } },
        { price: { greater_than_equal: 100 } },
        { price: { less_than_equal: 900 } },
      ],
    })
    // The current month starts today, not at its first day.
    expect(datesWhere(query({ zeit: '2026-11' }), null, today).and?.[0]).toEqual({
      startDate: { greater_than_equal: today.toISOString() },
    })
  })

  it('take online as the dates that run live online', () => {
    expect(datesWhere(query({ ort: 'online' }), null, today).and).toContainEqual({
      format: { equals: 'online' },
    })
  })
})

describe('order and pages', () => {
  it('sort by date, by price either way, by the stored rating; ties by date', () => {
    expect(databaseSort('datum')).toEqual(['startDate', 'id'])
    expect(databaseSort('bewertung')).toEqual(['-seminarRating', 'startDate', 'id'])
    expect(databaseSort('preis')).toEqual(['price', 'startDate'])
    expect(databaseSort('preis_absteigend')).toEqual(['-price', 'startDate'])
  })

  it('show the last page for a page beyond the results, and the first for none', () => {
    expect(pageWithin(2, 45, 20)).toBe(2)
    expect(pageWithin(9, 45, 20)).toBe(3)
    expect(pageWithin(4, 0, 20)).toBe(1)
  })
})
