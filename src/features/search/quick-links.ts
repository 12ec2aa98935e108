import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { CACHE_TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'

import type { QuickLink } from './types'

type Item = { id?: string | null; title?: string | null; url?: string | null }

/**
 * Popular searches from the quick-links global, German and English side by side (rows share ids).
 */
export async function readQuickLinks(payload: Payload): Promise<QuickLink[]> {
  const [de, en] = await Promise.all(
    (['de', 'en'] as const).map((locale) =>
      payload.findGlobal({
        slug: 'quick-links',
        locale,
        fallbackLocale: false,
        depth: 0,
        overrideAccess: false,
      }),
    ),
  )
  const english = new Map(((en.items ?? []) as Item[]).map((item) => [item.id, item]))
  return ((de.items ?? []) as Item[]).flatMap((item) => {
    const other = english.get(item.id)
    const titleDe = item.title?.trim() || other?.title?.trim() || ''
    const titleEn = other?.title?.trim() || titleDe
    if (!titleDe) return []
    const urls = { default: item.url?.trim() || null, en: other?.url?.trim() || null }
    return [{ titles: { default: titleDe, en: titleEn }, url: urls.default, urls }]
  })
}

/** The quick links, cached until an editor saves the global. */
export const getQuickLinks = unstable_cache(
  async () => readQuickLinks(await getPayloadClient()),
  ['quick-links'],
  {
    tags: [CACHE_TAGS.global('quick-links')],
    revalidate: 3600,
  },
)
