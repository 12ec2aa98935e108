// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { DateRow } from '@/features/finder/components/DateRow'
import { SeminarDatesSection } from '@/features/seminars/components/SeminarDatesSection'
import { courseJsonLd } from '@/features/seminars/jsonld'

import { seminarDateView } from './fixtures/seminar-date-view'

vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))

const SITE_NOTE = 'Per Teams; den Link senden wir eine Woche vorher.'
const inPerson = seminarDateView({ id: 1 })
const online = seminarDateView({
  id: 2,
  format: 'online',
  place: 'Online',
  locationId: null,
  period: '08.12.2026',
})
const blended = seminarDateView({
  id: 3,
  format: 'blended',
  onlineNote: 'Vor Ort in Münster oder per Zoom dazu.',
})

describe('date formats on the seminar page', () => {
  it('shows each date’s format, Online instead of a place, and how online dates run', async () => {
    render(
      await SeminarDatesSection({
        dates: [inPerson, online, blended],
        seminarId: 7,
        duration: 2,
        locale: 'de',
        onlineNote: SITE_NOTE,
      }),
    )
    const [first, second, third] = screen.getAllByTestId('seminar-date')
    expect(within(first).getByText('Präsenz')).toBeTruthy()
    expect(within(first).queryByTestId('online-note')).toBeNull()

    expect(within(second).getByText('Online live')).toBeTruthy()
    expect(within(second).getByText('Online')).toBeTruthy()
    expect(second.textContent).not.toContain('Münster')
    expect(
      within(second).getByRole('button', { name: 'Termin 08.12.2026 online buchen' }),
    ).toBeTruthy()
    expect(within(second).getByTestId('online-note').textContent).toBe(
      `So läuft der Termin: ${SITE_NOTE}`,
    )

    expect(within(third).getByText('Blended')).toBeTruthy()
    expect(third.textContent).toContain('Münster')
    expect(within(third).getByTestId('online-note').textContent).toContain(
      'Vor Ort in Münster oder per Zoom dazu.',
    )
  })

  it('names the formats in English', async () => {
    render(
      await SeminarDatesSection({
        dates: [inPerson, online],
        seminarId: 7,
        duration: 2,
        locale: 'en',
        onlineNote: 'On Teams.',
      }),
    )
    expect(screen.getByText('In person')).toBeTruthy()
    expect(screen.getByText('Live online')).toBeTruthy()
    expect(screen.getByTestId('online-note').textContent).toBe('How it runs: On Teams.')
  })
})

describe('date formats elsewhere', () => {
  it('the finder’s date rows show the format', () => {
    // The finder's row labels, as the finder's own tests spell them out.
    const labels = {
      book: 'Jetzt buchen',
      period: 'Zeitraum',
      duration: 'Dauer',
      place: 'Ort',
      price: 'Preis',
      formats: { in_person: 'Präsenz', online: 'Online live', blended: 'Blended' },
    }
    render(
      <ul>
        <DateRow date={online} locale="de" labels={labels} />
      </ul>,
    )
    expect(screen.getByText('Online live').getAttribute('data-format')).toBe('online')
    expect(screen.getByText('Online')).toBeTruthy()
  })

  it('structured data marks online dates as virtual and blended ones as mixed', () => {
    const course = courseJsonLd({
      name: 'Führen',
      description: 'Text',
      code: 'FK-101',
      url: 'https://seminare.example/seminare/fuehren/',
      reviews: {},
      provider: { name: 'Institut', url: 'https://seminare.example/' },
      dates: [inPerson, online, blended],
      places: [{ id: 4, name: 'Haus', street: 'Weg 1', postcode: '48149', city: 'Münster' }],
    })
    const instances = course.hasCourseInstance as Record<string, unknown>[]
    expect(instances.map((i) => [i.courseMode, i.eventAttendanceMode])).toEqual([
      ['onsite', 'https://schema.org/OfflineEventAttendanceMode'],
      ['online', 'https://schema.org/OnlineEventAttendanceMode'],
      ['blended', 'https://schema.org/MixedEventAttendanceMode'],
    ])
    expect(instances[1]?.location).toEqual({ '@type': 'VirtualLocation', name: 'Online' })
    expect(instances[2]?.location).toEqual([
      expect.objectContaining({ '@type': 'Place', name: 'Haus' }),
      { '@type': 'VirtualLocation', name: 'Online' },
    ])
  })
})
