// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { MissingModules } from '@/features/portal/recommendations/components/MissingModules'
import { TopicRecommendations } from '@/features/portal/recommendations/components/TopicRecommendations'
import type { Recommendations } from '@/features/portal/recommendations/queries'

vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))

const dated = {
  startDate: '2027-03-02T00:00:00.000Z',
  period: '02.03.2027 – 03.03.2027',
  place: 'Münster',
}

const data: Recommendations = {
  hasBookings: true,
  topics: [
    {
      id: 1,
      title: 'Konflikte lösen',
      subtitle: 'Klar bleiben',
      url: '/seminare/konflikte/',
      topicIds: [5, 6],
      sharedTopicIds: [5],
      nextDate: dated,
    },
    {
      id: 2,
      title: 'Verhandeln',
      subtitle: null,
      url: '/seminare/verhandeln/',
      topicIds: [6],
      sharedTopicIds: [],
      nextDate: null,
    },
  ],
  topicNames: { 5: 'Führung', 6: 'Kommunikation' },
  hasProgrammes: true,
  gaps: [
    {
      id: 7,
      title: 'Erste Führungsrolle',
      missing: [
        {
          id: 'm4',
          title: 'Teams entwickeln',
          category: 'Team',
          seminars: [
            {
              id: 3,
              title: 'Teamführung',
              url: '/seminare/team/',
              nextDate: { ...dated, place: '' },
            },
          ],
        },
      ],
    },
  ],
}

/**
 * next/link drops the trailing slash outside Next (no trailingSlash setting there): compare without
 * it.
 */
const hrefOf = (link: HTMLElement) => (link.getAttribute('href') ?? '').replace(/\/$/, '')

describe('recommendations: one seminar line for topics and missing modules', () => {
  it('shows a topic recommendation as a card with its reason, topics and next date, or dates on request', async () => {
    render(await TopicRecommendations({ locale: 'de', data }))
    const [first, second] = within(screen.getByTestId('topic-recommendations')).getAllByRole(
      'article',
    )
    expect(hrefOf(within(first!).getByRole('link', { name: 'Konflikte lösen' }))).toBe(
      '/seminare/konflikte',
    )
    expect(first!.textContent).toContain('Weil Sie Seminare zum Thema Führung gebucht haben')
    expect([...first!.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([
      'Führung, Kommunikation',
      '02.03.2027 – 03.03.2027 · Münster',
    ])
    expect([...second!.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([
      'Kommunikation',
      'Termine auf Anfrage',
    ])
  })

  it('lists a missing module’s seminars as lines with their next date, in the same words', async () => {
    render(await MissingModules({ locale: 'de', data }))
    const gap = screen.getByTestId('programme-gap')
    expect(hrefOf(within(gap).getByRole('link', { name: 'Teamführung' }))).toBe('/seminare/team')
    expect(within(gap).getByText('Nächster Termin: 02.03.2027 – 03.03.2027')).toBeTruthy()
  })
})
