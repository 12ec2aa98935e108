import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import type { News } from '@/payload-types'

/** The latest news items, newest first. */
export const getLatestNews = cache(
  unstable_cache(
    async (locale: Locale, limit: number): Promise<News[]> => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'news',
        locale,
        depth: 1,
        limit,
        sort: '-date',
        overrideAccess: false,
      })
      return docs
    },
    ['latest-news'],
    { tags: [CACHE_TAGS.pages] },
  ),
)
