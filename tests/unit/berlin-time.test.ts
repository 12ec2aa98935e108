import { describe, expect, it } from 'vitest'

import { berlinMidnight } from '@/lib/berlin-time'

describe('berlinMidnight', () => {
  it('gives midnight in Münster, in winter and in summer time', () => {
    // 23:30 UTC on 14 January is already 15 January in Münster.
    expect(berlinMidnight(new Date('2027-01-14T23:30:00Z')).toISOString()).toBe(
      '2027-01-14T23:00:00.000Z',
    )
    expect(berlinMidnight(new Date('2027-07-01T10:00:00Z'), 1).toISOString()).toBe(
      '2027-07-01T22:00:00.000Z',
    )
  })

  it('counts days across the change to summer time', () => {
    // 28 March 2027 is the change: the next midnight is 23 hours later.
    expect(berlinMidnight(new Date('2027-03-27T12:00:00Z'), 2).toISOString()).toBe(
      '2027-03-28T22:00:00.000Z',
    )
  })
})
