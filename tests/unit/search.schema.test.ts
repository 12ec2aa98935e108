import { describe, expect, it } from 'vitest'

import { parseSearchParams, searchUrl } from '@/features/search/params'
import { fieldErrors, suggestRequestSchema } from '@/features/search/schemas'

function errorsOf(body: unknown) {
  const result = suggestRequestSchema.safeParse(body)
  if (result.success) throw new Error('expected the body to be rejected')
  return fieldErrors(result.error)
}

describe('suggestion request schema', () => {
  it('accepts a language and a query, trimmed', () => {
    expect(suggestRequestSchema.parse({ message: { language: 'en', q: '  leadership ' } })).toEqual(
      { message: { language: 'en', q: 'leadership' } },
    )
  })

  it('names the missing, invalid and unknown fields', () => {
    expect(errorsOf({})).toEqual({ message: 'required' })
    expect(errorsOf({ message: { language: 'fr', q: 'x' } })).toEqual({
      'message.language': 'invalid',
    })
    expect(errorsOf({ message: { language: 'de' } })).toEqual({ 'message.q': 'required' })
    expect(errorsOf({ message: { language: 'de', q: 42 } })).toEqual({ 'message.q': 'invalid' })
    expect(errorsOf({ message: { language: 'de', q: 'a', page: 2 }, debug: true })).toEqual({
      'message.page': 'unknownField',
      debug: 'unknownField',
    })
    expect(errorsOf(null)).toEqual({ body: 'invalid' })
  })

  it('rejects queries longer than 100 characters (after trimming)', () => {
    expect(errorsOf({ message: { language: 'de', q: 'x'.repeat(101) } })).toEqual({
      'message.q': 'tooLong',
    })
    expect(
      suggestRequestSchema.safeParse({ message: { language: 'de', q: ` ${'x'.repeat(100)} ` } })
        .success,
    ).toBe(true)
  })
})

describe('search page parameters', () => {
  it('reads the query and an allowed kind', () => {
    expect(parseSearchParams({ q: '  Führung ', kind: 'blog' }, ['blog', 'downloads'])).toEqual({
      query: 'Führung',
      kind: 'blog',
    })
    expect(parseSearchParams({ q: ['a', 'b'], kind: 'seminars' }, ['blog'])).toEqual({
      query: 'a',
      kind: null,
    })
    expect(parseSearchParams({}, ['blog'])).toEqual({ query: '', kind: null })
    expect(parseSearchParams({ q: 'y'.repeat(300) }, []).query).toHaveLength(100)
  })

  it('builds encoded links to a kind', () => {
    expect(searchUrl('/suche/', 'Kosten & Nutzen', 'seminars')).toBe(
      '/suche/?q=Kosten+%26+Nutzen&kind=seminars',
    )
  })
})
