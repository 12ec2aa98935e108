import { BLOG_PATH_PREFIX } from '@/features/blog/constants'
import { prefixedPath } from '@/hooks/prefixedPath'

/** An article's path in the language being saved: /blog/<slug>/, unique per language. */
export const blogPath = prefixedPath('blog-posts', { de: BLOG_PATH_PREFIX, en: BLOG_PATH_PREFIX })
