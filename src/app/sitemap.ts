import type { MetadataRoute } from 'next'
import { connection } from 'next/server'

import { getSitemap } from '@/features/seo/queries'

// Rendered per request from the tagged data cache: the build has no database to prerender it
// from, and SITE_URL is the running server's, not the build machine's. connection() makes sure
// of that even where a bundler does not pass this file's segment config on to the route.
export const dynamic = 'force-dynamic'

/** GET /sitemap.xml: every indexable page in both languages, with hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection()
  return getSitemap()
}
