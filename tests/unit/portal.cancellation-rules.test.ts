import { describe, expect, it } from 'vitest'

import {
  cancellationDeadline,
  cancellationOption,
  firstStartOf,
} from '@/features/portal/cancellation/rules'

const booking = (firstStart: string | null, extra: Record<string, unknown> = {}) => ({
  status: 'confirmed',
  firstStart,
  cancellationRequestedAt: null,
  ...extra,
})

describe('online cancellation in the portal', () => {
  // A seminar on Friday 20 Nov 2026, 09:00 in Münster; 14 days: online until 6 Nov, 23:59.
  const start = '2026-11-20T08:00:00.000Z'

  it('ends with the day that lies the set number of days before the first seminar day', () => {
    expect(cancellationDeadline(start, 14)?.toISOString()).toBe('2026-11-06T23:00:00.000Z')
    expect(cancellationOption(booking(start), 14, new Date('2026-11-06T22:59:00Z'))).toBe('online')
    expect(cancellationOption(booking(start), 14, new Date('2026-11-06T23:00:00Z'))).toBe('request')
    expect(cancellationOption(booking(start), 0, new Date('2026-11-19T22:30:00Z'))).toBe('online')
  })

  it('offers nothing once the seminar has begun or the booking is cancelled, and notes a request', () => {
    const now = new Date('2026-11-20T07:00:00Z')
    expect(cancellationOption(booking(start), 14, now)).toBe('none')
    expect(cancellationOption(booking(start, { status: 'cancelled' }), 14, new Date(0))).toBe(
      'none',
    )
    const requested = booking(start, { cancellationRequestedAt: '2026-11-10T10:00:00Z' })
    expect(cancellationOption(requested, 14, new Date('2026-11-10T11:00:00Z'))).toBe('requested')
    expect(cancellationOption(booking(null), 14, now)).toBe('online')
  })

  it('takes the first day of any seminar or module in the booking', () => {
    expect(
      firstStartOf({
        items: [
          { seminarDate: { startDate: '2027-03-01T08:00:00Z' } },
          { modules: [{ seminarDate: { startDate: '2027-02-01T08:00:00Z' } }, { seminarDate: 7 }] },
        ],
      }),
    ).toBe('2027-02-01T08:00:00Z')
    expect(firstStartOf({ items: [{ seminarDate: 3 }] })).toBeNull()
  })
})
