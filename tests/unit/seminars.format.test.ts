import { describe, expect, it } from 'vitest'

import {
  formatDays,
  formatPeriod,
  monthKey,
  nextTwelveMonths,
  seatsLeft,
  spanDays,
} from '@/features/seminars/format'
import { formatMoney } from '@/lib/locale-format'

describe('seminar days', () => {
  it('counts first and last day: (last − first) / 1 day + 1', () => {
    expect(spanDays('2026-12-03T00:00:00.000Z', '2026-12-04T00:00:00.000Z')).toBe(2)
    expect(spanDays('2026-12-01T00:00:00.000Z', '2026-12-05T00:00:00.000Z')).toBe(5)
  })

  it('is one day without an end date or with the same day twice', () => {
    expect(spanDays('2026-12-03T00:00:00.000Z')).toBe(1)
    expect(spanDays('2026-12-03T00:00:00.000Z', null)).toBe(1)
    expect(spanDays('2026-12-03T09:00:00.000Z', '2026-12-03T09:00:00.000Z')).toBe(1)
  })

  it('rounds days stored at different times of day and across the change to winter time', () => {
    // 08:00 on the 3rd to 07:00 on the 5th is not quite two days apart: still 3 seminar days.
    expect(spanDays('2026-12-03T08:00:00.000Z', '2026-12-05T07:00:00.000Z')).toBe(3)
    // Midnight in Berlin on 25 and 26 October 2026 are 25 hours apart.
    expect(spanDays('2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z')).toBe(2)
  })

  it('labels days in German and English', () => {
    expect(formatDays(1, 'de')).toBe('1 Tag')
    expect(formatDays(2, 'de')).toBe('2 Tage')
    expect(formatDays(1, 'en')).toBe('1 day')
    expect(formatDays(3, 'en')).toBe('3 days')
  })
})

describe('seminar period', () => {
  const twoDays = { startDate: '2026-12-02T23:00:00.000Z', endDate: '2026-12-03T23:00:00.000Z' }

  it('shows DD.MM.YYYY in German, a span of two dates, or the editor’s text', () => {
    expect(formatPeriod(twoDays, 'de')).toBe('03.12.2026 – 04.12.2026')
    expect(formatPeriod({ startDate: '2026-12-02T23:00:00.000Z' }, 'de')).toBe('03.12.2026')
    expect(
      formatPeriod(
        { startDate: '2026-12-02T23:00:00.000Z', endDate: '2026-12-03T08:00:00.000Z' },
        'de',
      ),
    ).toBe('03.12.2026')
    expect(formatPeriod({ startDate: null, daysText: ' nach Vereinbarung ' }, 'de')).toBe(
      'nach Vereinbarung',
    )
    expect(formatPeriod({}, 'de')).toBe('')
  })

  it('names the month in English, so day and month cannot be swapped', () => {
    expect(formatPeriod(twoDays, 'en')).toBe('3 Dec 2026 – 4 Dec 2026')
    expect(formatPeriod({ startDate: '2026-12-02T23:00:00.000Z' }, 'en')).toBe('3 Dec 2026')
    expect(formatPeriod({ startDate: null, daysText: 'by arrangement' }, 'en')).toBe(
      'by arrangement',
    )
  })
})

describe('seminar price and seats', () => {
  // Intl puts a non-breaking space between amount and currency.
  it('formats euros and Swiss francs the German way on German pages', () => {
    expect(formatMoney(1490, 'EUR', 'de')).toBe('1.490,00\u00a0€')
    expect(formatMoney(990.5, 'EUR', 'de')).toBe('990,50\u00a0€')
    expect(formatMoney(1690, 'CHF', 'de')).toBe('1.690,00\u00a0CHF')
  })

  it('formats euros and Swiss francs the British way on English pages', () => {
    expect(formatMoney(1490, 'EUR', 'en')).toBe('€1,490.00')
    expect(formatMoney(990.5, 'EUR', 'en')).toBe('€990.50')
    expect(formatMoney(1690, 'CHF', 'en')).toBe('CHF\u00a01,690.00')
  })

  it('counts seats left, never below zero', () => {
    expect(seatsLeft(12, 9)).toBe(3)
    expect(seatsLeft(12, 12)).toBe(0)
    expect(seatsLeft(12, 15)).toBe(0)
  })
})

describe('months', () => {
  it('keys a date by its month in Berlin, even late on New Year’s Eve in UTC', () => {
    expect(monthKey('2026-12-15T12:00:00.000Z')).toBe('2026-12')
    expect(monthKey('2026-12-31T23:30:00.000Z')).toBe('2027-01')
  })

  it('lists 12 months from November, rolling over into the next year', () => {
    const months = nextTwelveMonths(new Date('2026-11-15T12:00:00.000Z'))
    expect(months).toHaveLength(12)
    expect(months.map((m) => m.key).slice(0, 4)).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ])
    expect(months[2]).toEqual({ key: '2027-01', year: 2027, month: 1 })
    expect(months.at(-1)?.key).toBe('2027-10')
  })
})
