// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { WhitepapersBlock } from '@/blocks/Whitepapers/Component'
import type { Whitepaper } from '@/payload-types'

vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))

const papers: Whitepaper[] = [
  {
    id: 1,
    title: 'Feedback, das ankommt',
    description: 'Zwölf Seiten über gutes Feedback.',
    thumbnail: 5,
    file: 9,
    gateLink: null,
    updatedAt: '',
    createdAt: '',
  },
  {
    id: 2,
    title: 'Hybride Teams führen',
    description: 'Was verteilte Teams zusammenhält.',
    thumbnail: 6,
    file: 10,
    gateLink: 'https://forms.example.org/hybrid',
    updatedAt: '',
    createdAt: '',
  },
]
const getWhitepapers = vi.fn(async (_locale: string, ids: number[]) =>
  ids.length ? papers.filter((p) => ids.includes(p.id)) : papers,
)
vi.mock('@/features/whitepapers/queries', () => ({
  getWhitepapers: (locale: string, ids: number[]) => getWhitepapers(locale, ids),
}))

// Alike whitepapers.card.test.tsx by shape only: the block and the card are tested on their own.
describe('whitepaper block', () => {
  it('shows a card per whitepaper with title and description, and the external link where one is set', async () => {
    render(
      await WhitepapersBlock({
        block: { blockType: 'main_block_whitepapers', main_block_whitepapers_titel: 'Whitepaper' },
        locale: 'de',
        index: 0,
      }),
    )
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Feedback, das ankommt',
      'Hybride Teams führen',
    ])
    expect(screen.getByText('Zwölf Seiten über gutes Feedback.')).toBeTruthy()
    const links = screen.getAllByRole('link', { name: /Whitepaper herunterladen/ })
    expect(links).toHaveLength(1)
    expect(links[0].getAttribute('href')).toBe('https://forms.example.org/hybrid')
    expect(screen.getAllByText('Kein Bild gespeichert.')).toHaveLength(2)
  })

  it('asks for the chosen whitepapers only, and says so when there are none', async () => {
    getWhitepapers.mockResolvedValueOnce([])
    render(
      await WhitepapersBlock({
        block: {
          blockType: 'main_block_whitepapers',
          main_block_whitepapers: [7, { ...papers[0], id: 8 }],
        },
        locale: 'en',
        index: 0,
      }),
    )
    expect(getWhitepapers).toHaveBeenLastCalledWith('en', [7, 8])
    expect(screen.getByText('No whitepapers are available at the moment.')).toBeTruthy()
  })
})
