import { beforeEach, describe, expect, it, vi } from 'vitest'

const getSeminarSummaries = vi.fn()
vi.mock('@/features/seminars/queries', () => ({
  getSeminarSummaries: (...args: unknown[]) => getSeminarSummaries(...args),
}))

const { GET } = await import('@/app/api/json-api/seminare/route')

const call = (query: string) => GET(new Request(`http://localhost/api/json-api/seminare/?${query}`))

describe('GET /api/json-api/seminare/', () => {
  beforeEach(() => {
    getSeminarSummaries.mockReset()
    getSeminarSummaries.mockImplementation(async (_locale: string, { ids }: { ids: number[] }) =>
      ids.filter((id) => id !== 9).map((id) => ({ id, title: `S${id}` })),
    )
  })

  it('answers the seminars asked for, in that order, once each, never kept by the browser', async () => {
    const response = await call('language=en&ids=3,9,1,3')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=30')
    expect(getSeminarSummaries).toHaveBeenCalledWith('en', { ids: [3, 9, 1] })
    expect(await response.json()).toEqual({
      seminars: [
        { id: 3, title: 'S3' },
        { id: 1, title: 'S1' },
      ],
    })
  })

  it('defaults to German', async () => {
    await call('ids=5')
    expect(getSeminarSummaries).toHaveBeenCalledWith('de', { ids: [5] })
  })

  it.each([
    ['no ids', 'language=de'],
    ['empty ids', 'language=de&ids='],
    ['not a number', 'ids=3,abc'],
    ['zero', 'ids=0'],
    ['negative', 'ids=-4'],
    ['a trailing comma', 'ids=3,'],
    ['an unknown language', 'language=fr&ids=3'],
    ['more than 100 ids', `ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`],
  ])('answers 400 for %s, without asking the database', async (_, query) => {
    const response = await call(query)
    expect(response.status).toBe(400)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(getSeminarSummaries).not.toHaveBeenCalled()
  })

  it('accepts exactly 100 ids', async () => {
    const response = await call(`ids=${Array.from({ length: 100 }, (_, i) => i + 1).join(',')}`)
    expect(response.status).toBe(200)
  })
})
