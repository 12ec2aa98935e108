#!/usr/bin/env node
// Issue 9 §1a and the nonce measurement of decision 0009: cached page throughput of home, a seminar
// page and the blocks showcase, at concurrency 50 (bench/lib/load.mjs), for
//   - the floor: a plain node:http process answering the same bytes and headers from memory,
//   - a trivial cached Next page (bench/fixtures/trivial-next, one heading) from `next start`, the
//     reference the issue sets for `next start` alone,
//   - `next start` alone (the shipped build in .next),
//   - nginx in front of it (deploy/nginx/seminar-site.conf),
// - the nonce variant (CSP_NONCE=1 built into .next-nonce when missing or stale): next start alone
//     and behind nginx, where its pages cannot be cached, plus the Cache-Control the pages send,
//     the seconds until a page published through the REST API shows through nginx, and a
//     browser-free check that the nonce variant signs every script. One seeded database serves both
//     builds; only one app server runs at a time. node bench/throughput.mjs (BENCH_SECONDS,
//     BENCH_CONNECTIONS, BENCH_ACCEPT_ENCODING=gzip)
import { tmpdir } from 'node:os'
import path from 'node:path'

import { startApp } from './lib/app-server.mjs'
import { freshSite } from './lib/fresh-site.mjs'
import { ensureFixtureBuild, startFixture } from './lib/lighthouse-fixture.mjs'
import { captureResponses, rawGet, startFloorServer, stopFloorServer } from './lib/floor-server.mjs'
import { describeLoad, LOAD, loadTest } from './lib/load.mjs'
import { startNginx } from './lib/nginx.mjs'
import { checkNonce, publishDelay, seminarPath } from './lib/page-checks.mjs'
import { num, printWhenRunAlone } from './lib/table.mjs'
import { ensureVariantBuild } from './lib/variant-build.mjs'

const PORTS = { next: 3510, floor: 3511, nginx: 3512, trivial: 3513, nonce: 3520, nonceNginx: 3522 }
// nginx passes on the host it was reached under (127.0.0.1, its `$host`), the app serves
// http://localhost:<port>: both are the site's hosts here (one host: src/proxy.ts).
const BEHIND_NGINX = { SITE_HOST_ALIASES: '127.0.0.1' }
const NONCE_DIST = '.next-nonce'
const NONCE_TIMEOUT_SECONDS = 30
// `next start` alone: no slower than the trivial page measured in the same run (about 1,100 req/s
// in STACK-NOTES), p99 under 150 ms.
const NEXT_P99_GOAL = 150
const NGINX_GOAL = 0.5
const PUBLISH_GOAL_SECONDS = 60
const SHOWCASE = '/bausteine/'

// Browsers send Accept-Encoding; by default the bench compares uncompressed answers everywhere
// (as the STACK-NOTES figures were taken). BENCH_ACCEPT_ENCODING=gzip compares gzip answers.
const REQUEST_HEADERS = process.env.BENCH_ACCEPT_ENCODING
  ? { 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING }
  : {}

const ratio = (value, reference) => (reference ? num(value / reference, 2) : '')

/** Warms a page on one server and fails clearly unless it answers 200. */
async function warm(base, pagePath) {
  for (let i = 0; i < 3; i++) {
    const { status } = await rawGet(`${base}${pagePath}`, REQUEST_HEADERS)
    if (status !== 200) throw new Error(`${base}${pagePath} answered ${status}`)
  }
}

