import 'server-only'

import type { MetadataRoute } from 'next'
import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'

import { buildSitemap } from './sitemap'

/**
 * The sitemap's entries, cached until a page, article, seminar or topic is published (their
 * hooks expire these tags), so crawlers never see a draft or miss a new page for long.
 */
export const getSitemap = unstable_cache(
  async (): Promise<MetadataRoute.Sitemap> => buildSitemap(await getPayloadClient()),
  ['sitemap'],
  { tags: [CACHE_TAGS.pages, CACHE_TAGS.catalogue] },
)
