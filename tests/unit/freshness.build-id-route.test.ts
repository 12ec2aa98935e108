import { beforeEach, describe, expect, it, vi } from 'vitest'

const fs = vi.hoisted(() => ({ readFile: vi.fn() }))
vi.mock('node:fs/promises', () => ({ ...fs, default: fs }))

import { GET } from '@/app/api/build-id/route'

beforeEach(() => fs.readFile.mockReset())

describe('GET /api/build-id/', () => {
  it('answers the build id of .next/BUILD_ID, uncached, and notices a new deployment', async () => {
    fs.readFile.mockResolvedValueOnce('Abc123_first\n').mockResolvedValueOnce('Xyz789_second\n')
    const first = await GET()
    expect(first.headers.get('cache-control')).toBe('no-store')
    expect(await first.json()).toEqual({ buildId: 'Abc123_first' })
    expect(String(fs.readFile.mock.calls[0][0])).toMatch(/\.next[/\\]BUILD_ID$/)
    expect(await (await GET()).json()).toEqual({ buildId: 'Xyz789_second' })
  })

  it('answers null without a production build (next dev)', async () => {
    fs.readFile.mockRejectedValueOnce(Object.assign(new Error('ENOENT'), { code: 'ENOENT' }))
    expect(await (await GET()).json()).toEqual({ buildId: null })
  })
})
