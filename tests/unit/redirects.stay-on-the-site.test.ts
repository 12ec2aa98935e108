import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { sitePath } from '@/lib/site-path'

const ORIGIN = 'https://seminare.example'
const FALLBACK = '/fallback/'

/** Where a browser goes when it is sent `target` from a page of ours (Location or assign()). */
const followed = (target: string, from = `${ORIGIN}/kundenportal/seminare/`) =>
  new URL(target, from)

// Pieces that browsers strip, decode or treat specially, mixed with ordinary path text.
const piece = fc.oneof(
  fc.constantFrom('/', '//', '\\', '\t', '\n', '\r', ' ', '\u0000', '\u007f', '\u00a0', '\u2028'),
  fc.constantFrom('.', '..', '%09', '%2F', '%5C', '%0a', '%00', '%2e', '?', '#', '@', ':', ';'),
  fc.constantFrom('evil.example', 'https:', 'javascript:', 'http://evil.example', 'ü', '漢'),
  fc.stringMatching(/^[a-z0-9-]{1,8}$/),
)
const anyTarget = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''))
const anyPath = anyTarget.map((rest) => `/${rest}`)

function expectOnSite(target: string) {
  const result = sitePath(target, FALLBACK)
  expect(result.startsWith('/') && !result.startsWith('//'), result).toBe(true)
  expect(/[\u0000-\u001f\u007f]/.test(result), JSON.stringify(result)).toBe(false)
  expect(followed(result).origin).toBe(ORIGIN)
  expect(followed(result, `${ORIGIN}/`).origin).toBe(ORIGIN)
}

// Thousands of generated targets per property: CPU-bound, so more time than a unit test's 5 s when
// the machine is busy (about 1 s on an idle one).
const PROPERTY_TIMEOUT_MS = 60_000

describe('every redirect target stays on the site', () => {
  it(
    'for any text, as a browser parses the result (WHATWG URL)',
    () => {
      fc.assert(
        fc.property(anyTarget, (target) => expectOnSite(target)),
        { numRuns: 5000 },
      )
      fc.assert(
        fc.property(anyPath, (target) => expectOnSite(target)),
        { numRuns: 5000 },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it(
    'and the browser goes where the original text would have led, when that was on the site',
    () => {
      fc.assert(
        fc.property(anyPath, (target) => {
          const result = sitePath(target, FALLBACK)
          if (result === FALLBACK) return
          const original = followed(target)
          const sent = followed(result)
          expect(original.origin).toBe(ORIGIN)
          expect([sent.pathname, sent.search, sent.hash]).toEqual([
            original.pathname,
            original.search,
            original.hash,
          ])
        }),
        { numRuns: 5000 },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it('refuses what browsers strip or decode into another host', () => {
    for (const attack of [
      '/\t/evil.example/',
      '/\n/evil.example/',
      '/\r\n/evil.example/',
      '/\\evil.example/',
      '/\\\\evil.example/',
      '/.//evil.example/',
      '/..//evil.example/',
      '//evil.example/',
      'https://evil.example/',
      'javascript:alert(1)',
      '',
    ])
      expect(sitePath(attack, FALLBACK), JSON.stringify(attack)).toBe(FALLBACK)
    expect(sitePath(null, FALLBACK)).toBe(FALLBACK)
    expect(sitePath(undefined)).toBe('/')
  })

  it('keeps the site’s own paths as they are, query and fragment included', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/)
    const path = fc
      .tuple(fc.array(segment, { maxLength: 5 }), fc.boolean(), fc.option(segment))
      .map(([segments, slash, query]) => {
        const base = `/${segments.join('/')}${slash && segments.length ? '/' : ''}`
        return query ? `${base}?q=${query}` : base
      })
    fc.assert(
      fc.property(path, (value) => {
        expect(sitePath(value)).toBe(value)
      }),
    )
    expect(sitePath('/suche/?q=F%C3%BChrung#treffer')).toBe('/suche/?q=F%C3%BChrung#treffer')
    expect(sitePath('/%09/evil.example/')).toBe('/%09/evil.example/')
  })
})
