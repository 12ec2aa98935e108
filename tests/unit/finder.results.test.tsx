// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { FinderResults } from '@/features/finder/components/FinderResults.client'
import type { SeminarDateView } from '@/features/seminars/types'

const nav = vi.hoisted(() => ({ replace: vi.fn(), params: new URLSearchParams() }))
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: nav.replace, prefetch: vi.fn() }),
  useSearchParams: () => nav.params,
}))

const labels = {
  title: 'Passende Termine',
  filters: 'Termine filtern',
  topic: 'Seminarthema',
  place: 'Seminarort',
  month: 'Monat',
  allTopics: 'Alle Themen',
  allPlaces: 'Alle Orte',
  allMonths: 'Alle Monate',
  code: 'Seminarcode: {code}',
  countOne: '{count} Termin gefunden',
  countOther: '{count} Termine gefunden',
  none: 'Keine Termine.',
  reset: 'Alle Filter zurücksetzen',
  loading: 'Termine werden geladen …',
  error: 'Fehler.',
}
const dateLabels = {
  book: 'Jetzt buchen',
  period: 'Zeitraum',
  duration: 'Dauer',
  place: 'Ort',
  price: 'Preis',
  formats: { in_person: 'Präsenz', online: 'Online live', blended: 'Blended' },
  showMore: 'Weitere Termine anzeigen',
}

function dates(count: number): SeminarDateView[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    seminarId: 1,
    seminarCode: 'FK-101',
    seminarTitle: `Seminar ${i + 1}`,
    seminarUrl: '/seminare/fk/',
    startDate: '2026-12-03T08:00:00.000Z',
    endDate: null,
    period: '03.12.2026',
    days: 1,
    format: 'in_person' as const,
    onlineNote: null,
    locationId: 2,
    place: 'Hamburg',
    price: 990,
    currency: 'EUR',
    priceLabel: '990,00 €',
    seatsLeft: 3,
    seatsTotal: 10,
  }))
}

let fetchMock: ReturnType<typeof vi.fn>
async function renderResults(query: string, answer: SeminarDateView[]) {
  nav.params = new URLSearchParams(query)
  fetchMock = vi.fn(async () => Response.json({ dates: answer }))
  vi.stubGlobal('fetch', fetchMock)
  const view = render(
    <FinderResults
      locale="de"
      topics={[{ id: 4, title: 'Führung' }]}
      places={[
        { id: 2, title: 'Hamburg' },
        { id: 3, title: 'Wien' },
      ]}
      labels={labels}
      dateLabels={dateLabels}
      headingId="results"
    />,
  )
  const busyAtFirst = view.container.firstElementChild?.getAttribute('aria-busy')
  await act(async () => {})
  return { view, busyAtFirst }
}

beforeEach(() => nav.replace.mockReset())

describe('seminar finder result view', () => {
  it('fetches the dates for the URL’s filters and lists them, 5 at first', async () => {
    const { view, busyAtFirst } = await renderResults('ort=2&zeit=2026-12&utm=x', dates(7))
    expect(busyAtFirst).toBe('true')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost')
    expect(url.pathname).toBe('/api/json-api/seminarfinder/')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      language: 'de',
      ort: '2',
      zeit: '2026-12',
    })
    expect(view.container.firstElementChild?.getAttribute('aria-busy')).toBe('false')
    expect(screen.getByRole('status').textContent).toBe('7 Termine gefunden')
    expect((screen.getByRole('combobox', { name: 'Seminarort' }) as HTMLSelectElement).value).toBe(
      '2',
    )
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(5)
  })

  it('puts a changed filter into the URL and keeps the others', async () => {
    await renderResults('ort=2&code=FK-101', dates(1))
    expect(screen.getByText('Seminarcode: FK-101')).toBeTruthy()
    fireEvent.change(screen.getByRole('combobox', { name: 'Seminarthema' }), {
      target: { value: '4' },
    })
    expect(nav.replace).toHaveBeenCalledWith(
      '/seminare/seminarfinder/?ort=2&code=FK-101&seminarthema=4',
      { scroll: false },
    )
    fireEvent.change(screen.getByRole('combobox', { name: 'Seminarort' }), {
      target: { value: '' },
    })
    expect(nav.replace).toHaveBeenLastCalledWith('/seminare/seminarfinder/?code=FK-101', {
      scroll: false,
    })
  })

  it('says so when nothing matches and offers to reset the filters', async () => {
    await renderResults('seminarthema=4', [])
    expect(screen.getByRole('status').textContent).toBe('0 Termine gefunden')
    expect(screen.getByText(/Keine Termine\./)).toBeTruthy()
    // next/link drops the trailing slash outside the app, where trailingSlash is not configured.
    expect(
      screen.getByRole('link', { name: 'Alle Filter zurücksetzen' }).getAttribute('href'),
    ).toMatch(/^\/seminare\/seminarfinder\/?$/)
    expect(screen.queryByRole('list')).toBeNull()
  })
})
