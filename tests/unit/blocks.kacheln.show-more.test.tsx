// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { TilesBlock } from '@/blocks/Tiles/Component'
import type { KachelnBlock as TilesBlockData } from '@/payload-types'

// Alike the publications show-more test by shape only: each block's test renders its own items.
vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))

function tiles(count: number): TilesBlockData {
  return {
    blockType: 'kacheln',
    main_block_kacheln_titel: 'Unsere Formate',
    main_block_hintergrundfarbe: '1',
    main_block_kacheln: Array.from({ length: count }, (_, i) => ({
      id: `t${i + 1}`,
      kachel_titel: `Kachel ${i + 1}`,
      kachel_text: `Text ${i + 1}`,
      kachel_link: i === 0 ? 'https://example.org/a' : null,
    })),
  }
}

async function renderTiles(count: number) {
  render(await TilesBlock({ block: tiles(count), locale: 'de', index: 2 }))
  const list = screen.getByRole('list')
  return { list, items: () => within(list).getAllByRole('listitem') }
}

describe('tiles block', () => {
  it('shows 6 tiles, then 12, then the rest, and the button disappears', async () => {
    const user = userEvent.setup()
    const { items } = await renderTiles(14)
    expect(items()).toHaveLength(6)

    await user.click(screen.getByRole('button', { name: 'Mehr anzeigen' }))
    expect(items()).toHaveLength(12)

    await user.click(screen.getByRole('button', { name: 'Mehr anzeigen' }))
    expect(items()).toHaveLength(14)
    expect(screen.queryByRole('button', { name: 'Mehr anzeigen' })).toBeNull()
  })

  it('moves focus to the first newly shown tile', async () => {
    const user = userEvent.setup()
    const { items } = await renderTiles(8)
    await user.click(screen.getByRole('button', { name: 'Mehr anzeigen' }))
    expect(document.activeElement).toBe(items()[6])
    expect(items()[6].textContent).toContain('Kachel 7')
  })

  it('has no button when six or fewer tiles exist', async () => {
    const { items } = await renderTiles(6)
    expect(items()).toHaveLength(6)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('labels the section with its h2 and links a tile by its title', async () => {
    await renderTiles(3)
    const region = screen.getByRole('region', { name: 'Unsere Formate' })
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe('Unsere Formate')
    expect(screen.getByRole('link', { name: 'Kachel 1' }).getAttribute('href')).toBe(
      'https://example.org/a',
    )
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3)
  })

  it('drops an unsafe link', async () => {
    const block = tiles(1)
    block.main_block_kacheln[0].kachel_link = 'javascript:alert(1)'
    render(await TilesBlock({ block, locale: 'de', index: 0 }))
    expect(screen.queryByRole('link')).toBeNull()
  })
})
