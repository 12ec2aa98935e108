import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { BLOG_PATH_PREFIX } from '@/features/blog/constants'
import { type Locale, localizedUrl } from '@/i18n/locales'
import { byPathLookup, localizedUrlsLookup } from '@/lib/by-path'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import { relationId } from '@/lib/relations'
import type { Page } from '@/payload-types'

export type Breadcrumb = { title: string; url: string }
export type LocalizedUrls = Record<Locale, string | null>

/** A page by its path in a language; drafts only in preview, which bypasses the cache. */
export const getPageByPath = byPathLookup('pages', {
  depth: 2,
  cacheKey: 'page-by-path',
  cacheOptions: { tags: [CACHE_TAGS.pages] },
})

/** The page whose blocks follow 'Page not found' on the 404 screen, if editors marked one. */
export const getNotFoundPage = cache(
  unstable_cache(
    async (locale: Locale): Promise<Page | null> => {
      const payload = await getPayloadClient()
      const result = await payload.find({
        collection: 'pages',
        where: { isNotFoundPage: { equals: true } },
        locale,
        depth: 2,
        limit: 1,
        pagination: false,
        overrideAccess: false,
      })
      return result.docs[0] ?? null
    },
    ['not-found-page'],
    { tags: [CACHE_TAGS.pages] },
  ),
)

/** The page's public URL in each language (`_urls`); null where it has no path in that language. */
export const getPageUrls = localizedUrlsLookup('pages', {
  cacheKey: 'page-urls',
  cacheOptions: { tags: [CACHE_TAGS.pages] },
})

async function readBreadcrumbs(
  locale: Locale,
  id: number | string,
  draft: boolean,
): Promise<Breadcrumb[]> {
  const payload = await getPayloadClient()
  const trail: Breadcrumb[] = []
  const seen = new Set<string>()
  let currentId: number | string | null = id
  while (currentId !== null && !seen.has(String(currentId)) && seen.size < 12) {
    seen.add(String(currentId))
    // Read past access so that the walk goes on above an unpublished parent; outside a preview
    // only published pages join the trail. A parent that is gone ends it.
    const doc: Page | null = await payload.findByID({
      collection: 'pages',
      id: currentId,
      locale,
      fallbackLocale: false,
      depth: 0,
      draft,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!doc) break
    if (doc.path && (draft || doc._status === 'published'))
      trail.unshift({ title: doc.title, url: localizedUrl(locale, doc.path) })
    currentId = relationId(doc.parent as number | { id: number } | null | undefined)
  }
  if (trail[0]?.url !== localizedUrl(locale, '/')) {
    const home = await getPageByPath(locale, '/')
    if (home) trail.unshift({ title: home.title, url: localizedUrl(locale, '/') })
  }
  return trail
}

const publishedBreadcrumbs = unstable_cache(
  (locale: Locale, id: number | string) => readBreadcrumbs(locale, id, false),
  ['page-breadcrumbs'],
  {
    tags: [CACHE_TAGS.pages],
  },
)

/**
 * Home → … → the page itself, each with its title and URL in the page's language; in a preview,
 * drafts included.
 */
export const getBreadcrumbs = cache(
  async (locale: Locale, id: number | string, draft = false): Promise<Breadcrumb[]> =>
    draft ? readBreadcrumbs(locale, id, true) : publishedBreadcrumbs(locale, id),
)

/** The trail above a blog article: that of the blog overview page when there is one, else home. */
export async function getBlogTrail(locale: Locale): Promise<Breadcrumb[]> {
  const overview = await getPageByPath(locale, BLOG_PATH_PREFIX)
  if (overview) return getBreadcrumbs(locale, overview.id)
  const home = await getPageByPath(locale, '/')
  return home ? [{ title: home.title, url: localizedUrl(locale, '/') }] : []
}
