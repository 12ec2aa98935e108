import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { findPublicById } from '@/lib/by-ids'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import type { Whitepaper } from '@/payload-types'

/** What a whitepaper card needs; the PDF stays out of the page. */
export type WhitepaperCard = Pick<
  Whitepaper,
  'id' | 'title' | 'description' | 'thumbnail' | 'gateLink'
>

/**
 * Published whitepapers with their thumbnails: the chosen ones in the editor's order, or all,
 * newest first.
 */
export const getWhitepapers = cache(
  unstable_cache(
    async (locale: Locale, ids: number[]): Promise<WhitepaperCard[]> => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'whitepapers',
        where: ids.length ? { id: { in: ids } } : {},
        locale,
        depth: 1,
        limit: 100,
        pagination: false,
        sort: '-createdAt',
        overrideAccess: false,
        // The PDF itself is staff-only; the block needs only the card's fields.
        select: { title: true, description: true, thumbnail: true, gateLink: true },
      })
      if (!ids.length) return docs
      return ids
        .map((id) => docs.find((doc) => doc.id === id))
        .filter((doc): doc is WhitepaperCard => Boolean(doc))
    },
    ['whitepapers'],
    { tags: [CACHE_TAGS.catalogue] },
  ),
)

/**
 * One published whitepaper's card fields (the mailed link's page); null for an unknown or
 * unpublished id.
 */
export const getWhitepaper = cache(
  unstable_cache(
    (locale: Locale, id: number): Promise<WhitepaperCard | null> =>
      findPublicById('whitepapers', id, locale, {
        select: { title: true, description: true, thumbnail: true, gateLink: true },
      }),
    ['whitepaper'],
    { tags: [CACHE_TAGS.catalogue] },
  ),
)
