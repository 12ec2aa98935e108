import { describe, expect, it } from 'vitest'

import { makeSnippet } from '@/features/search/snippet'
import { normalise, stem, stems, tokenise, transpositions } from '@/features/search/stemming'

describe('search text processing', () => {
  it('normalises case and Unicode forms', () => {
    expect(normalise('FÜHRUNG')).toBe('führung')
    // 'ü' as u + combining diaeresis, and the 'ﬁ' ligature, become their composed forms.
    expect(normalise('Fu\u0308hrung ﬁt')).toBe('führung fit')
  })

  it('swaps each pair of neighbouring letters of a long enough word, never of a code or year', () => {
    expect(transpositions('fürhung', 4)).toContain('führung')
    expect(transpositions('abcd', 4)).toEqual(['bacd', 'acbd', 'abdc'])
    expect(transpositions('team', 5)).toEqual([])
    expect(transpositions('2026', 4)).toEqual([])
    expect(transpositions('fk101', 4)).toEqual([])
  })

  it('splits on everything that is not a letter or digit', () => {
    expect(tokenise('Führung & Konflikt-Management: FK-101, 2-tägig!')).toEqual([
      'führung',
      'konflikt',
      'management',
      // A test table: alike marketing.purge.test.ts by shape only.
      'fk',
      '101',
      '2',
      'tägig',
    ])
    expect(tokenise(' … ')).toEqual([])
  })

  it('stems German and English words to shared roots', () => {
    expect(stem('de', 'Führungskräfte')).toBe(stem('de', 'Führungskraft'))
    expect(stem('de', 'Mitarbeitenden')).toBe(stem('de', 'Mitarbeiter'))
    expect(stem('en', 'negotiating')).toBe(stem('en', 'negotiation'))
    expect(stem('en', 'organising')).toBe(stem('en', 'organisational'))
    expect(stem('de', 'Verhandlung')).not.toBe(stem('de', 'Verwaltung'))
  })

  it('leaves numbers and very short words alone', () => {
    expect(stems('en', 'FK 101 is')).toEqual(['fk', '101', 'is'])
  })

  it('cuts a snippet around the first matching word', () => {
    const text = `${'Einleitung ohne Treffer. '.repeat(12)}Hier geht es um Konflikte im Team und wie man sie löst. ${'Weiterer Text. '.repeat(20)}`
    const snippet = makeSnippet('de', text, [stem('de', 'Konflikt')]) ?? ''
    expect(snippet).toContain('Konflikte im Team')
    expect(snippet.startsWith('… ')).toBe(true)
    expect(snippet.endsWith(' …')).toBe(true)
    expect(snippet.length).toBeLessThan(200)
    expect(makeSnippet('de', 'Kurz.', ['nichts'])).toBe('Kurz.')
    expect(makeSnippet('de', '', ['x'])).toBeUndefined()
  })
})
