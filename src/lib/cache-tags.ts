/** All cache tags in one place: data is read under these and revalidated by them. */
export const CACHE_TAGS = {
  /** CMS pages and the content their blocks show (news, blog, locations). */
  pages: 'pages',
  /** Seminars, their dates (seats), topics, programmes and whitepapers. */
  catalogue: 'catalogue',
  global: (slug: string) => `global:${slug}`,
} as const
