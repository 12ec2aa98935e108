import { describe, expect, it } from 'vitest'

import { terminInstant } from '@/features/callback/termin-at'

describe('terminAt: the instant of a callback termin (Berlin time)', () => {
  it('reads winter time as UTC+1 and summer time as UTC+2', () => {
    expect(terminInstant('02.03.2026, 10:15')).toBe('2026-03-02T09:15:00.000Z')
    expect(terminInstant('01.07.2026, 10:15')).toBe('2026-07-01T08:15:00.000Z')
  })

  it('gets the days of the clock changes right', () => {
    // 29.03.2026: 02:00 became 03:00; 25.10.2026: 03:00 became 02:00.
    expect(terminInstant('29.03.2026, 07:00')).toBe('2026-03-29T05:00:00.000Z')
    expect(terminInstant('27.03.2026, 20:00')).toBe('2026-03-27T19:00:00.000Z')
    expect(terminInstant('25.10.2026, 07:00')).toBe('2026-10-25T06:00:00.000Z')
    expect(terminInstant('23.10.2026, 20:00')).toBe('2026-10-23T18:00:00.000Z')
  })

  it('gives null for anything that is not a termin', () => {
    for (const text of ['', 'morgen', '31.02.2026, 10:00', '2026-03-02 10:15', '02.03.2026 10:15'])
      expect(terminInstant(text), text).toBeNull()
  })
})
