import type { Field, Where } from 'payload'
import { describe, expect, it } from 'vitest'

import { unrunnableCondition } from '@/hooks/validQueries'

const fields: Field[] = [
  { name: 'title', type: 'text' },
  { name: 'currency', type: 'select', options: ['EUR', { label: 'Franken', value: 'CHF' }] },
  { name: 'price', type: 'number' },
  { name: 'startDate', type: 'date' },
  { name: 'published', type: 'checkbox' },
  { name: 'topics', type: 'relationship', relationTo: 'topics', hasMany: true },
  { name: 'seminar', type: 'relationship', relationTo: 'seminars' },
  { type: 'row', fields: [{ name: 'code', type: 'text' }] },
  { name: 'address', type: 'group', fields: [{ name: 'city', type: 'text' }] },
]

describe('query conditions the database cannot run', () => {
  it('lets through what the site and the admin ask', () => {
    const wheres: Where[] = [
      { topics: { contains: 3 } },
      { topics: { in: [1, 2] } },
      { id: { in: [] } },
      { startDate: { greater_than_equal: new Date('2026-11-28') } },
      { updatedAt: { greater_than: new Date(Date.now() - 300_000) } },
      { updatedAt: { greater_than: Date.now() - 300_000 } },
      { startDate: { less_than: '2026-12-01T00:00:00.000Z' } },
      { and: [{ seminar: { equals: '7' } }, { title: { like: 'Führung' } }] },
      { or: [{ code: { contains: 'FK' } }, { 'address.city': { equals: 'Münster' } }] },
      { price: { greater_than: '100' }, published: { equals: 'true' } },
      { _status: { equals: 'published' }, currency: { in: ['EUR', 'CHF'] } },
      { currency: { not_equals: 'CHF' }, status: { like: 'x' } },
      { seminar: { exists: false }, 'seminar.title': { like: 'x' } },
    ]
    for (const where of wheres)
      expect(unrunnableCondition(fields, where), JSON.stringify(where)).toBeNull()
  })

  it('names the first condition whose operator or value cannot apply to its field', () => {
    expect(unrunnableCondition(fields, { createdAt: { less_than: 'abc' } })).toBe(
      'createdAt less_than',
    )
    expect(unrunnableCondition(fields, { topics: { like: 'a' } })).toBe('topics like')
    expect(unrunnableCondition(fields, { topics: { contains: 'e' } })).toBe('topics contains')
    expect(unrunnableCondition(fields, { id: { near: '1' } })).toBe('id near')
    expect(unrunnableCondition(fields, { topics: { all: '1,2' } })).toBe('topics all')
    expect(unrunnableCondition(fields, { price: { in: '1,x' } })).toBe('price in')
    expect(
      unrunnableCondition(fields, {
        or: [{ title: { equals: 'a' } }, { startDate: { contains: '1' } }],
      }),
    ).toBe('startDate contains')
    expect(unrunnableCondition(fields, { published: { exists: 'maybe' } })).toBe('published exists')
    // A select is an enum on PostgreSQL: only its own values, and no ordering or text matching.
    expect(unrunnableCondition(fields, { _status: { equals: '1' } })).toBe('_status equals')
    expect(unrunnableCondition(fields, { _status: { like: 'pub' } })).toBe('_status like')
    expect(unrunnableCondition(fields, { currency: { in: 'EUR,XYZ' } })).toBe('currency in')
    expect(unrunnableCondition(fields, { currency: { greater_than: 'EUR' } })).toBe(
      'currency greater_than',
    )
  })
})
