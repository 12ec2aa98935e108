import { describe, expect, it } from 'vitest'

import {
  certificateDocument,
  certificateFileName,
} from '@/features/portal/achievements/certificate/document'
import { certificateFacts } from '@/features/portal/achievements/certificate/facts'
import {
  certificatePath,
  parseCertificateParts,
} from '@/features/portal/achievements/certificate/paths'
import type { Booking, SeminarDate } from '@/payload-types'

const NOW = new Date('2026-11-22T10:00:00Z')

const date = (start: string, end: string, code = 'FK-101', title = 'Führen im Wandel') =>
  ({
    id: 1,
    startDate: start,
    endDate: end,
    seminar: { id: 10, code, title, topics: [] },
  }) as unknown as SeminarDate
const past = date('2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z')
const future = date('2027-03-02T00:00:00Z', '2027-03-03T00:00:00Z', 'VH-2', 'Verhandeln')

const people = [
  { id: 'p1', anrede: 'Frau', vorname: 'Katrin', nachname: 'Beispiel', email: 'k@x.example' },
  {
    id: 'p2',
    anrede: 'Herr',
    titel: 'Dr.',
    vorname: 'Jürgen',
    nachname: 'Groß-Öhler',
    email: 'j@x.example',
  },
]

function booking(status: Booking['status']): Booking {
  return {
    id: 4,
    bookingNumber: 'B-2026-000004',
    status,
    kind: 'buchung',
    createdAt: '2026-01-10T09:00:00Z',
    items: [
      {
        id: 'sem',
        type: 'seminar',
        seminarDate: past,
        title: 'Führen (wie gebucht)',
        period: '02.03.2026 – 03.03.2026',
        place: 'Münster',
        price: 1,
        currency: 'EUR',
        participants: people,
      },
      {
        id: 'next',
        type: 'seminar',
        seminarDate: future,
        title: 'Verhandeln',
        period: '02.03.2027',
        place: 'Köln',
        price: 1,
        currency: 'EUR',
        participants: people,
      },
      {
        id: 'prog',
        type: 'qualifizierungsprogramm',
        programme: 7,
        title: 'Führung kompakt',
        price: 1,
        currency: 'EUR',
        modules: [
          {
            id: 'r1',
            moduleId: 'm1',
            title: 'Grundlagen',
            seminarDate: past,
            period: '02.03.2026',
            place: 'Münster',
          },
          {
            id: 'r2',
            moduleId: 'm2',
            title: 'Vertiefung',
            seminarDate: future,
            period: '02.03.2027',
            place: 'Köln',
          },
        ],
        participants: people,
      },
    ],
  } as unknown as Booking
}

const target = (itemId: string, participantId = 'p1', moduleId: string | null = null) => ({
  bookingId: 4,
  itemId,
  participantId,
  moduleId,
})

describe('certificate URLs', () => {
  it('round-trip through the path parts', () => {
    const path = certificatePath('en', target('sem', 'p2', 'm1'))
    expect(path).toBe('/api/kundenportal/zertifikat/en/4/sem/p2/m1/')
    expect(parseCertificateParts(path.split('/').filter(Boolean).slice(3))).toEqual({
      locale: 'en',
      target: target('sem', 'p2', 'm1'),
    })
    expect(parseCertificateParts(['de', '4', 'sem', 'p1'])).toEqual({
      locale: 'de',
      target: target('sem'),
    })
    expect(parseCertificateParts(['de', '2147483647', 'sem', 'p1'])?.target.bookingId).toBe(
      2_147_483_647,
    )
  })

  it('reject anything that is not exactly a certificate’s path', () => {
    for (const parts of [
      ['fr', '4', 'sem', 'p1'],
      ['de', '0', 'sem', 'p1'],
      ['de', '04', 'sem', 'p1'],
      ['de', '4x', 'sem', 'p1'],
      ['de', '4', 'sem'],
      ['de', '4', 'sem', 'p1', 'm1', 'extra'],
      ['de', '4', '..', 'p1'],
      ['de', '4', 'sem', 'p1.pdf'],
      ['de', '4', 'sem', 'a'.repeat(65)],
      // Past the database's integer ids: PostgreSQL would fail the query.
      ['de', '2147483648', 'sem', 'p1'],
      'de/4/sem/p1',
      undefined,
    ]) {
      expect(parseCertificateParts(parts)).toBeNull()
    }
  })
})

