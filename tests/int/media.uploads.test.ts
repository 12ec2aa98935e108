import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

let payload: Payload
let image: Media

/** The site-relative path of a stored file, as the pages link it. */
const filePath = (url: string | null | undefined) =>
  new URL(String(url), 'http://site.invalid').pathname.replace(/\/$/, '')

describe('uploaded images', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    // A photo-like JPEG (noise), as editors upload them.
    const jpeg = await sharp(
      Buffer.from(Array.from({ length: 160 * 100 * 3 }, (_, i) => (i * 7919) % 251)),
      { raw: { width: 160, height: 100, channels: 3 } },
    )
      .resize(1600, 1000)
      .jpeg({ quality: 85 })
      .toBuffer()
    image = await payload.create({
      collection: 'media',
      data: { alt: 'Raum' },
      file: { data: jpeg, mimetype: 'image/jpeg', name: 'room.jpg', size: jpeg.length },
    })
  })

  it('get the srcset widths as WebP and keep the share width (1200) in the uploaded format', async () => {
    for (const name of ['w480', 'w500', 'w800'] as const) {
      expect(image.sizes?.[name]?.mimeType, name).toBe('image/webp')
      expect(image.sizes?.[name]?.filename, name).toMatch(/\.webp$/)
    }
    expect(image.sizes?.w800).toMatchObject({ width: 800, height: 500 })
    expect(image.sizes?.w1200).toMatchObject({ mimeType: 'image/jpeg', width: 1200, height: 750 })
    expect(image.mimeType).toBe('image/jpeg')
  })

  it('are served with a cache lifetime and an ETag, and answered 304 when unchanged', async () => {
    const path = filePath(image.sizes?.w800?.url)
    const first = await rest('GET', path)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/webp')
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    )
    const body = Buffer.from(await first.arrayBuffer())
    expect(body.length).toBe(image.sizes?.w800?.filesize)
    expect((await sharp(body).metadata()).format).toBe('webp')

    const again = await rest('GET', path, {
      headers: { 'If-None-Match': first.headers.get('etag')! },
    })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('still answer byte ranges, and 404 for a file that is not stored', async () => {
    const range = await rest('GET', filePath(image.url), { headers: { Range: 'bytes=0-9' } })
    expect(range.status).toBe(206)
    expect((await range.arrayBuffer()).byteLength).toBe(10)
    expect((await rest('GET', '/api/media/file/nothing-800x500.webp')).status).toBe(404)
  })
})