/** The measurements of the shipped build: floor, next start, nginx, headers and publish delay. */
async function measureShipped(app, pages, trivial, cleanups) {
  const rows = []
  const figures = {}
  for (const [, pagePath] of pages) await warm(app.base, pagePath)
  const cacheControl = (await rawGet(`${app.base}${pages[0][1]}`)).headers['cache-control']
  rows.push({
    section: 'a. pages: Cache-Control (next start)',
    subject: pages.map(([name]) => name).join(', '),
    value: cacheControl ?? '(none)',
    goal: 's-maxage + stale-while-revalidate',
    met: /s-maxage=\d+.*stale-while-revalidate=\d+/.test(cacheControl ?? ''),
  })

  console.log('› Capturing the pages for the floor server')
  const captured = await captureResponses(
    app.base,
    pages.map(([, p]) => p),
    REQUEST_HEADERS,
  )
  const floor = await startFloorServer(
    captured,
    PORTS.floor,
    path.join(tmpdir(), `seminar-floor-${process.pid}.json`),
  )
  cleanups.push(() => stopFloorServer(floor))
  const nginx = await startNginx({ port: PORTS.nginx, upstreams: [`127.0.0.1:${PORTS.next}`] })
  cleanups.push(nginx.stop)

  for (const [name, pagePath] of pages) {
    const subject = `${name} ${pagePath}`
    console.log(
      `› ${subject}: floor, next start, nginx (${LOAD.connections} connections, ${LOAD.seconds} s each)`,
    )
    const floorFigure = await loadTest(`http://localhost:${PORTS.floor}${pagePath}`, {
      headers: REQUEST_HEADERS,
    })
    const nextFigure = await loadTest(`${app.base}${pagePath}`, { headers: REQUEST_HEADERS })
    await warm(nginx.base, pagePath)
    const nginxFigure = await loadTest(`${nginx.base}${pagePath}`, { headers: REQUEST_HEADERS })
    figures[pagePath] = { floor: floorFigure, next: nextFigure, nginx: nginxFigure }
    console.log(
      `  floor ${describeLoad(floorFigure)} | next ${describeLoad(nextFigure)} | nginx ${describeLoad(nginxFigure)}`,
    )
    const reference = `${num(floorFigure.rps)} req/s (floor)`
    rows.push(
      {
        section: 'a. floor (node:http, same bytes)',
        subject,
        value: describeLoad(floorFigure),
        met: floorFigure.valid ? null : false,
      },
      {
        section: 'a. cached throughput (next start)',
        subject,
        value: describeLoad(nextFigure),
        reference,
        ratio: ratio(nextFigure.rps, floorFigure.rps),
        goal: `≥ trivial page (${num(trivial.rps)} req/s), p99 < ${NEXT_P99_GOAL} ms`,
        met:
          nextFigure.valid &&
          trivial.valid &&
          nextFigure.rps >= trivial.rps &&
          nextFigure.p99 < NEXT_P99_GOAL,
      },
      {
        section: 'a. cached throughput (nginx → next start)',
        subject,
        value: describeLoad(nginxFigure),
        reference,
        ratio: ratio(nginxFigure.rps, floorFigure.rps),
        goal: `≥ ${NGINX_GOAL} × floor`,
        met:
          nginxFigure.valid && floorFigure.valid && nginxFigure.rps >= NGINX_GOAL * floorFigure.rps,
      },
    )
  }

  console.log(`› Publishing a new title for ${SHOWCASE} and polling nginx until it shows`)
  const seconds = await publishDelay({
    appBase: app.base,
    proxyBase: nginx.base,
    pagePath: SHOWCASE,
  })
  rows.push({
    section: 'a. published → visible through nginx',
    subject: `showcase ${SHOWCASE}`,
    value: seconds === null ? 'not within 120 s' : `${num(seconds, 1)} s`,
    goal: `≤ ${PUBLISH_GOAL_SECONDS} s`,
    met: seconds !== null && seconds <= PUBLISH_GOAL_SECONDS,
  })
  return { rows, figures }
}

/** The reference for `next start` alone: the trivial fixture page, cached, at the same load. */
async function measureTrivialPage() {
  ensureFixtureBuild()
  console.log(`› Trivial Next page (bench/fixtures/trivial-next) on port ${PORTS.trivial}`)
  const fixture = await startFixture(PORTS.trivial)
  try {
    await warm(fixture.base, '/')
    const figure = await loadTest(`${fixture.base}/`, { headers: REQUEST_HEADERS })
    console.log(`  trivial ${describeLoad(figure)}`)
    const row = {
      section: 'a. trivial cached Next page (next start)',
      subject: 'fixture /',
      value: describeLoad(figure),
      goal: 'reference for next start',
      met: figure.valid ? null : false,
    }
    return { figure, row }
  } finally {
    fixture.stop()
  }
}

/**
 * The nonce variant on the same database: next start alone and behind nginx, beside the shipped
 * figures.
 */
