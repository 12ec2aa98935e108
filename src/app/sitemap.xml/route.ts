import { connection } from 'next/server'

import { getSitemapIndexXml } from '@/features/seo/queries'
import { xmlResponse } from '@/features/seo/xml-response'
import { env } from '@/lib/env'

// Per request from the tagged data cache: the build has no database to prerender it from, and
// SITE_URL is the running server's, not the build machine's. connection() makes sure of that even
// where a bundler does not pass this file's segment config on to the route.
export const dynamic = 'force-dynamic'

/** GET /sitemap.xml: the sitemap index, naming every paged file (/sitemap/0.xml, …). */
export async function GET(): Promise<Response> {
  await connection()
  return xmlResponse(await getSitemapIndexXml(env.SITE_URL))
}
