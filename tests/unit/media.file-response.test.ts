import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fileResponse } from '@/collections/Media/fileResponse'

/** A day fresh, then a week served stale while it is checked again. */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'
const BYTES = Buffer.from('RIFF-not-really-a-webp-but-bytes-are-bytes')
let dir: string

const get = (filename: string, headers: Record<string, string> = {}, method = 'GET') =>
  fileResponse({ method, headers: new Headers(headers) }, dir, filename)

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'media-'))
  await writeFile(path.join(dir, 'room-800x500.webp'), BYTES)
  await writeFile(path.join(dir, 'notes.txt'), 'plain')
  await writeFile(path.join(tmpdir(), 'outside.jpg'), 'secret')
  // A fixed time, so If-Modified-Since can be compared with whole seconds.
  await utimes(
    path.join(dir, 'room-800x500.webp'),
    new Date('2026-11-20T10:00:00Z'),
    new Date('2026-11-20T10:00:00.500Z'),
  )
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
  await rm(path.join(tmpdir(), 'outside.jpg'), { force: true })
})

describe('uploaded files answer with validators and a cache lifetime', () => {
  it('sends the bytes with its type, length, ETag, Last-Modified and Cache-Control', async () => {
    const response = await get('room-800x500.webp')
    expect(response?.status).toBe(200)
    expect(response?.headers.get('content-type')).toBe('image/webp')
    expect(response?.headers.get('content-length')).toBe(String(BYTES.length))
    expect(response?.headers.get('cache-control')).toBe(CACHE_CONTROL)
    expect(response?.headers.get('etag')).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/)
    expect(response?.headers.get('last-modified')).toBe('Fri, 20 Nov 2026 10:00:00 GMT')
    expect(Buffer.from(await response!.arrayBuffer())).toEqual(BYTES)
  })

  it('answers 304 without a body when the client’s copy is current', async () => {
    const tag = (await get('room-800x500.webp'))!.headers.get('etag')!
    const conditions: Record<string, string>[] = [
      { 'if-none-match': tag },
      { 'if-none-match': `"other", ${tag.replace('W/', '')}` },
      { 'if-none-match': '*' },
      { 'if-modified-since': 'Fri, 20 Nov 2026 10:00:00 GMT' },
    ]
    for (const headers of conditions) {
      const response = await get('room-800x500.webp', headers)
      expect(response?.status, JSON.stringify(headers)).toBe(304)
      expect(response?.headers.get('etag')).toBe(tag)
      expect(response?.headers.get('cache-control')).toBe(CACHE_CONTROL)
      expect(await response!.text()).toBe('')
    }
  })

  it('sends the file again when it changed since the client’s copy', async () => {
    expect((await get('room-800x500.webp', { 'if-none-match': 'W/"2a-0"' }))?.status).toBe(200)
    expect(
      (await get('room-800x500.webp', { 'if-modified-since': 'Thu, 19 Nov 2026 10:00:00 GMT' }))
        ?.status,
    ).toBe(200)
    // If-None-Match decides when both are sent.
    expect(
      (
        await get('room-800x500.webp', {
          'if-none-match': '"other"',
          'if-modified-since': 'Sat, 21 Nov 2026 10:00:00 GMT',
        })
      )?.status,
    ).toBe(200)
  })

  it('answers a missing file with 404', async () => {
    const response = await get('missing-800x500.webp')
    expect(response?.status).toBe(404)
    expect(await response!.json()).toEqual({ errors: [{ message: 'Not Found' }] })
  })

  it('leaves ranges, other methods, unknown types and paths outside the folder to Payload', async () => {
    expect(await get('room-800x500.webp', { range: 'bytes=0-3' })).toBeUndefined()
    expect(await get('room-800x500.webp', {}, 'POST')).toBeUndefined()
    expect(await get('notes.txt')).toBeUndefined()
    expect(await get('../outside.jpg')).toBeUndefined()
  })
})
