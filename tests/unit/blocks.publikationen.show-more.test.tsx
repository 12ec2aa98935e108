// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { PublicationsBlock } from '@/blocks/Publications/Component'
import type { PublikationenBlock as PublicationsBlockData } from '@/payload-types'

vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))

function publications(count: number): PublicationsBlockData {
  return {
    blockType: 'publikationen',
    main_block_publikationen_titel: 'Publications',
    main_block_hintergrundfarbe: '3',
    main_block_publikationen: Array.from({ length: count }, (_, i) => ({
      id: `p${i + 1}`,
      main_block_publikation_verfasser: `Author ${i + 1}`,
      main_block_publikation_titel: `Title ${i + 1}`,
    })),
  }
}

describe('publications block', () => {
  it('shows 5 rows, then 15, 25 and the rest; the button disappears', async () => {
    const user = userEvent.setup()
    render(await PublicationsBlock({ block: publications(27), locale: 'en', index: 1 }))
    const rows = () => within(screen.getByRole('list')).getAllByRole('listitem')
    expect(rows()).toHaveLength(5)

    for (const expected of [15, 25, 27]) {
      await user.click(screen.getByRole('button', { name: 'Show more' }))
      expect(rows()).toHaveLength(expected)
    }
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
    expect(document.activeElement).toBe(rows()[25])
  })

  it('shows author and title in each row', async () => {
    render(await PublicationsBlock({ block: publications(2), locale: 'en', index: 0 }))
    const [first] = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(first.textContent).toContain('Author 1')
    expect(first.textContent).toContain('Title 1')
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('region', { name: 'Publications' })).toBeTruthy()
  })
})
