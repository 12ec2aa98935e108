// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { SeminarsBlock } from '@/blocks/Seminars/Component'
import type { SeminarSummary } from '@/features/seminars/types'
import type { Seminar } from '@/payload-types'

vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))

const summary = (id: number): SeminarSummary => ({
  id,
  code: `S-${id}`,
  title: `Seminar ${id}`,
  subtitle: null,
  rating: null,
  ratingCount: 0,
  url: `/seminare/s${id}/`,
  duration: 1,
  topicIds: [],
  nextDate: null,
})
const getSeminarSummaries = vi.fn(async (_locale: string, by: { ids?: number[] }) =>
  (by.ids ?? []).filter((id) => id !== 404).map(summary),
)
vi.mock('@/features/seminars/queries', () => ({
  getSeminarSummaries: (...args: [string, { ids?: number[] }]) => getSeminarSummaries(...args),
}))

describe('seminars block', () => {
  it('shows heading, intro and a card per chosen seminar in the editor’s order, ids or objects alike', async () => {
    const populated = { id: 3, title: 'Seminar 3' } as Seminar
    render(
      await SeminarsBlock({
        block: {
          blockType: 'seminare',
          main_block_seminare_titel: 'Empfohlene Seminare',
          main_block_seminare_intro: 'Unsere Auswahl',
          main_block_seminare: [5, populated, 404, 1],
        },
        locale: 'de',
        index: 0,
      }),
    )
    expect(getSeminarSummaries).toHaveBeenCalledWith('de', { ids: [5, 3, 404, 1] })
    const section = screen.getByRole('region', { name: 'Empfohlene Seminare' })
    expect(within(section).getByText('Unsere Auswahl')).toBeTruthy()
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Seminar 5', 'Seminar 3', 'Seminar 1'])
  })

  it('renders nothing when none of the chosen seminars is published', async () => {
    const { container } = render(
      await SeminarsBlock({
        block: { blockType: 'seminare', main_block_seminare: [404] },
        locale: 'de',
        index: 0,
      }),
    )
    expect(container.innerHTML).toBe('')
  })
})
