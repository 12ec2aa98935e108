import { describe, expect, it } from 'vitest'

import { isOnTrainingDays, isTrainingDay } from '@/lib/training-days'

const at = (iso: string) => new Date(iso)

describe('training days in Münster', () => {
  it('are weekdays', () => {
    expect(isTrainingDay(at('2027-03-10T10:00:00Z'))).toBe(true) // Wednesday
    expect(isTrainingDay(at('2027-03-13T10:00:00Z'))).toBe(false) // Saturday
    expect(isTrainingDay(at('2027-03-14T10:00:00Z'))).toBe(false) // Sunday
  })

  it('skip the public holidays of North Rhine-Westphalia, not those of other states', () => {
    expect(isTrainingDay(at('2027-11-01T10:00:00Z'))).toBe(false) // All Saints' Day (Mon), NRW
    expect(isTrainingDay(at('2027-05-27T10:00:00Z'))).toBe(false) // Corpus Christi, NRW
    expect(isTrainingDay(at('2028-10-03T10:00:00Z'))).toBe(false) // German Unity Day (Tue)
    expect(isTrainingDay(at('2027-01-06T10:00:00Z'))).toBe(true) // Epiphany: not in NRW
    expect(isTrainingDay(at('2027-03-26T10:00:00Z'))).toBe(false) // Good Friday
  })

  it('skip 24 December to 1 January, weekdays included', () => {
    for (const day of ['2026-12-24', '2026-12-28', '2026-12-31', '2027-01-01'])
      expect(isTrainingDay(at(`${day}T10:00:00Z`)), day).toBe(false)
    expect(isTrainingDay(at('2026-12-23T10:00:00Z'))).toBe(true)
    expect(isTrainingDay(at('2027-01-04T10:00:00Z'))).toBe(true)
  })

  it("count the day in Münster's calendar, not in UTC", () => {
    // 23:30 UTC on Tuesday 23 December is already Wednesday the 24th in Münster.
    expect(isTrainingDay(at('2026-12-23T23:30:00Z'))).toBe(false)
  })

  it('hold for a span only when every day of it trains', () => {
    expect(isOnTrainingDays(at('2027-03-08T09:00:00Z'), at('2027-03-10T09:00:00Z'))).toBe(true)
    // Thursday to Saturday: the Saturday breaks it.
    expect(isOnTrainingDays(at('2027-03-11T09:00:00Z'), at('2027-03-13T09:00:00Z'))).toBe(false)
    // 22 to 24 December: the last day falls into the break.
    expect(isOnTrainingDays(at('2026-12-22T09:00:00Z'), at('2026-12-24T09:00:00Z'))).toBe(false)
    expect(isOnTrainingDays(at('2027-03-10T09:00:00Z'))).toBe(true)
  })
})
