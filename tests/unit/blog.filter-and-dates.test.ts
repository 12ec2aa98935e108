import { describe, expect, it } from 'vitest'

import { filterByTopics } from '@/features/blog/filter'
import { formatDate } from '@/lib/locale-format'

const articles = [
  { id: '1', themaIds: ['a'] },
  { id: '2', themaIds: ['b'] },
  { id: '3', themaIds: ['a', 'c'] },
  { id: '4', themaIds: [] },
]

describe('blog topic filter', () => {
  it('shows every article while no topic is chosen', () => {
    expect(filterByTopics(articles, new Set()).map((a) => a.id)).toEqual(['1', '2', '3', '4'])
  })

  it('shows the articles that have any of the chosen topics', () => {
    expect(filterByTopics(articles, new Set(['a'])).map((a) => a.id)).toEqual(['1', '3'])
    expect(filterByTopics(articles, new Set(['b', 'c'])).map((a) => a.id)).toEqual(['2', '3'])
  })

  it('can match nothing', () => {
    expect(filterByTopics(articles, new Set(['z']))).toEqual([])
  })
})

describe('dates', () => {
  it('are written DD.MM.YYYY in German, in the institute’s time zone', () => {
    expect(formatDate('2026-03-05T00:00:00.000Z', 'de')).toBe('05.03.2026')
    expect(formatDate('2026-12-31T23:30:00.000Z', 'de')).toBe('01.01.2027')
    expect(formatDate('kein Datum', 'de')).toBe('')
  })

  it('are written with the month’s short name in English, in the same time zone', () => {
    expect(formatDate('2026-03-05T00:00:00.000Z', 'en')).toBe('5 Mar 2026')
    expect(formatDate('2026-12-31T23:30:00.000Z', 'en')).toBe('1 Jan 2027')
  })
})
