import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { byPathLookup, localizedUrlsLookup } from '@/lib/by-path'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import type { BlogPost, BlogTopic } from '@/payload-types'

/** A blog article by its path in a language (drafts only in preview). */
export const getBlogPostByPath = byPathLookup('blog-posts', {
  depth: 1,
  cacheKey: 'blog-post-by-path',
  cacheOptions: { tags: [CACHE_TAGS.pages] },
})

/** The article's URL in each language (in a preview, from its draft). */
export const getBlogPostUrls = localizedUrlsLookup('blog-posts', {
  cacheKey: 'blog-post-urls',
  cacheOptions: { tags: [CACHE_TAGS.pages] },
})

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
