import { describe, expect, it } from 'vitest'

import {
  ALL_SLOT_MINUTES,
  callbackRange,
  formatTermin,
  isSelectableDay,
  isValidTermin,
  parseTermin,
  slotsFor,
} from '@/features/callback/slots'

// Times in Berlin: the window rules are the institute's, whatever the visitor's clock says.
const at = (iso: string) => new Date(iso)
const WEDNESDAY_MORNING = at('2026-11-18T09:05:00+01:00')

describe('callback window (docs/behaviour/validation.md#callback-date-picker)', () => {
  it('offers 07:00 to 20:00 in 15-minute steps', () => {
    expect(ALL_SLOT_MINUTES[0]).toBe(7 * 60)
    expect(ALL_SLOT_MINUTES.at(-1)).toBe(20 * 60)
    expect(ALL_SLOT_MINUTES).toHaveLength(53)
    expect(new Set(ALL_SLOT_MINUTES.map((m, i) => (i ? m - ALL_SLOT_MINUTES[i - 1] : 15)))).toEqual(
      new Set([15]),
    )
  })

  it('runs from today to 10 days ahead', () => {
    expect(callbackRange(WEDNESDAY_MORNING)).toEqual({
      first: { year: 2026, month: 11, day: 18 },
      last: { year: 2026, month: 11, day: 28 },
    })
  })

  it('leaves out weekends, the past and days beyond the window', () => {
    const selectable = (day: number, month = 11) =>
      isSelectableDay({ year: 2026, month, day }, WEDNESDAY_MORNING)
    expect(selectable(17)).toBe(false) // yesterday
    expect(selectable(18)).toBe(true) // today
    expect(selectable(20)).toBe(true) // Friday
    expect(selectable(21)).toBe(false) // Saturday
    expect(selectable(22)).toBe(false) // Sunday
    expect(selectable(27)).toBe(true) // Friday, day 9
    expect(selectable(28)).toBe(false) // day 10 is a Saturday
    expect(selectable(30)).toBe(false) // day 12
  })

  it('today offers only the times still ahead, and none after 20:00', () => {
    expect(slotsFor({ year: 2026, month: 11, day: 18 }, WEDNESDAY_MORNING)[0]).toBe(9 * 60 + 15)
    expect(slotsFor({ year: 2026, month: 11, day: 19 }, WEDNESDAY_MORNING)).toHaveLength(53)
    const lateFriday = at('2026-11-20T19:50:00+01:00')
    expect(slotsFor({ year: 2026, month: 11, day: 20 }, lateFriday)).toEqual([20 * 60])
    const afterHours = at('2026-11-20T20:00:00+01:00')
    expect(isSelectableDay({ year: 2026, month: 11, day: 20 }, afterHours)).toBe(false)
  })

  it('uses Berlin time around midnight and across the daylight-saving change', () => {
    // 23:30 UTC on a Sunday is already Monday in Berlin.
    expect(callbackRange(at('2026-11-22T23:30:00Z')).first).toEqual({
      year: 2026,
      month: 11,
      day: 23,
    })
    // On the last Sunday of March clocks go forward: still whole days.
    expect(callbackRange(at('2027-03-26T10:00:00+01:00')).last).toEqual({
      year: 2027,
      month: 4,
      day: 5,
    })
  })

  it('writes and reads the termin as dd.MM.yyyy, HH:mm', () => {
    expect(formatTermin({ year: 2026, month: 1, day: 5 }, 7 * 60 + 5)).toBe('05.01.2026, 07:05')
    expect(parseTermin('05.01.2026, 07:05')).toEqual({
      day: { year: 2026, month: 1, day: 5 },
      minutes: 425,
    })
    for (const text of [
      '5.1.2026, 07:05',
      '05.01.2026 07:05',
      '29.02.2026, 10:00',
      '05.01.2026, 24:00',
      '',
    ])
      expect(parseTermin(text), text).toBeNull()
  })

  it('the server accepts a time that passed up to half an hour ago today, but not earlier, nor yesterday', () => {
    expect(isValidTermin('18.11.2026, 09:00', WEDNESDAY_MORNING)).toBe(true)
    expect(isValidTermin('18.11.2026, 08:45', WEDNESDAY_MORNING)).toBe(true)
    expect(isValidTermin('18.11.2026, 08:30', WEDNESDAY_MORNING)).toBe(false)
    expect(isValidTermin('18.11.2026, 07:00', WEDNESDAY_MORNING)).toBe(false)
    expect(isValidTermin('17.11.2026, 10:00', WEDNESDAY_MORNING)).toBe(false)
  })
})
