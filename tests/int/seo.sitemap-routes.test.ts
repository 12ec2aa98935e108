import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as sitemapFile } from '@/app/sitemap/[file]/route'
import { GET as sitemapIndex } from '@/app/sitemap.xml/route'
import { buildSitemap } from '@/features/seo/sitemap'

import { getTestPayload } from '../helpers/payload'
import { richText } from '../helpers/rich-text'
import { sitemapLocations } from '../helpers/sitemap'

// /sitemap.xml and /sitemap/<n>.xml as Next serves them, with a tag-keeping next/cache
// (tests/helpers/tag-cache.ts) and files of five entries, so a few documents fill several.
vi.mock('next/cache', async () => (await import('../helpers/tag-cache')).nextCacheModule)
// connection() needs Next's request scope; here every call is a request.
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  connection: async () => undefined,
}))
const { SITEMAP_FILE_ENTRIES } = vi.hoisted(() => ({ SITEMAP_FILE_ENTRIES: 5 }))
vi.mock('@/features/seo/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/seo/constants')>()),
  SITEMAP_FILE_ENTRIES,
}))

const SITE = 'https://seminare.example'
let payload: Payload

const requestFile = (name: string) =>
  sitemapFile(new Request(`${SITE}/sitemap/${name}`), { params: Promise.resolve({ file: name }) })

/** The index and every file it names, each checked to be a 200 XML answer. */
async function served(): Promise<{ files: string[]; urls: string[][] }> {
  const index = await sitemapIndex()
  expect(index.status).toBe(200)
  expect(index.headers.get('content-type')).toBe('application/xml')
  const xml = await index.text()
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/)
  const files = sitemapLocations(xml)
  const urls: string[][] = []
  for (const location of files) {
    expect(location).toMatch(new RegExp(`^${SITE}/sitemap/\\d+\\.xml$`))
    const response = await requestFile(location.slice(`${SITE}/sitemap/`.length))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml')
    urls.push(sitemapLocations(await response.text()))
  }
  return { files, urls }
}

async function publishSeminar(topic: number, i: number) {
  return payload.create({
    collection: 'seminars',
    data: {
      code: `SM-${i}`,
      title: `Seminar ${i}`,
      slug: `seminar-${i}`,
      duration: 1,
      topics: [topic],
      description: richText('Text'),
      _status: 'published',
    },
  })
}

describe('the sitemap index and its paged files', () => {
  beforeAll(async () => {
    process.env.SITE_URL = SITE
    payload = await getTestPayload()
  })

  it('an empty catalogue still has an index naming one file, with the fixed routes', async () => {
    const { files, urls } = await served()
    expect(files).toEqual([`${SITE}/sitemap/0.xml`])
    expect(urls[0]).toEqual((await buildSitemap(payload)).map((entry) => entry.url))
    expect(urls[0]).toContain(`${SITE}/suche/`)
  })

  it('lists every page once in small files; a new seminar lands in its file', async () => {
    const topic = await payload.create({
      collection: 'topics',
      data: { title: 'Führung', slug: 'fuehrung', description: 'Führen', _status: 'published' },
    })
    for (const i of [1, 2, 3, 4, 5, 6]) await publishSeminar(topic.id, i)

    const before = await served()
    expect(before.files.length).toBeGreaterThan(2)
    for (const urls of before.urls) expect(urls.length).toBeLessThanOrEqual(SITEMAP_FILE_ENTRIES)
    const all = (await buildSitemap(payload)).map((entry) => entry.url)
    expect(before.urls.flat()).toEqual(all)

    // Sorted first ('/seminare/a-…' before '/seminare/seminar-…'): every later entry moves on.
    await payload.create({
      collection: 'seminars',
      data: {
        code: 'SM-0',
        title: 'Anfangen',
        slug: 'a-anfangen',
        duration: 1,
        topics: [topic.id],
        description: richText('Text'),
        _status: 'published',
      },
    })
    const after = await served()
    const listed = (await buildSitemap(payload)).map((entry) => entry.url)
    expect(after.urls.flat()).toEqual(listed)
    const place = listed.indexOf(`${SITE}/seminare/a-anfangen/`)
    expect(place).toBeGreaterThanOrEqual(0)
    expect(after.urls[Math.floor(place / SITEMAP_FILE_ENTRIES)]).toContain(
      `${SITE}/seminare/a-anfangen/`,
    )
  })

  it('answers 404 past the last file and for names that are not a file number', async () => {
    const { files } = await served()
    for (const name of [`${files.length}.xml`, '01.xml', 'x.xml', '0']) {
      expect((await requestFile(name)).status, name).toBe(404)
    }
  })
})
