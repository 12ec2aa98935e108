// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { SeminarsOverview } from '@/features/portal/seminars/components/SeminarsOverview'
import { groupSeminars } from '@/features/portal/seminars/grouping'
import type { CatalogueLinks } from '@/features/portal/seminars/links'

import { portalItem } from '../helpers/portal-items'

// The cancel button refreshes the page through the router after its post.
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => undefined }) }))
vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))

/**
 * next/link drops the trailing slash outside Next (no trailingSlash setting there): compare without
 * it.
 */
const hrefOf = (link: HTMLElement) => (link.getAttribute('href') ?? '').replace(/\/(?=\?|$)/, '')

const noLinks: CatalogueLinks = { seminars: new Map(), programmes: new Map() }

describe('my seminars: grouping', () => {
  it('lists upcoming items soonest first with undated ones after them, past ones latest first', () => {
    const groups = groupSeminars([
      portalItem('late', { start: '2027-05-01T00:00:00Z', end: '2027-05-02T00:00:00Z' }),
      portalItem('undated'),
      portalItem('old', { start: '2025-01-01T00:00:00Z', end: '2025-01-02T00:00:00Z', past: true }),
      portalItem('soon', { start: '2026-12-01T00:00:00Z', end: '2026-12-01T00:00:00Z' }),
      portalItem('recent', {
        start: '2026-10-01T00:00:00Z',
        end: '2026-10-02T00:00:00Z',
        past: true,
      }),
    ])
    expect(groups.upcoming.map((i) => i.key)).toEqual(['soon', 'late', 'undated'])
    expect(groups.past.map((i) => i.key)).toEqual(['recent', 'old'])
    expect(groups.cancelled).toEqual([])
  })

  it('keeps cancelled bookings out of upcoming and past, newest booking first', () => {
    const groups = groupSeminars([
      portalItem('ahead', { start: '2027-05-01T00:00:00Z', end: '2027-05-01T00:00:00Z' }),
      portalItem('called-off', {
        status: 'cancelled',
        start: '2027-06-01T00:00:00Z',
        end: '2027-06-01T00:00:00Z',
        bookedAt: '2026-02-01T09:00:00.000Z',
      }),
      portalItem('called-off-long-ago', {
        status: 'cancelled',
        past: true,
        end: '2025-06-01T00:00:00Z',
        bookedAt: '2025-01-01T09:00:00.000Z',
      }),
    ])
    expect(groups.upcoming.map((i) => i.key)).toEqual(['ahead'])
    expect(groups.past).toEqual([])
    expect(groups.cancelled.map((i) => i.key)).toEqual(['called-off', 'called-off-long-ago'])
  })
})

