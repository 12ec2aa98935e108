// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { AccordionBlock } from '@/blocks/Accordion/Component'

import { richText } from '../helpers/rich-text'

const block = {
  blockType: 'akkordeon' as const,
  main_block_akkordeon_titel: 'Häufige Fragen',
  main_block_hintergrundfarbe: '1' as const,
  main_block_akkordeon: [
    {
      id: 'a',
      main_block_akkordeon_frage: 'Wie melde ich mich an?',
      main_block_akkordeon_antwort: richText('Über den Warenkorb.'),
    },
    {
      id: 'b',
      main_block_akkordeon_frage: 'Gibt es ein Zertifikat?',
      main_block_akkordeon_antwort: richText('Ja, immer.'),
    },
  ],
}

describe('accordion block', () => {
  it('starts with every item closed and opens and closes each on its own', () => {
    render(<AccordionBlock block={block} locale="de" index={0} />)
    const [first, second] = screen.getAllByRole('group') as HTMLDetailsElement[]
    expect(first.open).toBe(false)
    expect(second.open).toBe(false)

    fireEvent.click(screen.getByText('Wie melde ich mich an?'))
    expect(first.open).toBe(true)
    expect(second.open).toBe(false)

    fireEvent.click(screen.getByText('Wie melde ich mich an?'))
    expect(first.open).toBe(false)
  })

  it('labels its section with the heading', () => {
    render(<AccordionBlock block={block} locale="de" index={3} />)
    expect(screen.getByRole('region', { name: 'Häufige Fragen' })).toBeTruthy()
  })
})
