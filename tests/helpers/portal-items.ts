import type { PortalItem, PortalModule } from '@/features/portal/timeline'

/**
 * A portal item for unit tests: a confirmed, upcoming seminar with one participant; `overrides`
 * change any field.
 */
export function portalItem(key: string, overrides: Partial<PortalItem> = {}): PortalItem {
  return {
    key,
    bookingId: 3,
    bookingNumber: `B-2026-${key}`,
    itemId: `item-${key}`,
    bookedAt: '2026-01-10T09:00:00.000Z',
    kind: 'buchung',
    type: 'seminar',
    title: `Seminar ${key}`,
    period: '02.03.2026 – 03.03.2026',
    place: 'Münster',
    seminarId: null,
    dateId: null,
    programmeId: null,
    topicIds: [],
    start: null,
    end: null,
    past: false,
    status: 'confirmed',
    participants: [{ id: `${key}-p`, name: 'Katrin Beispiel', email: 'k@example.com' }],
    modules: [],
    booking: { status: 'confirmed', firstStart: null, cancellationRequestedAt: null },
    ...overrides,
  }
}

/** A one-day seminar on 02.03.2026 that a confirmed booking has seen through: completed. */
export const completedItem = (key: string, overrides: Partial<PortalItem> = {}): PortalItem =>
  portalItem(key, {
    period: '02.03.2026',
    end: '2026-03-02T00:00:00.000Z',
    past: true,
    status: 'completed',
    ...overrides,
  })

/** A booked programme (id 7, confirmed, no modules unless overridden). */
export const programmeItem = (key: string, overrides: Partial<PortalItem> = {}): PortalItem =>
  portalItem(key, {
    type: 'qualifizierungsprogramm',
    title: `Programm ${key}`,
    period: '',
    place: '',
    programmeId: 7,
    ...overrides,
  })

/** A booked programme module in Köln, titled `Booked <id>`. */
export const portalModule = (
  moduleId: string,
  completed: boolean,
  end: string | null,
  period = '',
): PortalModule => ({
  moduleId,
  title: `Booked ${moduleId}`,
  period,
  place: 'Köln',
  seminarId: null,
  dateId: null,
  end,
  completed,
})
