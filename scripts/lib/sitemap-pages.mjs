// What the measuring scripts share: the paths of a running site's pages, read from its sitemap,
// and the Chromium they are opened in.
import { chromium } from 'playwright-core'

import { sitemapPageUrls } from './sitemap.mjs'

/** The path of every page the site's sitemap lists; refuses when the site does not answer. */
export async function sitemapPaths(base) {
  return (await sitemapPageUrls(base)).map((url) => new URL(url).pathname)
}

/** Chromium as installed on the machine (CHROMIUM_PATH, else /usr/bin/chromium). */
export function launchChromium() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' })
}
