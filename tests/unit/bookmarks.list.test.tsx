// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { BookmarksList } from '@/features/bookmarks/BookmarksList.client'
import type { BookmarksListLabels } from '@/features/bookmarks/labels'
import { initialBookmarksState, useBookmarksStore } from '@/features/bookmarks/store'
import type { SeminarSummary } from '@/features/seminars/types'

import de from '../../messages/de.json'
import { seminarDateView } from './fixtures/seminar-date-view'

const labels: BookmarksListLabels = {
  heading: de.bookmarks.list.heading,
  loading: de.bookmarks.list.loading,
  countOne: '# Seminar gemerkt.',
  countOther: '# Seminare gemerkt.',
  empty: de.bookmarks.list.empty,
  emptyHint: de.bookmarks.list.emptyHint,
  toSeminars: de.bookmarks.list.toSeminars,
  failed: de.bookmarks.list.failed,
  retry: de.bookmarks.list.retry,
  nextDate: 'Nächster Termin',
  noDate: 'Zurzeit keine Termine geplant',
  price: 'Preis',
  priceNote: 'zzgl. MwSt.',
  book: 'Termin buchen',
  toDates: 'Termine ansehen',
}

function seminar(id: number, title: string, withDate = true): SeminarSummary {
  return {
    id,
    code: `FK-${id}`,
    title,
    subtitle: `Untertitel ${id}`,
    rating: null,
    ratingCount: 0,
    url: `/seminare/seminar-${id}/`,
    duration: 2,
    topicIds: [],
    nextDate: withDate
      ? seminarDateView({
          id: 100 + id,
          seminarId: id,
          seminarCode: `FK-${id}`,
          seminarTitle: title,
          seminarUrl: `/seminare/seminar-${id}/`,
          startDate: null,
          endDate: null,
          period: '01.12.2026 – 02.12.2026',
          locationId: 1,
          seatsLeft: 5,
        })
      : null,
  }
}

const known = [seminar(3, 'Konflikte klären'), seminar(1, 'Führen in Veränderung', false)]
let fetchMock: ReturnType<typeof vi.fn>
/** What an earlier visit stored; read as on a fresh page load. */
async function store(ids: number[]) {
  localStorage.setItem('merkzettel', JSON.stringify({ state: { seminarIds: ids }, version: 1 }))
  await useBookmarksStore.persist.rehydrate()
}
const status = () => screen.getByTestId('bookmarks-status')
const cards = () => screen.queryAllByTestId('bookmark-card')
const renderList = () =>
  render(
    <BookmarksList
      locale="de"
      seminarsUrl="/seminare/"
      labels={labels}
      toggle={de.bookmarks.toggle}
    />,
  )

beforeEach(() => {
  localStorage.clear()
  useBookmarksStore.setState(initialBookmarksState, true)
  fetchMock = vi.fn(async (url: string) => {
    const ids = new URL(url, 'http://localhost').searchParams.get('ids')!.split(',').map(Number)
    return Response.json({
      seminars: ids.map((id) => known.find((s) => s.id === id)).filter(Boolean),
    })
  })
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

describe('bookmarks list', () => {
  it('announces loading, then shows the bookmarked seminars newest first and forgets unknown ones quietly', async () => {
    await store([3, 9, 1])
    renderList()
    expect(status().textContent).toBe('Merkzettel wird geladen …')
    await waitFor(() => expect(cards()).toHaveLength(2))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0][0]).toBe('/api/json-api/seminare/?language=de&ids=3,9,1')

    const [first, second] = cards()
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toBe('Konflikte klären')
    expect(
      within(first).getByRole('link', { name: 'Konflikte klären' }).getAttribute('href'),
    ).toMatch(/^\/seminare\/seminar-3\/?$/)
    expect(first.textContent).toContain('Untertitel 3')
    expect(first.textContent).toContain('01.12.2026 – 02.12.2026 · Münster')
    expect(first.textContent).toContain('1.490,00\u00a0€')
    expect(
      within(first)
        .getByRole('link', { name: /^Termin buchen ?: Konflikte klären$/ })
        .getAttribute('href'),
    ).toMatch(/#seminar-detail-section-termine$/)
    expect(second.textContent).toContain('Zurzeit keine Termine geplant')
    expect(within(second).getByRole('link', { name: /^Termine ansehen/ })).toBeTruthy()

    expect(status().textContent).toBe('2 Seminare gemerkt.')
    // Seminar 9 no longer exists: dropped from the store without a word.
    await waitFor(() => expect(useBookmarksStore.getState().seminarIds).toEqual([3, 1]))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('removes a seminar with its toggle, says so, keeps focus on the list and ends in the empty state', async () => {
    const user = userEvent.setup()
    await store([3, 1])
    renderList()
    await waitFor(() => expect(cards()).toHaveLength(2))

    const remove = within(cards()[0]).getByRole('button', {
      name: 'Seminar „Konflikte klären“ merken',
    })
    expect(remove.getAttribute('aria-pressed')).toBe('true')
    await user.click(remove)
    expect(cards()).toHaveLength(1)
    expect(status().textContent).toContain('„Konflikte klären“ wurde vom Merkzettel entfernt.')
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Gemerkte Seminare' }),
    )
    expect(JSON.parse(localStorage.getItem('merkzettel')!).state.seminarIds).toEqual([1])

    await user.click(within(cards()[0]).getByRole('button', { name: /merken$/ }))
    expect(cards()).toHaveLength(0)
    expect(screen.getByText('Sie haben noch keine Seminare gemerkt.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Seminare entdecken' }).getAttribute('href')).toMatch(
      /^\/seminare\/?$/,
    )
    // Removing asks the server nothing more.
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('with nothing bookmarked, shows the empty state without asking the server', async () => {
    renderList()
    expect(await screen.findByText('Sie haben noch keine Seminare gemerkt.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Seminare entdecken' })).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('when the server fails, says so, keeps the bookmarks and tries again on request', async () => {
    const user = userEvent.setup()
    await store([3])
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 503 }))
    renderList()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Der Merkzettel konnte gerade nicht geladen werden.')
    expect(useBookmarksStore.getState().seminarIds).toEqual([3])
    expect(screen.queryByText('Sie haben noch keine Seminare gemerkt.')).toBeNull()

    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
