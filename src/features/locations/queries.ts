import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import type { Location } from '@/payload-types'

// The Payload reads in this module are alike other modules' reads by shape only: each names its
// own collection, filter and fields. The reads that were really the same are shared
// (@/lib/by-path, findDates, publishedSeminars).

/** Every location, by name, with images and PDFs populated. */
export const getLocations = cache(
  unstable_cache(
    async (locale: Locale): Promise<Location[]> => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'locations',
        locale,
        depth: 1,
        limit: 100,
        sort: 'standort_titel',
        overrideAccess: false,
      })
      return docs
    },
    ['locations'],
    { tags: [CACHE_TAGS.pages] },
  ),
)
