// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import type { Field, SelectField } from 'payload'
import { describe, expect, it } from 'vitest'

import { AdvantagesBlock } from '@/blocks/Advantages/Component'
import { AdvantagesBlock as vorteileConfig } from '@/blocks/Advantages/config'
import { ADVANTAGE_ICONS } from '@/blocks/Advantages/icon-choices'
import type { RepVorteileBlock as VorteileData } from '@/payload-types'

type Item = VorteileData['main_block_rep_vorteile'][number]

const block = (items: Item[], title: string | null = 'Ihre Vorteile'): VorteileData => ({
  blockType: 'rep_vorteile',
  main_block_rep_vorteile_titel: title,
  main_block_rep_vorteile: items,
  main_block_hintergrundfarbe: '5',
})

function flatFields(fields: Field[]): Field[] {
  return fields.flatMap((f) =>
    f.type === 'row'
      ? flatFields(f.fields)
      : f.type === 'array'
        ? [f, ...flatFields(f.fields)]
        : [f],
  )
}

describe('advantages (rep_vorteile) block', () => {
  it('shows each advantage with its icon, title and optional text', () => {
    render(
      <AdvantagesBlock
        block={block([
          {
            id: 'a',
            main_block_rep_vorteil_icon: 'users',
            main_block_rep_vorteil_titel: 'Kleine Gruppen',
            main_block_rep_vorteil_text: 'Höchstens zwölf Teilnehmende.',
          },
          {
            id: 'b',
            main_block_rep_vorteil_icon: 'award',
            main_block_rep_vorteil_titel: 'Zertifikat',
          },
        ])}
        locale="de"
        index={0}
      />,
    )
    const section = screen.getByRole('region', { name: 'Ihre Vorteile' })
    const items = within(section).getAllByRole('listitem')
    expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Kleine Gruppen',
      'Zertifikat',
    ])
    expect(within(items[0]).getByText('Höchstens zwölf Teilnehmende.')).toBeTruthy()
    expect(items[0].querySelector('svg')?.dataset.icon).toBe('users')
    expect(items[0].querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('falls back to the check icon when none (or an unknown one) is stored', () => {
    const legacy = {
      id: 'c',
      main_block_rep_vorteil_icon: 'rocket',
      main_block_rep_vorteil_titel: 'Alt',
    } as unknown as Item
    const missing = { id: 'd', main_block_rep_vorteil_titel: 'Ohne' } as unknown as Item
    render(<AdvantagesBlock block={block([legacy, missing])} locale="de" index={0} />)
    for (const li of screen.getAllByRole('listitem'))
      expect(li.querySelector('svg')?.dataset.icon).toBe('check')
  })

  it('defaults new advantages to the check icon and offers every icon it can draw', () => {
    const icon = flatFields(vorteileConfig.fields).find(
      (f) => 'name' in f && f.name === 'main_block_rep_vorteil_icon',
    ) as SelectField
    expect(icon.defaultValue).toBe('check')
    expect(icon.options.map((o) => (typeof o === 'string' ? o : o.value))).toEqual([
      ...ADVANTAGE_ICONS,
    ])
  })

  it('uses four columns only when they fill evenly, and h2 titles without a block heading', () => {
    const four = Array.from({ length: 4 }, (_, i): Item => ({
      id: String(i),
      main_block_rep_vorteil_icon: 'check',
      main_block_rep_vorteil_titel: `Vorteil ${i + 1}`,
    }))
    const { unmount } = render(<AdvantagesBlock block={block(four, null)} locale="de" index={0} />)
    expect(screen.getByRole('list').className).toContain('lg:grid-cols-4')
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4)
    unmount()
    render(<AdvantagesBlock block={block(four.slice(0, 3))} locale="de" index={0} />)
    expect(screen.getByRole('list').className).toContain('lg:grid-cols-3')
  })
})
