// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { TimelineBlock, timelineSide } from '@/blocks/Timeline/Component'
import type { HistorieBlock as HistorieData } from '@/payload-types'

import { richText } from '../helpers/rich-text'

const block = (overrides: Partial<HistorieData> = {}): HistorieData => ({
  blockType: 'historie',
  main_block_historie_titel: 'Unsere Geschichte',
  main_block_historie_eintraege: [
    {
      id: 'a',
      main_block_historie_eintrag_titel: '1994',
      main_block_historie_eintrag_text: richText('Gründung am Hafen.'),
    },
    {
      id: 'b',
      main_block_historie_eintrag_titel: '2003',
      main_block_historie_eintrag_text: richText('Erste Inhouse-Programme.'),
    },
    {
      id: 'c',
      main_block_historie_eintrag_titel: '2015',
      main_block_historie_eintrag_text: richText('Zertifizierung.'),
    },
  ],
  main_block_hintergrundfarbe: '3',
  ...overrides,
})

describe('history (historie) block', () => {
  it('lists the entries in order as an ordered list in a labelled section', () => {
    render(<TimelineBlock block={block()} locale="de" index={4} />)
    const section = screen.getByRole('region', { name: 'Unsere Geschichte' })
    const list = within(section).getByRole('list')
    expect(list.tagName).toBe('OL')
    const items = within(list).getAllByRole('listitem')
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      '1994',
      '2003',
      '2015',
    ])
    expect(within(items[0]).getByRole('heading').tagName).toBe('H3')
  })

  it('alternates the entries left and right on desktop, starting left', () => {
    render(<TimelineBlock block={block()} locale="de" index={4} />)
    const items = screen.getAllByRole('listitem')
    expect(items.map((li) => li.dataset.side)).toEqual(['left', 'right', 'left'])
    expect(items[0].className).toContain('lg:pr-12')
    expect(items[1].className).toContain('lg:ml-auto')
    // One column below lg: every entry has the same left indent next to the line.
    for (const li of items) expect(li.className).toContain('pl-10')
    expect([0, 1, 2, 3].map(timelineSide)).toEqual(['left', 'right', 'left', 'right'])
  })

  it('makes the entry titles h2 when the block has no heading of its own', () => {
    render(
      <TimelineBlock block={block({ main_block_historie_titel: null })} locale="de" index={4} />,
    )
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1994',
      '2003',
      '2015',
    ])
    expect(screen.queryByRole('region')).toBeNull()
  })
})
