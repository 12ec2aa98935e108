// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { AchievementsOverview } from '@/features/portal/achievements/components/AchievementsOverview'
import { completedEntries, programmeProgress } from '@/features/portal/achievements/progress'
import type { PortalItem, PortalModule } from '@/features/portal/timeline'

import { completedItem, portalItem, portalModule, programmeItem } from '../helpers/portal-items'

vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))

const programme = (
  key: string,
  status: PortalItem['status'],
  modules: PortalModule[],
  programmeId = 7,
) => programmeItem(key, { status, modules, programmeId })

describe('achievements: what counts as completed', () => {
  it('lists completed seminars and completed modules, latest first, but nothing upcoming, requested or cancelled', () => {
    const entries = completedEntries([
      completedItem('old', { end: '2025-05-01T00:00:00.000Z' }),
      portalItem('upcoming', { end: '2027-01-01T00:00:00.000Z' }),
      completedItem('requested', { status: 'requested' }),
      completedItem('cancelled', { status: 'cancelled' }),
      programme('p', 'confirmed', [
        portalModule('m1', true, '2026-06-01T00:00:00.000Z', '01.06.2026'),
        portalModule('m2', false, '2027-02-01T00:00:00.000Z'),
      ]),
    ])
    expect(entries.map((e) => [e.title, e.moduleId, e.programmeTitle])).toEqual([
      ['Booked m1', 'm1', 'Programm p'],
      ['Seminar old', null, null],
    ])
  })
})

describe('achievements: programme progress', () => {
  const outline = {
    id: 7,
    title: 'Führung im Wandel',
    modules: ['m1', 'm2', 'm3', 'm4'].map((id) => ({ id, title: `Modul ${id}` })),
  }

  it('counts completed modules against the programme’s current modules, including one added since booking', () => {
    const [progress] = programmeProgress(
      [
        programme('p', 'confirmed', [
          portalModule('m1', true, '2026-06-01T00:00:00.000Z'),
          portalModule('m2', true, '2026-07-01T00:00:00.000Z'),
          portalModule('m3', false, null, '01.02.2027'),
        ]),
      ],
      [outline],
    )
    expect(progress).toMatchObject({ title: 'Führung im Wandel', completed: 2, total: 4 })
    expect(progress.modules.map((m) => [m.title, m.state])).toEqual([
      ['Modul m1', 'completed'],
      ['Modul m2', 'completed'],
      ['Modul m3', 'planned'],
      ['Modul m4', 'open'],
    ])
  })

  it('merges bookings of the same programme, leaves cancelled ones out and falls back to the booked modules', () => {
    const items = [
      programme('a', 'confirmed', [portalModule('m1', true, '2026-06-01T00:00:00.000Z')]),
      programme('b', 'requested', [
        portalModule('m1', false, null),
        portalModule('m2', false, null),
      ]),
      programme('c', 'cancelled', [portalModule('m3', false, null)]),
      programme(
        'gone',
        'confirmed',
        [portalModule('x', true, '2026-01-01T00:00:00.000Z'), portalModule('y', false, null)],
        99,
      ),
    ]
    const progress = programmeProgress(items, [outline])
    expect(progress.map((p) => [p.title, p.completed, p.total])).toEqual([
      ['Führung im Wandel', 1, 4],
      ['Programm gone', 1, 2],
    ])
    expect(progress[0]!.modules.map((m) => m.state)).toEqual([
      // A list of expected states, alike a list in portal.isolation.collections.test.ts by shape.
      'completed',
      'planned',
      'open',
      'open',
    ])
  })
})

describe('achievements: page content', () => {
  it('offers a certificate per participant, named after the participant and the seminar', async () => {
    const seminar = completedItem('s', {
      title: 'Konflikte lösen',
      participants: [
        { id: 'p1', name: 'Katrin Beispiel', email: 'k@x' },
        { id: 'p2', name: 'Dr. Jonas Muster', email: 'j@x' },
      ],
    })
    render(
      await AchievementsOverview({
        entries: completedEntries([seminar]),
        programmes: [],
        locale: 'de',
      }),
    )
    const section = screen.getByRole('region', { name: 'Abgeschlossene Seminare' })
    const links = within(section).getAllByRole('link', { name: /^Zertifikat herunterladen/ })
    expect(links.map((l) => l.textContent)).toEqual([
      'Zertifikat herunterladen für Katrin Beispiel: Konflikte lösen',
      'Zertifikat herunterladen für Dr. Jonas Muster: Konflikte lösen',
    ])
    expect(links[1]!.getAttribute('href')).toBe('/api/kundenportal/zertifikat/de/3/item-s/p2/')
    expect(links[1]!.hasAttribute('download')).toBe(true)
    expect(within(section).getByText('02.03.2026')).toBeTruthy()
    expect(
      within(screen.getByRole('region', { name: 'Programmfortschritt' })).getByText(
        'Sie haben noch kein Entwicklungsprogramm gebucht.',
        { exact: false },
      ),
    ).toBeTruthy()
  })

  it('shows programme progress as a labelled bar and each module’s state, in English', async () => {
    const outline = {
      id: 7,
      title: 'Leading change',
      modules: ['m1', 'm2', 'm3'].map((id) => ({ id, title: `Module ${id}` })),
    }
    const items = [
      programme('p', 'confirmed', [
        portalModule('m1', true, '2026-06-01T10:00:00.000Z'),
        portalModule('m2', false, null, '1 Feb 2027 – 2 Feb 2027'),
      ]),
    ]
    render(
      await AchievementsOverview({
        entries: completedEntries(items),
        programmes: programmeProgress(items, [outline]),
        locale: 'en',
      }),
    )
    const bar = screen.getByRole('progressbar', {
      name: 'Progress in the programme Leading change',
    })
    expect([
      bar.getAttribute('value'),
      bar.getAttribute('max'),
      bar.getAttribute('aria-valuetext'),
    ]).toEqual(['1', '3', '1 of 3 modules completed'])
    const list = screen.getByRole('list', { name: 'Modules' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Module m1Completed on 1 Jun 2026',
      'Module m2Planned for 1 Feb 2027 – 2 Feb 2027',
      'Module m3Not booked yet',
    ])
    // The completed module is among the completed seminars, with its certificate link.
    const completed = screen.getByRole('region', { name: 'Completed seminars' })
    expect(within(completed).getByText('Development programme: Programm p')).toBeTruthy()
    expect(
      within(completed)
        .getByRole('link', { name: /^Download certificate for Katrin Beispiel: Booked m1$/ })
        .getAttribute('href'),
    ).toBe('/api/kundenportal/zertifikat/en/3/item-p/p-p/m1/')
  })
})
