import 'server-only'

import { findPublishedPaths, type RoutedCollection } from '@/lib/by-path'
import { locales, type Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'

import { WHITEPAPER_DOWNLOAD_PREFIX } from './not-found-route'
import {
  COLLECTIONS_WITH_ADDRESS,
  installPublicPaths,
  PublicPathKeeper,
  type PublicPathIndex,
  type PublicPathSource,
} from './public-path-index'

const ROUTED: RoutedCollection[] = ['pages', 'blog-posts', 'seminars', 'topics', 'trainers']

/**
 * The database side of the index: the paths the catch-all route and the whitepaper download route
 * would find (read as they read them), and as version each collection's count and latest change
 * among public documents (a publish, unpublish, move or delete changes one of them).
 */
export const databasePublicPaths: PublicPathSource = {
  async version() {
    const payload = await getPayloadClient()
    const parts = await Promise.all(
      COLLECTIONS_WITH_ADDRESS.map(async (collection) => {
        const { docs, totalDocs } = await payload.find({
          collection,
          draft: false,
          depth: 0,
          limit: 1,
          sort: '-updatedAt',
          overrideAccess: false,
          select: { updatedAt: true },
        })
        return `${collection}:${totalDocs}:${docs[0]?.updatedAt ?? ''}`
      }),
    )
    return parts.join('|')
  },
  async paths() {
    const payload = await getPayloadClient()
    const entries: [Locale, string][] = []
    const [routed, whitepapers] = await Promise.all([
      Promise.all(
        locales.flatMap((locale) =>
          ROUTED.map(async (collection) => ({
            locale,
            paths: await findPublishedPaths(collection, locale),
          })),
        ),
      ),
      payload.find({
        collection: 'whitepapers',
        draft: false,
        depth: 0,
        pagination: false,
        overrideAccess: false,
        select: { updatedAt: true },
      }),
    ])
    for (const { locale, paths } of routed) for (const path of paths) entries.push([locale, path])
    for (const locale of locales)
      for (const { id } of whitepapers.docs)
        entries.push([locale, `${WHITEPAPER_DOWNLOAD_PREFIX}${id}/`])
    return entries
  },
}

/**
 * Sets up this process's index of public paths and builds it, for the proxy's 404 answers
 * (docs/decisions/0022). Until the build completes the proxy leaves every path to its page.
 */
export function startPublicPaths(): Promise<PublicPathIndex | null> {
  return installPublicPaths(new PublicPathKeeper(databasePublicPaths)).confirm()
}
