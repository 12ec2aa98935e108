import { describe, expect, it } from 'vitest'

import { pageBlocks } from '@/blocks/configs'
import { blockComponents } from '@/blocks/RenderBlocks'

describe('block registry', () => {
  it('has a component for every block an editor can add, and no component without a block', () => {
    const slugs = pageBlocks.map((block) => block.slug).sort()
    expect(Object.keys(blockComponents).sort()).toEqual(slugs)
  })

  it('keeps the block slugs of docs/behaviour/screens.md#content-blocks', () => {
    const slugs = new Set(pageBlocks.map((block) => block.slug))
    for (const slug of [
      'text',
      'bild',
      'bild_text',
      'akkordeon',
      'sprungmarke',
      'stoerer',
      'kacheln',
      'kundenstimmen',
      'video',
      'standorte',
      'rep_aktuelles',
      'rep_blog',
    ]) {
      expect(slugs.has(slug), slug).toBe(true)
    }
  })
})
