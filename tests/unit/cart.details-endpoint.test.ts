import { beforeEach, describe, expect, it, vi } from 'vitest'

const details = vi.hoisted(() => ({ getCartDetails: vi.fn() }))
vi.mock('@/features/cart/queries', () => details)

import { GET } from '@/app/api/json-api/warenkorb/route'

const get = (query: string) => GET(new Request(`http://localhost/api/json-api/warenkorb/?${query}`))

beforeEach(() => {
  details.getCartDetails.mockReset()
  details.getCartDetails.mockResolvedValue({ dates: [], programmes: [] })
})

describe('GET /api/json-api/warenkorb/', () => {
  it('reads the given dates and programmes once each, for the language, and is never cached for others', async () => {
    const response = await get('language=en&termine=2,1,2&programme=3')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, max-age=0')
    expect(details.getCartDetails).toHaveBeenCalledWith('en', [2, 1], [3])
    expect(await response.json()).toEqual({ dates: [], programmes: [] })
  })

  it('accepts a cart with only programmes or only dates', async () => {
    expect((await get('language=de&programme=3')).status).toBe(200)
    expect(details.getCartDetails).toHaveBeenLastCalledWith('de', [], [3])
    expect((await get('language=de&termine=%2031%20')).status).toBe(200)
    expect(details.getCartDetails).toHaveBeenLastCalledWith('de', [31], [])
  })

  it.each([
    ['no language', 'termine=1'],
    ['an unknown language', 'language=fr&termine=1'],
    ['a word as id', 'language=de&termine=1,abc'],
    ['a negative id', 'language=de&termine=-4'],
    ['a fraction', 'language=de&programme=1.5'],
    ['an empty entry', 'language=de&termine=1,,2'],
    [
      'more than 50 ids',
      `language=de&termine=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`,
    ],
  ])('answers 400 JSON for %s without reading anything', async (_, query) => {
    const response = await get(query)
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe('Invalid query')
    expect(details.getCartDetails).not.toHaveBeenCalled()
  })
})
