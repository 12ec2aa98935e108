import 'server-only'

import { unstable_cache } from 'next/cache'
import type { DataFromCollectionSlug } from 'payload'
import { cache } from 'react'

import { type Locale, localizedUrls } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'

/** The collections whose documents have a page of their own, found by their `path`. */
export type RoutedCollection = 'pages' | 'blog-posts' | 'seminars' | 'topics' | 'trainers'

type CacheOptions = { tags: string[]; revalidate?: number }

async function findByPath<C extends RoutedCollection>(
  collection: C,
  depth: number,
  locale: Locale,
  path: string,
  draft: boolean,
): Promise<DataFromCollectionSlug<C> | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    where: { path: { equals: path } },
    locale,
    fallbackLocale: false,
    draft,
    depth,
    limit: 1,
    pagination: false,
    overrideAccess: draft,
  })
  return (docs[0] as DataFromCollectionSlug<C> | undefined) ?? null
}

/**
 * Every path a visitor can open in a collection in a language: what `findByPath` finds without a
 * draft (published, public access, no fallback to the other language), listed for the proxy's
 * index of public paths (src/features/errors/public-paths.ts).
 */
export async function findPublishedPaths(
  collection: RoutedCollection,
  locale: Locale,
): Promise<string[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    locale,
    fallbackLocale: false,
    draft: false,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    select: { path: true },
  })
  return docs.flatMap((doc) => {
    const path = (doc as { path?: unknown }).path
    return typeof path === 'string' && path ? [path] : []
  })
}

/**
 * The lookup of a collection's document by its path in a language: the published one through the
 * data cache (under `cacheKey`), a draft only in preview, read past the cache and access.
 */
export function byPathLookup<C extends RoutedCollection>(
  collection: C,
  {
    depth,
    cacheKey,
    cacheOptions,
  }: { depth: number; cacheKey: string; cacheOptions: CacheOptions },
) {
  const findPublished = unstable_cache(
    (locale: Locale, path: string) => findByPath(collection, depth, locale, path, false),
    [cacheKey],
    cacheOptions,
  )
  return cache(
    async (
      locale: Locale,
      path: string,
      draft = false,
    ): Promise<DataFromCollectionSlug<C> | null> =>
      draft ? findByPath(collection, depth, locale, path, true) : findPublished(locale, path),
  )
}

async function readUrls(
  collection: 'pages' | 'blog-posts',
  id: number | string,
  draft: boolean,
): Promise<Record<Locale, string | null>> {
  const payload = await getPayloadClient()
  // An unpublished document has no public URLs (null instead of an error); a preview reads its
  // draft.
  const doc = await payload.findByID({
    collection,
    id,
    locale: 'all',
    depth: 0,
    draft,
    overrideAccess: draft,
    disableErrors: true,
    select: { path: true },
  })
  return localizedUrls((doc?.path ?? {}) as unknown as Partial<Record<Locale, string | null>>)
}

/**
 * The lookup of a document's public URL in each language (null where it has none): the published
 * paths through the data cache (under `cacheKey`), in a preview those of its draft.
 */
export function localizedUrlsLookup(
  collection: 'pages' | 'blog-posts',
  { cacheKey, cacheOptions }: { cacheKey: string; cacheOptions: CacheOptions },
) {
  const publishedUrls = unstable_cache(
    (id: number | string) => readUrls(collection, id, false),
    [cacheKey],
    cacheOptions,
  )
  return cache(
    async (id: number | string, draft = false): Promise<Record<Locale, string | null>> =>
      draft ? readUrls(collection, id, true) : publishedUrls(id),
  )
}
