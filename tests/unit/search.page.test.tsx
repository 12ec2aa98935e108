// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { SearchPage } from '@/features/search/components/SearchPage'
import type { SearchGroup, SearchKind } from '@/features/search/types'

vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))
vi.mock('@/features/locale/PageAlternates.client', () => ({ PageAlternates: () => null }))
// An async server component of its own, tested elsewhere.
vi.mock('@/features/pages/Breadcrumbs', () => ({ Breadcrumbs: () => null }))
vi.mock('@/i18n/navigation', () => ({
  fixedRouteUrls: (href: string) =>
    href === '/search'
      ? { de: '/suche', en: '/en/search' }
      : { de: '/knowledge-center/search', en: '/en/knowledge-center/search' },
}))

const search =
  vi.fn<
    (
      locale: string,
      query: string,
      options: { kinds?: readonly SearchKind[]; limit?: number },
    ) => Promise<SearchGroup[]>
  >()
vi.mock('@/features/search/shared-index', () => ({ getSearchIndex: async () => ({ search }) }))

const hit = (n: number) => ({
  title: `Seminar ${n}`,
  url: `/seminare/s-${n}/`,
  subtitle: `Untertitel ${n}`,
  snippet: `… Text ${n} …`,
  score: 10 - n,
})

describe('search page', () => {
  beforeEach(() => search.mockReset())

  it('shows only the form for an empty query', async () => {
    render(await SearchPage({ locale: 'de', scope: 'site', raw: {} }))
    expect(screen.getByRole('heading', { level: 1, name: 'Suche' })).toBeTruthy()
    const form = screen.getByRole('search')
    expect(form.getAttribute('action')).toBe('/suche/')
    expect(within(form).getByLabelText('Suchbegriff').getAttribute('type')).toBe('search')
    expect(search).not.toHaveBeenCalled()
    expect(screen.queryByText(/Treffer/)).toBeNull()
  })

  it('groups hits by kind with counts and links to all hits of a kind', async () => {
    search.mockResolvedValue([
      { kind: 'seminars', total: 12, hits: [1, 2, 3, 4, 5].map(hit) },
      { kind: 'blog', total: 1, hits: [{ title: 'Ein Artikel', url: '/blog/artikel/', score: 1 }] },
    ])
    render(await SearchPage({ locale: 'de', scope: 'site', raw: { q: ' Führung ' } }))
    expect(search).toHaveBeenCalledWith('de', 'Führung', expect.objectContaining({ limit: 5 }))
    expect(screen.getByText('13 Treffer für „Führung“')).toBeTruthy()
    const seminars = screen.getByRole('region', { name: 'Seminare (12)' })
    expect(within(seminars).getAllByRole('listitem')).toHaveLength(5)
    // next/link drops the trailing slash outside the app (trailingSlash is a next.config setting).
    expect(within(seminars).getByRole('link', { name: 'Seminar 1' }).getAttribute('href')).toMatch(
      /^\/seminare\/s-1\/?$/,
    )
    expect(
      within(seminars)
        .getByRole('link', { name: 'Alle 12 Seminare anzeigen' })
        .getAttribute('href'),
    ).toBe('/suche/?q=F%C3%BChrung&kind=seminars')
    const blog = screen.getByRole('region', { name: 'Blog-Artikel (1)' })
    expect(within(blog).queryByRole('link', { name: /Alle/ })).toBeNull()
    expect((screen.getByLabelText('Suchbegriff') as HTMLInputElement).value).toBe('Führung')
  })

  it('lists every hit of one kind with a way back to all results', async () => {
    search.mockResolvedValue([
      { kind: 'seminars', total: 12, hits: Array.from({ length: 12 }, (_, i) => hit(i + 1)) },
    ])
    render(await SearchPage({ locale: 'en', scope: 'site', raw: { q: 'lead', kind: 'seminars' } }))
    expect(search).toHaveBeenCalledWith(
      'en',
      'lead',
      expect.objectContaining({ kinds: ['seminars'] }),
    )
    expect(screen.getAllByRole('listitem')).toHaveLength(12)
    expect(screen.getByRole('link', { name: 'All results for “lead”' }).getAttribute('href')).toBe(
      '/en/search/?q=lead',
    )
    expect(screen.queryByRole('link', { name: /Show all/ })).toBeNull()
  })

  it('says so when nothing matches, echoing the query as text', async () => {
    search.mockResolvedValue([])
    render(await SearchPage({ locale: 'de', scope: 'knowledge', raw: { q: '<b>xyz</b>' } }))
    expect(search).toHaveBeenCalledWith(
      'de',
      '<b>xyz</b>',
      expect.objectContaining({ kinds: ['blog', 'whitepapers', 'publications', 'downloads'] }),
    )
    expect(
      screen.getByRole('heading', { name: 'Zu „<b>xyz</b>“ haben wir leider nichts gefunden.' }),
    ).toBeTruthy()
    expect(document.querySelector('b')).toBeNull()
  })
})
