#!/usr/bin/env node
// Measures how far each page of the site moves while it loads with the web fonts arriving late
// (docs/decisions/0016-font-fallbacks.md): the page is first drawn in the fallback fonts, and any
// line that breaks differently in Source Sans 3 moves what follows it.
//   node scripts/measure-layout-shift.mjs [site URL] [--delay ms] [--viewport phone|desktop|both]
// Defaults: http://localhost:3000 (`npm start`), fonts held back 1200 ms, both viewports. Every
// page of the sitemap loads in a fresh browser context (nothing cached), with a visitor who has not
// answered the cookie banner; the script waits until the web fonts are in and two frames are drawn,
// then sums the page's layout-shift entries. Prints mean, worst and the pages above 0.005 per
// viewport. Google counts a cumulative layout shift of 0.1 or less as good.
import { parseArgs } from 'node:util'

import { launchChromium, sitemapPaths } from './lib/sitemap-pages.mjs'

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } }
/** Pages that shift more than this are listed by name. */
const LIST_ABOVE = 0.005

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    delay: { type: 'string', default: '1200' },
    viewport: { type: 'string', default: 'both' },
  },
})
const base = (positionals[0] || 'http://localhost:3000').replace(/\/$/, '')
const delay = Number(values.delay)
const viewports = values.viewport === 'both' ? Object.keys(VIEWPORTS) : [values.viewport]
if (!Number.isFinite(delay) || delay < 0)
  throw new Error(`--delay must be a number of milliseconds, not ${values.delay}`)
for (const name of viewports)
  if (!VIEWPORTS[name]) throw new Error(`--viewport must be phone, desktop or both, not ${name}`)

const paths = await sitemapPaths(base)
const browser = await launchChromium()
try {
  console.log(`${paths.length} pages of ${base}, web fonts held back ${delay} ms\n`)
  for (const name of viewports) {
    const shifts = []
    for (const path of paths) shifts.push({ path, value: await shiftOf(path, VIEWPORTS[name]) })
    const sorted = shifts.toSorted((a, b) => b.value - a.value)
    const mean = shifts.reduce((sum, { value }) => sum + value, 0) / shifts.length
    const above = sorted.filter(({ value }) => value > LIST_ABOVE)
    console.log(
      `${name} (${VIEWPORTS[name].width} × ${VIEWPORTS[name].height}): mean ${mean.toFixed(4)}, worst ${sorted[0].value.toFixed(4)}, ${above.length} page(s) above ${LIST_ABOVE}`,
    )
    for (const { path, value } of above) console.log(`  ${value.toFixed(4)}  ${path}`)
    console.log()
  }
} finally {
  await browser.close()
}

/** The summed layout shifts of one page load in a fresh context, the web fonts delayed. */
async function shiftOf(path, viewport) {
  const context = await browser.newContext({ viewport })
  try {
    await context.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delay))
      await route.continue().catch(() => {})
    })
    await context.addInitScript(() => {
      const shifts = []
      Object.assign(window, { layoutShifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) shifts.push(entry.value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const page = await context.newPage()
    const response = await page.goto(base + path, { waitUntil: 'load' })
    if (!response?.ok()) throw new Error(`GET ${path}: ${response?.status()}`)
    // The fonts are requested after the stylesheet; by delay + 500 ms they are at least on their
    // way.
    await page.waitForFunction((after) => performance.now() > after, delay + 500)
    return await page.evaluate(async () => {
      await document.fonts.ready
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      return window.layoutShifts.reduce((sum, value) => sum + value, 0)
    })
  } finally {
    await context.close()
  }
}
