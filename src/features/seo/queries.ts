import 'server-only'

import type { MetadataRoute } from 'next'
import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'

import { type SitemapSource, sitemapEntries, sitemapSources } from './sitemap'
import { sitemapFileEntries, sitemapIndexXml, sitemapUrlsetXml } from './sitemap-xml'

const SITEMAP_TAGS = [CACHE_TAGS.pages, CACHE_TAGS.catalogue]

/**
 * What the sitemap lists, cached until a page, article, seminar or topic is published (their
 * hooks expire these tags), so crawlers never see a draft or miss a new page for long. Kept as
 * paths per document rather than as entries: a fifth of the size, so that at 100 times the demo's
 * catalogue (0.9 MB against 4.4 MB) it stays under the 2 MB Next's data cache keeps per item.
 */
const getSitemapSources = unstable_cache(
  async (): Promise<SitemapSource[]> => sitemapSources(await getPayloadClient()),
  ['sitemap-sources'],
  { tags: SITEMAP_TAGS },
)

/** The sitemap's entries in their order, from the cached paths (a few milliseconds' work). */
export async function getSitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(await getSitemapSources())
}

// The XML itself is cached (a string per file, under the same tags), so a repeated request is a
// look-up, not a serialisation of every entry. Keyed by the origin the URLs in it name.

/** /sitemap.xml: the index of the paged files. */
export const getSitemapIndexXml = unstable_cache(
  async (siteUrl: string): Promise<string> => sitemapIndexXml(await getSitemap(), siteUrl),
  ['sitemap-index-xml'],
  { tags: SITEMAP_TAGS },
)

/** /sitemap/<file>.xml: one paged file; null past the last one. */
export const getSitemapFileXml = unstable_cache(
  // siteUrl only keys the cache: the entries already hold absolute URLs.
  async (_siteUrl: string, file: number): Promise<string | null> => {
    const entries = sitemapFileEntries(await getSitemap(), file)
    return entries ? sitemapUrlsetXml(entries) : null
  },
  ['sitemap-file-xml'],
  { tags: SITEMAP_TAGS },
)
