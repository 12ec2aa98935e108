import { describe, expect, it } from 'vitest'

import { initialVisible, nextVisible } from '@/components/ui/useShowMore'
import { TILES_INITIAL, TILES_STEP } from '@/blocks/Tiles/constants'
import { PUBLICATIONS_INITIAL, PUBLICATIONS_STEP } from '@/blocks/Publications/constants'

function steps(total: number, initial: number, step: number): number[] {
  const seen = [initialVisible(total, initial)]
  while (seen.at(-1)! < total) seen.push(nextVisible(seen.at(-1)!, total, step))
  return seen
}

describe('show-more logic', () => {
  it('uses the page sizes of docs/behaviour/limits.md#page-sizes: tiles 6 (+6), publications 5 (+10)', () => {
    expect([TILES_INITIAL, TILES_STEP]).toEqual([6, 6])
    expect([PUBLICATIONS_INITIAL, PUBLICATIONS_STEP]).toEqual([5, 10])
  })

  it('shows tiles 6, 12, 18 and then the rest', () => {
    expect(steps(20, 6, 6)).toEqual([6, 12, 18, 20])
  })

  it('shows publications 5, 15, 25 and then the rest', () => {
    expect(steps(27, 5, 10)).toEqual([5, 15, 25, 27])
  })

  it('shows everything at once when there are fewer items than the first page', () => {
    expect(initialVisible(4, 6)).toBe(4)
    expect(initialVisible(0, 6)).toBe(0)
  })

  it('never goes beyond the total', () => {
    expect(nextVisible(12, 12, 6)).toBe(12)
    expect(nextVisible(10, 13, 6)).toBe(13)
  })
})
