import { describe, expect, it } from 'vitest'

import { finderQuerySchema } from '@/features/finder/schemas'

describe('seminar finder endpoint query', () => {
  it('reads language, code, topic, place and month, and treats empty values as absent', () => {
    expect(
      finderQuerySchema.parse({
        language: 'en',
        code: ' FK-101 ',
        seminarthema: '4',
        ort: '2',
        zeit: '2027-01',
      }),
    ).toEqual({
      language: 'en',
      code: 'FK-101',
      seminarthema: 4,
      ort: 2,
      zeit: '2027-01',
    })
    expect(
      finderQuerySchema.parse({ language: 'de', code: '', seminarthema: '', ort: '', zeit: '' }),
    ).toEqual({ language: 'de' })
  })

  it('defaults to German and ignores unknown parameters', () => {
    expect(finderQuerySchema.parse({ utm_source: 'mail', q: 'x' })).toEqual({ language: 'de' })
  })

  it('rejects bad values with the field named', () => {
    const fields = (query: Record<string, string>) => {
      const result = finderQuerySchema.safeParse(query)
      return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))
    }
    expect(fields({ language: 'fr' })).toEqual(['language'])
    expect(fields({ seminarthema: 'abc' })).toEqual(['seminarthema'])
    expect(fields({ ort: '-3' })).toEqual(['ort'])
    expect(fields({ zeit: '2027-13' })).toEqual(['zeit'])
    expect(fields({ code: 'FK 101; DROP' })).toEqual(['code'])
  })
})
