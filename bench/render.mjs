#!/usr/bin/env node
// Issue 9 §1b: the uncached server render time of the site's heaviest pages, p50/p99. The render
// cache is bypassed the way the site itself bypasses it: Next's draft mode, switched on through
// the site's preview route (/api/preview/) as a logged-in editor. In draft mode Next renders the
// page on every request and skips unstable_cache, so each request pays the full render plus every
// database query of the page and its layout (the nonce variant, by contrast, renders per request
// but keeps the data cache: bench/throughput.mjs). Requests go one at a time (no queueing in the
// figure); the same pages served from the cache are measured the same way as the reference.
//   node bench/render.mjs      (BENCH_RENDERS: renders per page, default 40)

import { startApp } from './lib/app-server.mjs'
import { rawGet } from './lib/floor-server.mjs'
import { freshSite } from './lib/fresh-site.mjs'
import { adminApi } from './lib/admin-api.mjs'
import { seminarPath } from './lib/page-checks.mjs'
import { num, percentile, printWhenRunAlone } from './lib/table.mjs'

const PORT = 3530
const RENDERS = Number(process.env.BENCH_RENDERS || 40)
const WARM_UPS = 3

/** The draft-mode cookie the preview route sets for a logged-in editor. */
async function draftCookie(base) {
  const { token } = await adminApi(base)
  const response = await fetch(`${base}/api/preview/?path=/`, {
    headers: { Authorization: `JWT ${token}` },
    redirect: 'manual',
  })
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('__prerender_bypass='))
  if (!cookie)
    throw new Error(`the preview route set no draft-mode cookie (status ${response.status})`)
  return cookie.split(';')[0]
}

/** Milliseconds per full response (headers and body), one request at a time. */
async function timeRequests(url, headers, count) {
  const times = []
  for (let i = 0; i < WARM_UPS + count; i++) {
    const started = performance.now()
    const response = await rawGet(url, headers)
    const elapsed = performance.now() - started
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
    if (
      i === 0 &&
      headers.cookie &&
      !/no-store|no-cache/.test(response.headers['cache-control'] ?? '')
    ) {
      throw new Error(
        `${url} in draft mode came with Cache-Control ${response.headers['cache-control']}: not a fresh render`,
      )
    }
    if (i >= WARM_UPS) times.push(elapsed)
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99) }
}

/** Uncached (draft-mode) and cached render times of home, a seminar page and the showcase. */
export async function measure(options = {}) {
  const renders = options.renders ?? RENDERS
  const site = freshSite('render', PORT)
  let app = null
  const onSignal = () =>
    Promise.resolve(app?.stop()).finally(() => (site.stop(), process.exit(130)))
  process.once('SIGINT', onSignal)
  try {
    site.prepare()
    console.log(`› Starting next start on port ${PORT}`)
    app = await startApp(site, PORT)
    const cookie = await draftCookie(app.base)
    const pages = [
      ['home', '/'],
      ['seminar', await seminarPath(app.base)],
      ['showcase', '/bausteine/'],
    ]
    const results = []
    for (const [name, pagePath] of pages) {
      console.log(
        `› ${name} ${pagePath}: ${renders} uncached renders, then ${renders} cached answers`,
      )
      const uncached = await timeRequests(`${app.base}${pagePath}`, { cookie }, renders)
      const cached = await timeRequests(`${app.base}${pagePath}`, {}, renders)
      results.push({ subject: `${name} ${pagePath}`, uncached, cached })
    }
    const heaviest = results.reduce((a, b) => (b.uncached.p50 > a.uncached.p50 ? b : a))
    return results.map(({ subject, uncached, cached }) => ({
      section: 'b. uncached render (draft mode, one at a time)',
      subject: subject === heaviest.subject ? `${subject} (heaviest)` : subject,
      value: `p50 ${num(uncached.p50, 1)} ms · p99 ${num(uncached.p99, 1)} ms`,
      reference: `p50 ${num(cached.p50, 1)} ms · p99 ${num(cached.p99, 1)} ms (cached)`,
      ratio: num(uncached.p50 / cached.p50, 1),
      goal: '',
      met: null,
    }))
  } finally {
    await app?.stop()
    site.stop()
    process.off('SIGINT', onSignal)
  }
}

await printWhenRunAlone(import.meta.url, measure, 'Uncached render time (issue 9 §1b)')
