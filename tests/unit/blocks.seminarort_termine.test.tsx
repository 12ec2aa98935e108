// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { DatesByPlaceOrTopicBlock } from '@/blocks/DatesByPlaceOrTopic/Component'
import type { SeminarDateView } from '@/features/seminars/types'
import type { SeminarortTermineBlock as BlockData } from '@/payload-types'

vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))

const queries = vi.hoisted(() => ({
  getUpcomingDates: vi.fn(),
  getTopics: vi.fn(async () => [{ id: 7, title: 'Führung' }]),
  getSeminarPlaces: vi.fn(async () => [
    { id: 3, standort_titel: 'Tagungszentrum am Aasee', standort_ort: 'Münster' },
  ]),
}))
vi.mock('@/features/seminars/queries', () => queries)

function dates(count: number): SeminarDateView[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    seminarId: 100 + i,
    seminarCode: `FK-${100 + i}`,
    seminarTitle: `Seminar ${i + 1}`,
    seminarUrl: `/seminare/seminar-${i + 1}/`,
    startDate: '2026-12-03T08:00:00.000Z',
    endDate: '2026-12-04T08:00:00.000Z',
    period: '03.12.2026 – 04.12.2026',
    days: 2,
    format: 'in_person' as const,
    onlineNote: null,
    locationId: 3,
    place: 'Münster',
    price: 1490,
    currency: 'EUR',
    priceLabel: '1.490,00 €',
    seatsLeft: 4,
    seatsTotal: 12,
  }))
}

const byPlace: BlockData = {
  blockType: 'seminarort_termine',
  main_block_termine_filter: 'ort',
  main_block_seminarort: 3,
}
const rows = () => within(screen.getByRole('list')).getAllByRole('listitem')
const more = () => screen.queryByRole('button', { name: 'Weitere Termine anzeigen' })

beforeEach(() => queries.getUpcomingDates.mockReset())

describe('seminarort_termine block', () => {
  it('titles the dates of a place with its city and the count, and asks for that place only', async () => {
    queries.getUpcomingDates.mockResolvedValue(dates(12))
    render(await DatesByPlaceOrTopicBlock({ block: byPlace, locale: 'de', index: 1 }))
    expect(queries.getUpcomingDates).toHaveBeenCalledWith('de', { locationId: 3 })
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Seminartermine in Münster (12)',
    )
  })

  it('titles the dates of a topic (populated relationship) in English', async () => {
    queries.getUpcomingDates.mockResolvedValue(dates(7))
    const block: BlockData = {
      blockType: 'seminarort_termine',
      main_block_termine_filter: 'thema',
      main_block_seminarthema: { id: 9, title: 'Leadership' } as never,
    }
    render(await DatesByPlaceOrTopicBlock({ block, locale: 'en', index: 0 }))
    expect(queries.getUpcomingDates).toHaveBeenCalledWith('en', { topicId: 9 })
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Seminar dates on Leadership (7)',
    )
  })

  it('keeps the editor’s heading and still shows the count', async () => {
    queries.getUpcomingDates.mockResolvedValue(dates(3))
    render(
      await DatesByPlaceOrTopicBlock({
        block: { ...byPlace, main_block_seminarort_termine_titel: 'Termine im Frühjahr' },
        locale: 'de',
        index: 0,
      }),
    )
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Termine im Frühjahr (3)')
  })

  it('shows 5 rows, then 10, then the rest; the button goes when all are shown', async () => {
    queries.getUpcomingDates.mockResolvedValue(dates(12))
    render(await DatesByPlaceOrTopicBlock({ block: byPlace, locale: 'de', index: 1 }))
    expect(rows()).toHaveLength(5)
    fireEvent.click(more()!)
    expect(rows()).toHaveLength(10)
    expect(document.activeElement).toBe(rows()[5])
    fireEvent.click(more()!)
    expect(rows()).toHaveLength(12)
    expect(more()).toBeNull()
  })

  it('shows name, period, duration, place, price and a book-now link to the seminar’s dates', async () => {
    queries.getUpcomingDates.mockResolvedValue(dates(1))
    render(await DatesByPlaceOrTopicBlock({ block: byPlace, locale: 'de', index: 1 }))
    const row = rows()[0]
    for (const text of ['Seminar 1', '03.12.2026 – 04.12.2026', '2 Tage', 'Münster', '1.490,00 €'])
      expect(row.textContent).toContain(text)
    const link = within(row).getByRole('link', { name: /^Jetzt buchen/ })
    expect(link.getAttribute('href')).toBe('/seminare/seminar-1/#seminar-detail-section-termine')
    expect(more()).toBeNull()
  })

  it('says so when no dates are planned', async () => {
    queries.getUpcomingDates.mockResolvedValue([])
    render(await DatesByPlaceOrTopicBlock({ block: byPlace, locale: 'de', index: 1 }))
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Seminartermine in Münster (0)',
    )
    expect(screen.getByText('Derzeit sind hier keine Termine geplant.')).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
  })
})
