#!/usr/bin/env node
// Issue 33: the site's cached pages from `next start` alone, each measured beside the trivial Next
// page (bench/fixtures/trivial-next) in the same run: wrk, 50 connections, the trivial page and
// the site's page in turns, the median of BENCH_ROUNDS rounds. Goal per page: at least 0.45 of the
// trivial page's req/s, p99 at most twice the trivial page's (docs/decisions/0012).
//   node bench/throughput-share.mjs  (BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS,
//   BENCH_WARM_UP_SECONDS, BENCH_PAGES='name=/path/,…' to measure other pages,
//   BENCH_APP_ENV='KEY=value,…' for the app,
//   BENCH_HEADER='name: value' on the app's requests, e.g. 'accept-encoding: gzip')
import { spawnSync } from 'node:child_process'

import { startApp } from './lib/app-server.mjs'
import { freshSite } from './lib/fresh-site.mjs'
import { rawGet } from './lib/floor-server.mjs'
import { ensureFixtureBuild, startFixture } from './lib/lighthouse-fixture.mjs'
import { seminarPath } from './lib/page-checks.mjs'
import { num, printWhenRunAlone } from './lib/table.mjs'

const PORTS = { app: 3530, trivial: 3531 }
const SHARE_GOAL = 0.45
const P99_GOAL_FACTOR = 2
// In the first minute after a start Next loads every route's modules and the search index is built
// (src/instrumentation.ts): measured meanwhile, a page answered several times slower.
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS || 60)
const LOAD = {
  connections: Number(process.env.BENCH_CONNECTIONS || 50),
  seconds: Number(process.env.BENCH_SECONDS || 10),
  rounds: Number(process.env.BENCH_ROUNDS || 2),
}

/** 'KEY=value,KEY2=value2' → { KEY: 'value', … } */
const pairs = (text, separator) =>
  Object.fromEntries(
    (text ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf(separator)
        return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()]
      }),
  )

/** wrk's '12.34ms' / '1.2s' / '800us' in milliseconds. */
function milliseconds(text) {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(text) ?? []
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit]
  return factor ? Number(value) * factor : NaN
}

/** One wrk run: requests/s, p99 in ms, and whether every answer was a 2xx or 3xx. */
function wrk(url, seconds, header) {
  const threads = String(Math.min(2, LOAD.connections))
  const args = ['-t', threads, '-c', String(LOAD.connections), '-d', `${seconds}s`, '--latency']
  // wrk counts an answer slower than 2 s as a timeout, outside its latencies: 10 s, as load.mjs.
  args.push('--timeout', '10s')
  if (header) args.push('-H', header)
  args.push(url)
  const { status, stdout, stderr } = spawnSync('wrk', args, { encoding: 'utf8' })
  if (status !== 0) throw new Error(`wrk ${url} exited with ${status}: ${stderr}`)
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1])
  const p99 = milliseconds(/^\s+99%\s+(\S+)/m.exec(stdout)?.[1] ?? '')
  const failures =
    Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0) +
    Number(/Socket errors: .*timeout (\d+)/.exec(stdout)?.[1] ?? 0)
  return { rps, p99, valid: failures === 0 && rps > 0 }
}

