/** All cache tags in one place: data is read under these and revalidated by them. */
export const CACHE_TAGS = {
  pages: 'pages',
  global: (slug: string) => `global:${slug}`,
} as const