describe('my seminars: page content', () => {
  it('shows each item with status in words, dates, place, booking facts and participants', async () => {
    const items = [
      portalItem('a', {
        status: 'requested',
        kind: 'reservierung',
        seminarId: 5,
        start: '2027-01-01T00:00:00Z',
      }),
      portalItem('b', {
        status: 'completed',
        past: true,
        end: '2026-03-03T00:00:00Z',
        participants: [
          { id: 'x', name: 'Dr. Jonas Muster', email: 'j@example.com' },
          { id: 'y', name: 'Lea Lang', email: 'l@example.com' },
        ],
      }),
      portalItem('c', { status: 'cancelled', past: true, end: '2026-02-03T00:00:00Z' }),
    ]
    render(
      await SeminarsOverview({
        items,
        links: { seminars: new Map([[5, '/seminare/fuehren/']]), programmes: new Map() },
        locale: 'de',
      }),
    )

    const upcoming = screen.getByRole('region', { name: 'Anstehende Seminare' })
    const requested = within(upcoming).getByRole('article', { name: 'Seminar a' })
    expect(hrefOf(within(requested).getByRole('link', { name: 'Seminar a' }))).toBe(
      '/seminare/fuehren',
    )
    expect(within(requested).getByText('Angefragt')).toBeTruthy()
    expect(within(requested).getByText('Reservierung')).toBeTruthy()
    expect(within(requested).getByText('02.03.2026 – 03.03.2026')).toBeTruthy()
    expect(within(requested).getByText('Münster')).toBeTruthy()
    expect(within(requested).getByText('B-2026-a')).toBeTruthy()
    expect(within(requested).getByText('10.01.2026')).toBeTruthy()

    const past = screen.getByRole('region', { name: 'Vergangene Seminare' })
    const articles = within(past).getAllByRole('article')
    expect(articles.map((a) => within(a).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Seminar b',
    ])
    expect(within(articles[0]).getByText('Abgeschlossen')).toBeTruthy()
    expect(
      within(articles[0])
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dr. Jonas Muster', 'Lea Lang'])
    // A seminar that is no longer published keeps its title, without a link; the card still
    // links its booking confirmation.
    expect(within(articles[0]).getByRole('heading', { level: 3 }).querySelector('a')).toBeNull()
    expect(within(articles[0]).getByRole('link').getAttribute('href')).toMatch(
      /^\/api\/kundenportal\/bestaetigung\/de\/\d+\/$/,
    )
    const cancelled = screen.getByRole('region', { name: 'Stornierte Buchungen' })
    const called = within(cancelled).getByRole('article', { name: 'Seminar c' })
    expect(within(called).getByText('Storniert')).toBeTruthy()
  })

  it('shows a programme with each module’s dates and place, in English', async () => {
    const programme = portalItem('p', {
      type: 'qualifizierungsprogramm',
      title: 'Leadership programme',
      period: '',
      place: '',
      programmeId: 7,
      modules: [
        {
          moduleId: 'm1',
          title: 'Module 1',
          period: '02.03.2026',
          place: 'Köln',
          seminarId: 9,
          dateId: null,
          end: '2026-03-02T00:00:00Z',
          completed: true,
        },
        {
          moduleId: 'm2',
          title: 'Module 2',
          period: '',
          place: '',
          seminarId: null,
          dateId: null,
          end: null,
          completed: false,
        },
      ],
    })
    const links: CatalogueLinks = {
      seminars: new Map([[9, '/en/seminars/one/']]),
      programmes: new Map([[7, '/en/development-programmes/assistent/?programm=7']]),
    }
    render(await SeminarsOverview({ items: [programme], links, locale: 'en' }))
    const card = screen.getByRole('article', { name: 'Leadership programme' })
    expect(within(card).getByText('Development programme')).toBeTruthy()
    expect(within(card).getByText('Confirmed')).toBeTruthy()
    expect(hrefOf(within(card).getByRole('link', { name: 'Leadership programme' }))).toBe(
      '/en/development-programmes/assistent?programm=7',
    )
    const modules = within(card).getByRole('heading', { name: 'Modules' })
      .nextElementSibling as HTMLElement
    expect(
      within(modules)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Module 102.03.2026 · KölnAlready attended', 'Module 2Dates to follow'])
    expect(hrefOf(within(modules).getByRole('link', { name: 'Module 1' }))).toBe('/en/seminars/one')
    expect(screen.getByRole('region', { name: 'Past seminars' }).textContent).toContain(
      'Your seminars appear here once they have taken place.',
    )
  })

  it('offers the seminar finder when nothing is booked, and no section for cancellations', async () => {
    render(await SeminarsOverview({ items: [], links: noLinks, locale: 'de' }))
    expect(screen.queryByRole('region', { name: 'Stornierte Buchungen' })).toBeNull()
    for (const name of ['Anstehende Seminare', 'Vergangene Seminare']) {
      const section = screen.getByRole('region', { name })
      expect(hrefOf(within(section).getByRole('link', { name: 'Passendes Seminar finden' }))).toBe(
        '/seminare/seminarfinder',
      )
    }
  })
})
