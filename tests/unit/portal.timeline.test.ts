import { describe, expect, it } from 'vitest'

import { portalStatus, toPortalItems } from '@/features/portal/timeline'
import type { Booking, SeminarDate } from '@/payload-types'

const NOW = new Date('2026-11-22T10:00:00Z')

function date(
  id: number,
  start: string,
  end: string | null,
  seminar: { id: number; topics: number[] },
): SeminarDate {
  return {
    id,
    seminar: { id: seminar.id, topics: seminar.topics },
    startDate: start,
    endDate: end,
  } as unknown as SeminarDate
}

type Participant = Booking['items'][number]['participants'][number]

const participant = (
  vorname: string,
  nachname: string,
  titel?: Participant['titel'],
): Participant => ({
  id: `${vorname}-p`,
  anrede: 'Frau',
  titel,
  vorname,
  nachname,
  email: `${vorname.toLowerCase()}@example.com`,
})

function booking(id: number, status: Booking['status'], items: Booking['items']): Booking {
  return {
    id,
    bookingNumber: `B-2026-00000${id}`,
    status,
    kind: 'buchung',
    createdAt: '2026-01-10T09:00:00Z',
    items,
  } as unknown as Booking
}

describe('portal items from bookings', () => {
  const past = date(1, '2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z', { id: 10, topics: [1, 2] })
  const future = date(2, '2027-02-01T00:00:00Z', null, { id: 11, topics: [2] })
  const today = date(3, '2026-11-21T00:00:00Z', '2026-11-22T00:00:00Z', { id: 12, topics: [3] })

  it('a confirmed seminar whose last day has passed is completed; a future one stays confirmed', () => {
    const items = toPortalItems(
      [
        booking(1, 'confirmed', [
          {
            id: 'a',
            type: 'seminar',
            seminarDate: past,
            title: 'Führen',
            price: 900,
            currency: 'EUR',
            participants: [participant('Katrin', 'Beispiel', 'Dr.')],
          },
        ]),
        booking(2, 'confirmed', [
          {
            id: 'b',
            type: 'seminar',
            seminarDate: future,
            title: 'Verhandeln',
            price: 900,
            currency: 'EUR',
            participants: [participant('Jonas', 'Muster')],
          },
        ]),
      ],
      'de',
      NOW,
    )
    expect(items.map((i) => [i.key, i.past, i.status])).toEqual([
      ['1-a', true, 'completed'],
      ['2-b', false, 'confirmed'],
    ])
    expect(items[0]).toMatchObject({
      seminarId: 10,
      dateId: 1,
      topicIds: [1, 2],
      start: past.startDate,
      end: past.endDate,
      bookingNumber: 'B-2026-000001',
    })
    expect(items[0].participants).toEqual([
      { id: 'Katrin-p', name: 'Dr. Katrin Beispiel', email: 'katrin@example.com' },
    ])
    // Without an end date the first day counts as the last.
    expect(items[1].end).toBe(future.startDate)
  })

  it('a seminar that ends today is not past yet', () => {
    const [item] = toPortalItems(
      [
        booking(3, 'confirmed', [
          {
            id: 'c',
            type: 'seminar',
            seminarDate: today,
            title: 'Heute',
            price: 1,
            currency: 'EUR',
            participants: [participant('A', 'B')],
          },
        ]),
      ],
      'de',
      NOW,
    )
    expect(item.past).toBe(false)
    expect(item.status).toBe('confirmed')
  })

  it('a programme spans its modules: completed modules count only in a confirmed booking', () => {
    const modules = [
      {
        id: 'm1',
        moduleId: 'x1',
        title: 'Modul 1',
        seminarDate: past,
        period: '02.–03.03.2026',
        place: 'Münster',
      },
      {
        id: 'm2',
        moduleId: 'x2',
        title: 'Modul 2',
        seminarDate: future,
        period: '01.02.2027',
        place: 'Köln',
      },
    ]
    const programme = {
      id: 'p',
      type: 'qualifizierungsprogramm' as const,
      programme: 7,
      title: 'Programm',
      price: 5000,
      currency: 'EUR' as const,
      modules,
      participants: [participant('K', 'B')],
    }
    const [confirmed] = toPortalItems([booking(4, 'confirmed', [programme])], 'de', NOW)
    expect(confirmed).toMatchObject({
      programmeId: 7,
      start: past.startDate,
      end: future.startDate,
      past: false,
      status: 'confirmed',
      topicIds: [1, 2],
    })
    expect(confirmed.modules.map((m) => [m.moduleId, m.seminarId, m.dateId, m.completed])).toEqual([
      ['x1', 10, 1, true],
      ['x2', 11, 2, false],
    ])
    expect(confirmed.dateId).toBeNull()
    const [requested] = toPortalItems([booking(5, 'new', [programme])], 'de', NOW)
    expect(requested.modules.every((m) => !m.completed)).toBe(true)
  })

  it('names seminars, programmes and modules in the language read, the stored title standing in where they are gone', () => {
    const english = {
      ...future,
      seminar: { id: 11, topics: [2], title: 'Negotiating' },
    } as unknown as SeminarDate
    const [seminar, gone] = toPortalItems(
      [
        booking(6, 'confirmed', [
          {
            id: 'd',
            type: 'seminar',
            seminarDate: english,
            title: 'Verhandeln',
            price: 900,
            currency: 'EUR',
            participants: [participant('A', 'B')],
          },
          {
            id: 'e',
            type: 'seminar',
            seminarDate: null,
            title: 'Gelöschter Termin',
            period: '01.02.2027',
            price: 900,
            currency: 'EUR',
            participants: [participant('C', 'D')],
          },
        ]),
      ],
      'en',
      NOW,
    )
    expect([seminar.title, gone.title]).toEqual(['Negotiating', 'Gelöschter Termin'])
    // The English portal writes the period from the date; a deleted date keeps the booked text.
    expect([seminar.period, gone.period]).toEqual(['1 Feb 2027', '01.02.2027'])
    const programme = {
      id: 7,
      title: 'Leading for the first time',
      modules: [{ id: 'x1', title: 'The new role' }],
    }
    const modules = [
      {
        id: 'm1',
        moduleId: 'x1',
        title: 'Die neue Rolle',
        seminarDate: past,
        period: '',
        place: '',
      },
      { id: 'm2', moduleId: 'x9', title: 'Altes Modul', seminarDate: past, period: '', place: '' },
    ]
    const [item] = toPortalItems(
      [
        booking(7, 'confirmed', [
          {
            id: 'f',
            type: 'qualifizierungsprogramm',
            programme,
            title: 'Erste Führungsrolle',
            price: 1,
            currency: 'EUR',
            modules,
            participants: [participant('E', 'F')],
          } as unknown as Booking['items'][number],
        ]),
      ],
      'de',
      NOW,
    )
    expect(item.title).toBe('Leading for the first time')
    expect(item.modules.map((m) => m.title)).toEqual(['The new role', 'Altes Modul'])
  })

  it('maps booking states to what the customer reads', () => {
    expect(portalStatus('new', false)).toBe('requested')
    expect(portalStatus('new', true)).toBe('requested')
    expect(portalStatus('confirmed', true)).toBe('completed')
    expect(portalStatus('cancelled', true)).toBe('cancelled')
    expect(portalStatus('cancelled', false)).toBe('cancelled')
  })
})
