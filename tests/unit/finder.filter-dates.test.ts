import { describe, expect, it } from 'vitest'

import { filterDates } from '@/features/finder/filter'
import type { SeminarDateView } from '@/features/seminars/types'

function date(id: number, seminarCode: string, startDate: string | null): SeminarDateView {
  return {
    id,
    seminarId: id,
    seminarCode,
    seminarTitle: `Seminar ${id}`,
    seminarUrl: `/seminare/s-${id}/`,
    startDate,
    endDate: null,
    period: startDate ?? 'auf Anfrage',
    days: startDate ? 1 : null,
    format: 'in_person' as const,
    onlineNote: null,
    locationId: 1,
    place: 'Münster',
    price: 990,
    currency: 'EUR',
    priceLabel: '990,00 €',
    seatsLeft: 5,
    seatsTotal: 12,
  }
}

const dates = [
  date(1, 'FK-101', '2026-11-30T08:00:00.000Z'),
  date(2, 'FK-101', '2026-12-01T08:00:00.000Z'),
  // 23:30 UTC on 31 December is already January in Münster.
  date(3, 'KOM-210', '2026-12-31T23:30:00.000Z'),
  date(4, 'KOM-210', null),
]
const ids = (list: SeminarDateView[]) => list.map((d) => d.id)

describe('filterDates', () => {
  it('keeps everything without filters', () => {
    expect(ids(filterDates(dates, {}))).toEqual([1, 2, 3, 4])
  })

  it('keeps the dates of one seminar code, in any case', () => {
    expect(ids(filterDates(dates, { code: 'fk-101' }))).toEqual([1, 2])
    expect(ids(filterDates(dates, { code: 'XX-1' }))).toEqual([])
  })

  it('keeps the dates of a month in the institute’s time zone; text-only dates never match', () => {
    expect(ids(filterDates(dates, { month: '2026-12' }))).toEqual([2])
    expect(ids(filterDates(dates, { month: '2027-01' }))).toEqual([3])
  })

  it('combines code and month', () => {
    expect(ids(filterDates(dates, { code: 'FK-101', month: '2026-11' }))).toEqual([1])
    expect(ids(filterDates(dates, { code: 'KOM-210', month: '2026-11' }))).toEqual([])
  })
})
