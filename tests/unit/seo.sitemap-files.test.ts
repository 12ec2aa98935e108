import type { MetadataRoute } from 'next'
// What a sitemap.ts route wrote before the sitemap was paged: the paged files must say the same.
import { resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { SITEMAP_FILE_ENTRIES } from '@/features/seo/constants'
import { sitemapEntries, type SitemapSource } from '@/features/seo/sitemap'
import {
  sitemapFileCount,
  sitemapFileEntries,
  sitemapFileNumber,
  sitemapFilePath,
  sitemapIndexXml,
  sitemapUrlsetXml,
} from '@/features/seo/sitemap-xml'

const SITE = 'https://seminare.example'

beforeEach(() => {
  process.env.SITE_URL = SITE
})
afterEach(() => {
  delete process.env.SITE_URL
})

/** `count` seminars in both languages, changed on different days; two entries each. */
function seminars(count: number): MetadataRoute.Sitemap {
  const sources: SitemapSource[] = Array.from({ length: count }, (_, i) => ({
    urls: { de: `/seminare/s-${i}/`, en: i % 3 ? `/en/seminars/s-${i}/` : null },
    lastModified: new Date(Date.UTC(2026, 0, 1 + (i % 300))).toISOString(),
  }))
  return sitemapEntries([...sources, { urls: { de: '/suche/', en: '/en/search/' } }])
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])

/** Every file the index names, served as the file route serves it. */
function servedFiles(entries: MetadataRoute.Sitemap, perFile: number): string[] {
  return locs(sitemapIndexXml(entries, SITE, perFile)).map((url) => {
    const name = url.slice(`${SITE}/sitemap/`.length)
    const file = sitemapFileNumber(name)
    expect(file, url).not.toBeNull()
    return sitemapUrlsetXml(sitemapFileEntries(entries, file!, perFile)!)
  })
}

describe('the paged sitemap', () => {
  it('keeps each file within SITEMAP_FILE_ENTRIES; together they list every entry once', () => {
    const entries = seminars(1800)
    expect(entries.length).toBeGreaterThan(2 * SITEMAP_FILE_ENTRIES)
    const files = servedFiles(entries, SITEMAP_FILE_ENTRIES)
    expect(files).toHaveLength(Math.ceil(entries.length / SITEMAP_FILE_ENTRIES))
    for (const file of files) {
      expect(locs(file).length).toBeGreaterThan(0)
      expect(locs(file).length).toBeLessThanOrEqual(SITEMAP_FILE_ENTRIES)
    }
    expect(files.flatMap(locs)).toEqual(entries.map((entry) => entry.url))
  })

  it('writes entries, alternates and last changes exactly as the single sitemap did', () => {
    const entries = seminars(25)
    const files = servedFiles(entries, 10)
    expect(files).toHaveLength(5)
    const urlBlocks = (xml: string) => xml.match(/<url>[\s\S]*?<\/url>/g) ?? []
    expect(files.flatMap(urlBlocks)).toEqual(urlBlocks(resolveSitemap(entries)))
    expect(files[0]).toBe(resolveSitemap(entries.slice(0, 10)))
  })

  it('names each file by its absolute URL with the latest change among its entries', () => {
    const entries = sitemapEntries([
      { urls: { de: '/a/' }, lastModified: '2026-03-01T10:00:00.000Z' },
      { urls: { de: '/b/' }, lastModified: '2026-05-02T10:00:00.000Z' },
      { urls: { de: '/c/' } },
    ])
    expect(sitemapIndexXml(entries, SITE, 2)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        `<sitemap>\n<loc>${SITE}/sitemap/0.xml</loc>\n` +
        '<lastmod>2026-05-02T10:00:00.000Z</lastmod>\n</sitemap>\n' +
        `<sitemap>\n<loc>${SITE}/sitemap/1.xml</loc>\n</sitemap>\n` +
        '</sitemapindex>\n',
    )
  })

  it('gives an empty site a valid index naming one empty file', () => {
    expect(sitemapFileCount(0)).toBe(1)
    expect(locs(sitemapIndexXml([], SITE))).toEqual([`${SITE}${sitemapFilePath(0)}`])
    const file = sitemapUrlsetXml(sitemapFileEntries([], 0)!)
    expect(file).toMatch(/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/)
    expect(file).toMatch(/<\/urlset>\n$/)
    expect(locs(file)).toEqual([])
    expect(sitemapFileEntries([], 1)).toBeNull()
  })

  it('answers only the files there are, by their plain numbers', () => {
    const entries = seminars(4).slice(0, 8)
    expect(entries).toHaveLength(8)
    expect(sitemapFileEntries(entries, 1, 5)).toHaveLength(3)
    expect(sitemapFileEntries(entries, 2, 5)).toBeNull()
    expect(sitemapFileEntries(entries, -1, 5)).toBeNull()
    expect(sitemapFileNumber('0.xml')).toBe(0)
    expect(sitemapFileNumber('17.xml')).toBe(17)
    for (const name of ['01.xml', '1', '1.xml.gz', 'a.xml', '-1.xml', '1.5.xml']) {
      expect(sitemapFileNumber(name), name).toBeNull()
    }
  })

  it('escapes what XML reserves in an address', () => {
    const [entry] = sitemapEntries([{ urls: { de: '/a/?x=1&y=2' } }])
    expect(sitemapUrlsetXml([entry!])).toContain(`<loc>${SITE}/a/?x=1&amp;y=2</loc>`)
  })
})
