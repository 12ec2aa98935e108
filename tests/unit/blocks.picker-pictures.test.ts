import { statSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { BLOCK_PICTURES_PATH, pageBlocks } from '@/blocks/configs'

/** Small enough that the picker's 28 pictures load at once. */
const MAX_BYTES = 30_000

describe('block picker pictures', () => {
  it('give every block a picture of its own (made by scripts/block-pictures.mjs)', () => {
    const urls = pageBlocks.map((block) => block.imageURL)
    expect(urls).toEqual(pageBlocks.map((block) => `${BLOCK_PICTURES_PATH}/${block.slug}.webp`))
    expect(new Set(urls).size).toBe(pageBlocks.length)
  })

  it.each(pageBlocks.map((block) => [block.slug, block.imageURL ?? ''] as const))(
    '%s: a 480 × 320 WebP under 30 KB in public/',
    async (_slug, url) => {
      const file = path.join('public', url)
      expect(statSync(file).size).toBeLessThan(MAX_BYTES)
      const { format, width, height } = await sharp(file).metadata()
      expect({ format, width, height }).toEqual({ format: 'webp', width: 480, height: 320 })
    },
  )
})
