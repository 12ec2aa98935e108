import { describe, expect, it } from 'vitest'

import {
  DEFAULT_TTL_SECONDS,
  // An import list: the test imports what the cache handler imports.
  decodeEntry,
  encodeEntry,
  entryTags,
  isExpiredByTags,
  tagMark,
  ttlSeconds,
} from '@/lib/cache/entry.mjs'
import { localCopies } from '@/lib/cache/local-copies.mjs'

describe('shared cache handler: tag expiry', () => {
  const written = 1_000

  it('expires an entry written before the tag was revalidated (on any instance)', () => {
    const marks = { pages: tagMark({ expire: 0 }, 2_000) }
    expect(isExpiredByTags(['pages'], written, marks, 2_001)).toBe(true)
  })

  it('keeps an entry written after the revalidation, and one whose tags were not revalidated', () => {
    const marks = { pages: tagMark({ expire: 0 }, 2_000) }
    expect(isExpiredByTags(['pages'], 2_500, marks, 3_000)).toBe(false)
    expect(isExpiredByTags(['catalogue', 'global:footer'], written, marks, 3_000)).toBe(false)
  })

  it('treats revalidateTag without durations as expired now', () => {
    expect(tagMark(undefined, 5_000)).toEqual({ expired: 5_000 })
    expect(
      isExpiredByTags(['catalogue'], written, { catalogue: tagMark(undefined, 5_000) }, 5_000),
    ).toBe(true)
  })

  it('treats a stale-only mark (a cacheLife profile) as expired, and a future expiry from its stale time on', () => {
    expect(isExpiredByTags(['pages'], written, { pages: tagMark({}, 2_000) }, 2_001)).toBe(true)
    const later = tagMark({ expire: 60 }, 2_000)
    expect(later).toEqual({ stale: 2_000, expired: 62_000 })
    expect(isExpiredByTags(['pages'], written, { pages: later }, 3_000)).toBe(true)
    expect(isExpiredByTags(['pages'], 2_500, { pages: later }, 3_000)).toBe(false)
  })

  it('finds the tags of data entries (tags and implicit path tags) and of pages (header)', () => {
    const data = {
      lastModified: 1,
      value: { kind: 'FETCH', data: {}, tags: ['catalogue'], revalidate: false },
    }
    expect(entryTags(data, { tags: ['catalogue'], softTags: ['_N_T_/layout'] })).toEqual([
      'catalogue',
      'catalogue',
      '_N_T_/layout',
    ])
    const page = {
      lastModified: 1,
      value: {
        kind: 'APP_PAGE',
        html: '',
        headers: { 'x-next-cache-tags': 'pages,global:footer,_N_T_/de/page' },
      },
    }
    expect(entryTags(page)).toEqual(['pages', 'global:footer', '_N_T_/de/page'])
    expect(entryTags({ lastModified: 1, value: null })).toEqual([])
  })
})

describe('shared cache handler: entries in Redis', () => {
  it('round-trips Buffers and the segment Map of a page', () => {
    const entry = {
      lastModified: 42,
      cacheControl: { revalidate: false },
      value: {
        kind: 'APP_PAGE',
        html: `<p>Grüße</p>${'<script>self.__next_f.push([1,"x"])</script>'.repeat(200)}`,
        rscData: Buffer.from([0, 1, 254, 255]),
        segmentData: new Map([['/_tree', Buffer.from('tree')]]),
        headers: { 'x-next-cache-tags': 'pages' },
        status: 200,
      },
    }
    const bytes = encodeEntry(entry)
    // The HTML and the payloads travel as raw bytes, not as escaped JSON or base64.
    expect(bytes.length).toBeLessThan(JSON.stringify(entry.value.html).length + 400)
    const back = decodeEntry(bytes)
    expect(back.value.rscData).toEqual(Buffer.from([0, 1, 254, 255]))
    expect(back.value.segmentData).toBeInstanceOf(Map)
    expect(back.value.segmentData.get('/_tree').toString()).toBe('tree')
    expect(back.value.html).toBe(entry.value.html)
    expect(back.lastModified).toBe(42)
  })

  it('reads nothing from missing or damaged text', () => {
    expect(decodeEntry(null)).toBeNull()
    expect(decodeEntry(Buffer.from('{not json'))).toBeNull()
    const whole = encodeEntry({
      lastModified: 1,
      value: { kind: 'APP_ROUTE', body: Buffer.alloc(10), headers: {}, status: 200 },
    })
    expect(decodeEntry(whole)?.value.body).toEqual(Buffer.alloc(10))
    expect(decodeEntry(whole.subarray(0, whole.length - 1))).toBeNull()
  })

  it('keeps entries a day unless Next expires them sooner', () => {
    expect(ttlSeconds(undefined)).toBe(DEFAULT_TTL_SECONDS)
    expect(ttlSeconds({ revalidate: false, expire: 31_536_000 })).toBe(DEFAULT_TTL_SECONDS)
    expect(ttlSeconds({ revalidate: 60, expire: 300 })).toBe(300)
  })
})

describe('shared cache handler: local copies', () => {
  it('keeps the most recently used copies within the byte budget', () => {
    const copies = localCopies(100)
    copies.set('a', { a: 1 }, 'v1', 40)
    copies.set('b', { b: 1 }, 'v1', 40)
    copies.get('a')
    copies.set('c', { c: 1 }, 'v1', 40)
    expect(copies.get('b')).toBeUndefined()
    expect(copies.get('a')?.version).toBe('v1')
    expect(copies.bytes).toBe(80)
    copies.set('huge', {}, 'v1', 101)
    expect(copies.get('huge')).toBeUndefined()
    copies.set('a', { a: 2 }, 'v2', 10)
    expect(copies.get('a')?.entry).toEqual({ a: 2 })
    expect(copies.bytes).toBe(50)
  })
})
