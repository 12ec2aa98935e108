import { describe, expect, it } from 'vitest'

import { glance } from '@/features/portal/glance'
import type { PortalItem, PortalModule } from '@/features/portal/timeline'

const NOW = new Date('2026-11-22T10:00:00Z')

function seminar(
  title: string,
  start: string | null,
  status: PortalItem['status'],
  past: boolean,
): PortalItem {
  return {
    key: title,
    bookingId: 1,
    bookingNumber: 'B-2026-000001',
    itemId: title,
    bookedAt: '2026-01-01T09:00:00Z',
    kind: 'buchung',
    type: 'seminar',
    title,
    period: start ? start.slice(0, 10) : 'Termin nach Vereinbarung',
    place: 'Münster',
    seminarId: 1,
    dateId: null,
    programmeId: null,
    topicIds: [],
    start,
    end: start,
    past,
    status,
    participants: [],
    modules: [],
    booking: { status: 'confirmed', firstStart: start, cancellationRequestedAt: null },
  }
}

const programmeModule = (title: string, end: string, completed: boolean): PortalModule => ({
  moduleId: title,
  title,
  period: end.slice(0, 10),
  place: 'Köln',
  seminarId: 2,
  dateId: null,
  end,
  completed,
})

function programme(modules: PortalModule[], status: PortalItem['status']): PortalItem {
  return {
    ...seminar('Erste Führungsrolle', null, status, false),
    type: 'qualifizierungsprogramm',
    period: '',
    place: '',
    modules,
  }
}

describe('the portal overview at a glance', () => {
  it('names the soonest seminar ahead, a programme module included, and counts seminars ahead and completed', () => {
    const result = glance(
      [
        seminar('Konflikte klären', '2027-03-01T10:00:00Z', 'confirmed', false),
        seminar('Führen lernen', '2026-05-04T10:00:00Z', 'completed', true),
        programme(
          [
            programmeModule('Die neue Rolle', '2026-04-01T10:00:00Z', true),
            programmeModule('Sich selbst führen', '2027-01-11T10:00:00Z', false),
          ],
          'confirmed',
        ),
      ],
      NOW,
    )
    expect(result.next).toEqual({
      title: 'Sich selbst führen',
      programme: 'Erste Führungsrolle',
      period: '2027-01-11',
      place: 'Köln',
      status: 'confirmed',
    })
    expect(result.upcoming).toBe(2)
    expect(result.completed).toBe(2)
  })

  it('leaves cancelled bookings out and shows a reservation as requested', () => {
    const result = glance(
      [
        seminar('Storniert', '2026-12-01T10:00:00Z', 'cancelled', false),
        seminar('Reserviert', '2027-02-01T10:00:00Z', 'requested', false),
      ],
      NOW,
    )
    expect(result.next).toMatchObject({ title: 'Reserviert', status: 'requested' })
    expect(result.upcoming).toBe(1)
  })

  it('counts a date given as text as ahead without making it the next seminar', () => {
    const result = glance([seminar('Nach Vereinbarung', null, 'confirmed', false)], NOW)
    expect(result).toEqual({ next: null, upcoming: 1, completed: 0 })
  })

  it('has nothing to show for a customer without bookings, and past unconfirmed seminars are neither ahead nor completed', () => {
    expect(glance([], NOW)).toEqual({ next: null, upcoming: 0, completed: 0 })
    expect(
      glance([seminar('Nie bestätigt', '2026-02-02T10:00:00Z', 'requested', true)], NOW),
    ).toEqual({ next: null, upcoming: 0, completed: 0 })
  })
})