/** A short discarded run, then the measured one. */
function measureUrl(url, header) {
  wrk(url, 3, header)
  return wrk(url, LOAD.seconds, header)
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The German path of the first published topic (seeded). */
async function topicPath(base) {
  const { docs } = await fetch(
    `${base}/api/topics?limit=1&depth=0&locale=de&sort=id&where[_status][equals]=published`,
  ).then((r) => r.json())
  if (!docs?.[0]?.path) throw new Error('no published topic with a path in the seeded database')
  return docs[0].path
}

async function pagesOf(base) {
  if (process.env.BENCH_PAGES) return Object.entries(pairs(process.env.BENCH_PAGES, '='))
  return [
    ['home', '/'],
    ['seminar', await seminarPath(base)],
    ['topic', await topicPath(base)],
    ['contact', '/kontakt/'],
  ]
}

const APP_HEADER = process.env.BENCH_HEADER

/** Three requests; returns the last answer's headers. */
async function warm(url, header) {
  const headers = header ? pairs(header, ':') : {}
  let answer
  for (let i = 0; i < 3; i++) {
    answer = await rawGet(url, headers)
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`)
  }
  return answer.headers
}

/**
 * The share measures a page served from Next's cache: a page rendered per request (something
 * dynamic in its tree) answers without HIT or STALE, and its figures would measure rendering.
 */
function assertServedFromCache(url, headers) {
  const status = headers['x-nextjs-cache']
  console.log(`  ${url}: x-nextjs-cache ${status}, Cache-Control ${headers['cache-control']}`)
  if (status !== 'HIT' && status !== 'STALE')
    throw new Error(`${url} is not served from Next's cache (x-nextjs-cache: ${status})`)
}

/** Runs the measurement; starts and stops its servers itself. */
export async function measure() {
  if (spawnSync('wrk', ['--version']).error) throw new Error('wrk is missing (apt-get install wrk)')
  ensureFixtureBuild()
  const site = freshSite('share', PORTS.app, { RATE_LIMIT: 'off' })
  const stops = [() => site.stop()]
  try {
    site.prepare()
    const trivial = await startFixture(PORTS.trivial)
    stops.push(trivial.stop)
    const appEnv = { SITE_HOST_ALIASES: '127.0.0.1', ...pairs(process.env.BENCH_APP_ENV, '=') }
    const app = await startApp(site, PORTS.app, appEnv)
    stops.push(app.stop)
    const pages = await pagesOf(app.base)
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_SECONDS * 1000))
    await warm(`${trivial.base}/`)
    for (const [, pagePath] of pages) {
      const url = `${app.base}${pagePath}`
      assertServedFromCache(url, await warm(url, APP_HEADER))
    }

    const runs = new Map(pages.map(([name]) => [name, []]))
    for (let round = 1; round <= LOAD.rounds; round++) {
      for (const [name, pagePath] of pages) {
        const reference = measureUrl(`${trivial.base}/`)
        const page = measureUrl(`${app.base}${pagePath}`, APP_HEADER)
        console.log(
          `  round ${round} ${name}: ${num(page.rps)} req/s, p99 ${num(page.p99)} ms | trivial ${num(reference.rps)} req/s, p99 ${num(reference.p99)} ms`,
        )
        runs.get(name).push({ page, reference })
      }
    }
    for (const [, pagePath] of pages) {
      const url = `${app.base}${pagePath}`
      assertServedFromCache(url, (await rawGet(url, pairs(APP_HEADER, ':'))).headers)
    }
    return pages.map(([name, pagePath]) => {
      const measured = runs.get(name)
      const rps = median(measured.map((run) => run.page.rps))
      const trivialRps = median(measured.map((run) => run.reference.rps))
      const p99 = median(measured.map((run) => run.page.p99))
      const trivialP99 = median(measured.map((run) => run.reference.p99))
      const valid = measured.every((run) => run.page.valid && run.reference.valid)
      const share = rps / trivialRps
      return {
        section: 'next start alone, beside the trivial page',
        subject: `${name} ${pagePath}`,
        value: `${num(rps)} req/s · p99 ${num(p99)} ms${valid ? '' : ' (INVALID: failed answers)'}`,
        reference: `${num(trivialRps)} req/s · p99 ${num(trivialP99)} ms (trivial)`,
        ratio: `${num(share, 2)} · p99 ×${num(p99 / trivialP99, 1)}`,
        goal: `≥ ${SHARE_GOAL} · p99 ≤ ×${P99_GOAL_FACTOR}`,
        met: valid && share >= SHARE_GOAL && p99 <= P99_GOAL_FACTOR * trivialP99,
      }
    })
  } finally {
    while (stops.length) await stops.pop()()
  }
}

await printWhenRunAlone(
  import.meta.url,
  measure,
  `Cached pages from next start alone (issue 33; wrk, ${LOAD.connections} connections, ${LOAD.seconds} s, median of ${LOAD.rounds} rounds)`,
)
