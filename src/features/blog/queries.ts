import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { type Locale, localizedUrls } from '@/i18n/locales'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import type { BlogPost, BlogTopic } from '@/payload-types'

async function findPost(locale: Locale, path: string, draft: boolean): Promise<BlogPost | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'blog-posts',
    where: { path: { equals: path } },
    locale,
    fallbackLocale: false,
    draft,
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: draft,
  })
  return docs[0] ?? null
}

const findPublishedPost = unstable_cache(
  (locale: Locale, path: string) => findPost(locale, path, false),
  ['blog-post-by-path'],
  {
    tags: [CACHE_TAGS.pages],
  },
)

/** A blog article by its path in a language (drafts only in preview). */
export const getBlogPostByPath = cache(async (locale: Locale, path: string, draft = false) =>
  draft ? findPost(locale, path, true) : findPublishedPost(locale, path),
)

async function readPostUrls(id: number, draft: boolean): Promise<Record<Locale, string | null>> {
  const payload = await getPayloadClient()
  // An unpublished article has no public URLs (null instead of an error); a preview reads its draft.
  const doc = await payload.findByID({
    collection: 'blog-posts',
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

const publishedPostUrls = unstable_cache(
  (id: number) => readPostUrls(id, false),
  ['blog-post-urls'],
  { tags: [CACHE_TAGS.pages] },
)

/** The article's URL in each language (in a preview, from its draft). */
export const getBlogPostUrls = cache(
  async (id: number, draft = false): Promise<Record<Locale, string | null>> =>
    draft ? readPostUrls(id, true) : publishedPostUrls(id),
)

/** Published articles, newest first, with their topics, for the rep_blog block. */
export const getBlogList = cache(
  unstable_cache(
    async (locale: Locale): Promise<{ posts: BlogPost[]; topics: BlogTopic[] }> => {
      const payload = await getPayloadClient()
      const [posts, topics] = await Promise.all([
        payload.find({
          collection: 'blog-posts',
          locale,
          depth: 1,
          limit: 200,
          sort: '-date',
          overrideAccess: false,
          where: { path: { exists: true } },
        }),
        payload.find({
          collection: 'blog-topics',
          locale,
          depth: 0,
          limit: 100,
          sort: 'title',
          overrideAccess: false,
        }),
      ])
      return { posts: posts.docs, topics: topics.docs }
    },
    ['blog-list'],
    { tags: [CACHE_TAGS.pages] },
  ),
)
