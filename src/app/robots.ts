import type { MetadataRoute } from 'next'
import { connection } from 'next/server'

import { robotsRules } from '@/features/seo/robots'

// Per request, so the Sitemap line names the running server's SITE_URL, not the build machine's
// (connection() as in sitemap.ts).
export const dynamic = 'force-dynamic'

/** GET /robots.txt */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection()
  return robotsRules()
}
