// What the measuring scripts share: the paths of a running site's pages, read from its sitemap,
// and the Chromium they are opened in.
import { chromium } from 'playwright-core'

/** The path of every page the site's sitemap lists; refuses when the site does not answer. */
export async function sitemapPaths(base) {
  const sitemap = await fetch(`${base}/sitemap.xml`).then((response) => {
    if (!response.ok)
      throw new Error(`${base}/sitemap.xml answered ${response.status}: is the site running?`)
    return response.text()
  })
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
}

/** Chromium as installed on the machine (CHROMIUM_PATH, else /usr/bin/chromium). */
export function launchChromium() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' })
}
