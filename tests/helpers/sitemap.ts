import type { APIRequestContext } from '@playwright/test'

/** The <loc> addresses of a sitemap file or of the sitemap index, in their order. */
export function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
}

/**
 * The served sitemap as a crawler reads it: the index at /sitemap.xml (the address robots.txt
 * names) and every paged file it lists, each an XML answer with 200.
 */
export async function readSitemap(
  request: APIRequestContext,
): Promise<{ index: string; files: string[] }> {
  const read = async (path: string) => {
    const response = await request.get(path)
    const type = response.headers()['content-type'] ?? ''
    if (response.status() !== 200 || !type.includes('xml')) {
      throw new Error(`${path} answered ${response.status()} (${type})`)
    }
    return response.text()
  }
  const index = await read('/sitemap.xml')
  if (!index.includes('<sitemapindex')) throw new Error('/sitemap.xml is not a sitemap index')
  const files: string[] = []
  for (const location of sitemapLocations(index)) files.push(await read(new URL(location).pathname))
  return { index, files }
}
