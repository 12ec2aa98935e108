// Reading a running site's sitemap as a crawler does: /sitemap.xml is an index of paged files
// (/sitemap/0.xml, …; src/app/sitemap.xml/route.ts), so every reader follows it to each file.

/** The <loc> addresses of a sitemap file or of the sitemap index, in their order. */
export function sitemapLocations(xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
}

/** The paths of the paged files a sitemap index lists ('/sitemap/0.xml', …). */
export function sitemapFilePaths(indexXml) {
  if (!indexXml.includes('<sitemapindex')) throw new Error('/sitemap.xml is not a sitemap index')
  return sitemapLocations(indexXml).map((location) => new URL(location).pathname)
}

async function readXml(base, path) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' })
  if (!response.ok)
    throw new Error(`${base}${path} answered ${response.status}: is the site running?`)
  return response.text()
}

/** The XML of every paged file the site's sitemap index lists, in the index's order. */
export async function sitemapFiles(base) {
  const files = []
  for (const path of sitemapFilePaths(await readXml(base, '/sitemap.xml'))) {
    files.push(await readXml(base, path))
  }
  return files
}

/** The address of every page the site's sitemap lists, across all its files. */
export async function sitemapPageUrls(base) {
  return (await sitemapFiles(base)).flatMap(sitemapLocations)
}