async function measureNonce(site, pages, shipped, cleanups) {
  const rows = []
  console.log(`› Starting the nonce variant (${NONCE_DIST}) on port ${PORTS.nonce}`)
  const app = await startApp(site, PORTS.nonce, { NEXT_DIST_DIR: NONCE_DIST, ...BEHIND_NGINX })
  cleanups.push(app.stop)
  for (const [, pagePath] of pages) await warm(app.base, pagePath)
  const check = await checkNonce(app.base, pages[0][1])
  rows.push({
    section: 'c. nonce variant: scripts signed',
    subject: pages[0][0],
    value: check.detail,
    goal: 'every script carries the nonce',
    met: check.ok,
  })
  const nginx = await startNginx({
    port: PORTS.nonceNginx,
    upstreams: [`127.0.0.1:${PORTS.nonce}`],
  })
  cleanups.push(nginx.stop)
  for (const [name, pagePath] of pages) {
    const subject = `${name} ${pagePath}`
    console.log(`› ${subject}: nonce variant, next start and nginx`)
    // Every nonce answer is a full render: at 50 connections the showcase's queue outlasts
    // autocannon's 10 s default, and timeouts would hide the rate this row exists to show.
    const alone = await loadTest(`${app.base}${pagePath}`, {
      headers: REQUEST_HEADERS,
      timeoutSeconds: NONCE_TIMEOUT_SECONDS,
    })
    const proxied = await loadTest(`${nginx.base}${pagePath}`, {
      headers: REQUEST_HEADERS,
      timeoutSeconds: NONCE_TIMEOUT_SECONDS,
    })
    console.log(`  next ${describeLoad(alone)} | nginx ${describeLoad(proxied)}`)
    const { next, nginx: shippedNginx } = shipped[pagePath]
    rows.push(
      {
        section: 'c. nonce variant (next start)',
        subject,
        value: describeLoad(alone),
        reference: `${num(next.rps)} req/s (shipped)`,
        ratio: ratio(alone.rps, next.rps),
        goal: 'cost of nonces (info)',
        met: alone.valid ? null : false,
      },
      // Alike the row above by shape only: the same measurement behind nginx.
      {
        section: 'c. nonce variant (nginx → next start)',
        subject,
        value: describeLoad(proxied),
        reference: `${num(shippedNginx.rps)} req/s (shipped)`,
        ratio: ratio(proxied.rps, shippedNginx.rps),
        goal: 'cost of nonces (info)',
        met: proxied.valid ? null : false,
      },
    )
  }
  return rows
}

/** Runs every throughput measurement; starts and stops all servers itself. */
export async function measure(options = {}) {
  const withNonce = options.nonce ?? process.env.BENCH_NONCE !== '0'
  if (withNonce) ensureVariantBuild(NONCE_DIST, { CSP_NONCE: '1' })
  const cleanups = []
  const cleanUp = async () => {
    while (cleanups.length)
      await Promise.resolve(cleanups.pop()()).catch((error) =>
        console.error(`  cleanup: ${error.message}`),
      )
  }
  const onSignal = () => cleanUp().finally(() => process.exit(130))
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  const site = freshSite('throughput', PORTS.next, { RATE_LIMIT: 'off' })
  cleanups.push(() => site.stop())
  try {
    const trivial = await measureTrivialPage()
    site.prepare()
    console.log(`› Starting next start (.next) on port ${PORTS.next}`)
    const app = await startApp(site, PORTS.next, BEHIND_NGINX)
    cleanups.push(app.stop)
    const pages = [
      ['home', '/'],
      ['seminar', await seminarPath(app.base)],
      ['showcase', SHOWCASE],
    ]
    const shipped = await measureShipped(app, pages, trivial.figure, cleanups)
    const rows = [trivial.row, ...shipped.rows]
    // One app server at a time: the shipped one, its floor and nginx end before the variant starts.
    while (cleanups.length > 1) await cleanups.pop()()
    // A failing variant must not hide the shipped figures: it becomes a failed row.
    if (withNonce) {
      try {
        rows.push(...(await measureNonce(site, pages, shipped.figures, cleanups)))
      } catch (error) {
        console.error(`✖ nonce variant: ${error.message}`)
        rows.push({
          section: 'c. nonce variant',
          subject: NONCE_DIST,
          value: `failed: ${error.message}`,
          met: false,
        })
      }
    }
    return rows
  } finally {
    await cleanUp()
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}

await printWhenRunAlone(
  import.meta.url,
  measure,
  'Cached page throughput (issue 9 §1a, decision 0009)',
)
