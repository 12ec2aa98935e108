import { connection } from 'next/server'

import { getSitemapFileXml } from '@/features/seo/queries'
import { sitemapFileNumber } from '@/features/seo/sitemap-xml'
import { xmlResponse } from '@/features/seo/xml-response'
import { env } from '@/lib/env'

// As /sitemap.xml: per request from the tagged data cache, with the running server's SITE_URL.
export const dynamic = 'force-dynamic'

/**
 * GET /sitemap/<n>.xml: one paged sitemap file, every indexable page in both languages with
 * hreflang alternates, SITEMAP_FILE_ENTRIES at most.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  await connection()
  const file = sitemapFileNumber((await params).file)
  const xml = file === null ? null : await getSitemapFileXml(env.SITE_URL, file)
  return xml === null ? new Response('Not Found', { status: 404 }) : xmlResponse(xml)
}
