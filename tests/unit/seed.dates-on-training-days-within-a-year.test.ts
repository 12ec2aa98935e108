import { describe, expect, it } from 'vitest'

import { SEMINARS } from '@/seed/content/catalogue'
import { isOnTrainingDays } from '@/lib/training-days'
import { planDates } from '@/seed/content/catalogue/dates'

const DAY_MS = 86_400_000

describe('seed calendar of seminar dates', () => {
  // A Friday at the turn of the year and a Sunday in summer: the plan must not depend on the day.
  for (const today of [new Date('2026-12-30T15:00:00Z'), new Date('2027-06-13T08:00:00Z')]) {
    it(`keeps every date on training days within the twelve months after ${today.toISOString().slice(0, 10)}`, () => {
      const plans = planDates(SEMINARS, today)
      const from = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
      expect(plans.length).toBeGreaterThanOrEqual(100)
      expect(plans.length).toBeLessThanOrEqual(140)
      for (const plan of plans) {
        if (!plan.startDate) continue
        const start = new Date(plan.startDate)
        const end = new Date(plan.endDate ?? plan.startDate)
        expect(start.getTime()).toBeGreaterThan(from)
        expect(end.getTime()).toBeLessThan(from + 365 * DAY_MS)
        expect(start.getUTCHours()).toBe(10)
        // Monday to Friday, and a multi-day seminar never runs over a weekend.
        expect(start.getUTCDay()).toBeGreaterThanOrEqual(1)
        expect(end.getUTCDay()).toBeLessThanOrEqual(5)
        expect(end.getUTCDay()).toBeGreaterThanOrEqual(start.getUTCDay())
        // No public holiday in North Rhine-Westphalia, nothing from 24 December to 1 January.
        expect(isOnTrainingDays(start, end), plan.startDate).toBe(true)
      }
    })
  }

  it('prices Zurich dates in CHF and all others in EUR between 690 and 2,490', () => {
    const plans = planDates(SEMINARS, new Date('2026-11-22T10:00:00Z'))
    const chf = plans.filter((plan) => plan.currency === 'CHF')
    expect(chf.length).toBeGreaterThanOrEqual(4)
    expect(chf.every((plan) => plan.location === 5)).toBe(true)
    for (const plan of plans.filter((p) => p.currency === 'EUR')) {
      expect(plan.location).not.toBe(5)
      expect(plan.price).toBeGreaterThanOrEqual(690)
      expect(plan.price).toBeLessThanOrEqual(2490)
    }
  })

  it('includes nearly full, fully booked and by-arrangement dates', () => {
    const plans = planDates(SEMINARS, new Date('2026-11-22T10:00:00Z'))
    const left = plans.map((plan) => plan.seatsTotal - plan.seatsTaken)
    expect(left.some((seats) => seats === 1 || seats === 2)).toBe(true)
    expect(left.filter((seats) => seats === 0).length).toBeGreaterThanOrEqual(1)
    expect(left.every((seats) => seats >= 0)).toBe(true)
    const byText = plans.filter((plan) => !plan.startDate)
    expect(byText.length).toBeGreaterThanOrEqual(2)
    expect(byText.every((plan) => plan.daysText?.de && plan.daysText.en)).toBe(true)
  })
})