describe('certificate facts', () => {
  it('states participant, seminar, code, dates and place of a completed seminar', () => {
    expect(certificateFacts(booking('confirmed'), target('sem', 'p2'), 'de', NOW)).toEqual({
      participant: 'Dr. Jürgen Groß-Öhler',
      firstName: 'Jürgen',
      lastName: 'Groß-Öhler',
      title: 'Führen im Wandel',
      programme: null,
      code: 'FK-101',
      period: '02.03.2026 – 03.03.2026',
      place: 'Münster',
      end: past.endDate,
    })
  })

  it('gives a completed module of a programme, naming the programme', () => {
    expect(
      certificateFacts(booking('confirmed'), target('prog', 'p1', 'm1'), 'de', NOW),
    ).toMatchObject({
      title: 'Führen im Wandel',
      programme: { title: 'Führung kompakt', module: 'Grundlagen' },
      code: 'FK-101',
      // Written from the module's date, not from the text stored at booking time.
      period: '02.03.2026 – 03.03.2026',
    })
  })

  it('gives none for what is not completed or does not exist', () => {
    expect(certificateFacts(booking('confirmed'), target('next'), 'de', NOW)).toBeNull()
    expect(certificateFacts(booking('new'), target('sem'), 'de', NOW)).toBeNull()
    expect(certificateFacts(booking('cancelled'), target('sem'), 'de', NOW)).toBeNull()
    expect(certificateFacts(booking('confirmed'), target('prog', 'p1', 'm2'), 'de', NOW)).toBeNull()
    expect(certificateFacts(booking('new'), target('prog', 'p1', 'm1'), 'de', NOW)).toBeNull()
    // A whole programme has no certificate of its own, only its modules.
    expect(certificateFacts(booking('confirmed'), target('prog'), 'de', NOW)).toBeNull()
    expect(certificateFacts(booking('confirmed'), target('sem', 'p1', 'm1'), 'de', NOW)).toBeNull()
    expect(certificateFacts(booking('confirmed'), target('sem', 'nobody'), 'de', NOW)).toBeNull()
    expect(certificateFacts(booking('confirmed'), target('missing'), 'de', NOW)).toBeNull()
  })
})

describe('certificate document', () => {
  const facts = certificateFacts(booking('confirmed'), target('sem', 'p2'), 'de', NOW)!
  const institute = { name: 'Institut für Führung Münster', city: 'Münster' }

  it('is titled in the page language and names institute, participant, seminar, code, dates, place and signatory', () => {
    const de = certificateDocument(facts, 'de', institute)
    expect(de.title).toBe('Teilnahmezertifikat')
    expect(de.subtitle).toBe('Institut für Führung Münster')
    const text = de.blocks.map((b) => (typeof b === 'string' ? b : b.heading)).join('\n')
    for (const part of [
      'Dr. Jürgen Groß-Öhler',
      'Führen im Wandel',
      'Seminarcode: FK-101',
      'Termin: 02.03.2026 – 03.03.2026',
      'Ort: Münster',
      'Münster, den 03.03.2026',
      'Institutsleitung',
    ]) {
      expect(text).toContain(part)
    }
    expect(certificateDocument(facts, 'en', institute).title).toBe('Certificate of attendance')
  })

  it('writes its dates the way the English pages do', () => {
    const english = certificateFacts(booking('confirmed'), target('sem', 'p2'), 'en', NOW)!
    const text = certificateDocument(english, 'en', institute).blocks.map((b) =>
      typeof b === 'string' ? b : b.heading,
    )
    expect(text).toContain('Dates: 2 Mar 2026 – 3 Mar 2026')
    expect(text).toContain('Münster, 3 Mar 2026')
  })

  it('gets an ASCII file name with code and name', () => {
    expect(certificateFileName(facts, 'de')).toBe('Zertifikat-FK-101-Juergen-Gross-Oehler.pdf')
    expect(
      certificateFileName({ ...facts, code: null, firstName: 'Renée "x"', lastName: 'Ø/..' }, 'en'),
    ).toBe('Certificate-Renee-x.pdf')
  })
})
