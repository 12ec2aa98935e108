// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { SeminarsOverview } from '@/features/portal/seminars/components/SeminarsOverview'
import { SeminarDatesSection } from '@/features/seminars/components/SeminarDatesSection'
import type { SeminarDateView } from '@/features/seminars/types'

import { portalItem, portalModule, programmeItem } from '../helpers/portal-items'

import { seminarDateView } from './fixtures/seminar-date-view'

// The cancel button refreshes the page through the router after its post.
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => undefined }) }))
// The waiting-list buttons are async server components of their own (tests/unit/waiting-list.*).
vi.mock('@/features/waiting-list/components/WaitingListButton', () => ({
  WaitingListButton: () => null,
  DateAlertButton: () => null,
}))
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl')
  const messages = {
    de: (await import('../../messages/de.json')).default,
    en: (await import('../../messages/en.json')).default,
  }
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'de' | 'en'; namespace?: string }) =>
      createTranslator({ locale, messages: messages[locale], namespace: namespace as never }),
  }
})

const dateView = (id: number, overrides: Partial<SeminarDateView> = {}): SeminarDateView =>
  seminarDateView({ id, seatsLeft: 5, ...overrides })

describe('calendar file links', () => {
  it('on the seminar page, one per date that falls on a day, full or not, in the page’s language', async () => {
    render(
      await SeminarDatesSection({
        dates: [
          dateView(11),
          dateView(12, { seatsLeft: 0 }),
          dateView(13, { startDate: null, endDate: null, period: 'nach Vereinbarung' }),
        ],
        seminarId: 7,
        duration: 2,
        locale: 'en',
      }),
    )
    const [open, full, byArrangement] = screen.getAllByTestId('seminar-date')
    const link = within(open).getByRole('link', {
      name: 'Add to calendar (.ics): the date 03.12.2026 – 04.12.2026 in Münster',
    })
    expect(link.textContent).toBe('Add to calendar (.ics)')
    expect(link.getAttribute('href')).toBe('/api/kalender/11/?language=en')
    expect(
      within(full)
        .getByRole('link', { name: /^Add to calendar/ })
        .getAttribute('href'),
    ).toBe('/api/kalender/12/?language=en')
    expect(within(byArrangement).queryByRole('link', { name: /calendar/ })).toBeNull()
  })

  it('in the portal, for upcoming booked dates and modules of seminars still published', async () => {
    const published = new Map([
      [5, '/seminare/fuehren/'],
      [6, '/seminare/verhandeln/'],
    ])
    const upcoming = { start: '2027-01-04T00:00:00Z', end: '2027-01-05T00:00:00Z' }
    render(
      await SeminarsOverview({
        items: [
          portalItem('a', { ...upcoming, seminarId: 5, dateId: 21, title: 'Führen' }),
          portalItem('cancelled', { ...upcoming, seminarId: 5, dateId: 22, status: 'cancelled' }),
          portalItem('gone', { ...upcoming, seminarId: 9, dateId: 23 }),
          portalItem('past', {
            start: '2026-01-04T00:00:00Z',
            end: '2026-01-05T00:00:00Z',
            seminarId: 5,
            dateId: 24,
            past: true,
            status: 'completed',
          }),
          programmeItem('p', {
            ...upcoming,
            modules: [
              {
                ...portalModule('m1', false, '2027-02-02T00:00:00Z', '02.02.2027'),
                seminarId: 6,
                dateId: 31,
              },
              { ...portalModule('m2', false, null), seminarId: 6, dateId: 32 },
            ],
          }),
        ],
        links: { seminars: published, programmes: new Map() },
        locale: 'de',
      }),
    )
    const links = screen
      .getAllByRole('link', { name: /^Zum Kalender hinzufügen \(\.ics\)/ })
      .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])
    expect(links).toEqual([
      [
        'Zum Kalender hinzufügen (.ics): Führen, 02.03.2026 – 03.03.2026',
        '/api/kalender/21/?language=de',
      ],
      ['Zum Kalender hinzufügen (.ics): Booked m1, 02.02.2027', '/api/kalender/31/?language=de'],
    ])
  })
})
