#!/usr/bin/env node
// The catalogue's result view at size: a fresh database with the demo seed plus 1,000 generated
// seminars with 10 upcoming dates each (bench/fixtures/seed-many-seminars.ts, then
// seed-catalogue-dates.ts, through Payload's Local API), served by the existing production build.
// Measures, side by side in one run:
//   - the finder page (rendered on the server from the URL) with three filters set (topic, place,
//     month; varied over the seeded topics, places and next months) and unfiltered: p50/p99 over
//     RUNS requests each, from sending the request to the last byte, on localhost;
//   - the JSON endpoint with the same three filters (the query without the page around it);
//   - HTML bytes (raw and gzip) and first-load JS (gzip, bench/lib/js-weight.mjs) of the finder
//     page next to the CMS text page.
//   node bench/catalogue.mjs          (needs `next build` first; does not build)
// Seeding takes minutes: `node bench/catalogue.mjs --seed-only <dir>` seeds into an empty folder
// (no build needed, no lock), and BENCH_SEEDED=<dir> node bench/catalogue.mjs then measures on it.
// BENCH_RUNS (default 200) sets the requests per measurement.
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { gzipSync } from 'node:zlib'
import { pathToFileURL } from 'node:url'

import { prepareDatabase, root } from '../scripts/lib/build.mjs'
import { TSX, tsxArgs } from '../scripts/lib/tsx.mjs'
import { freshSite } from './lib/fresh-site.mjs'
import { kb, launchChromium, measurePageTypes, PAGE_TYPES } from './lib/js-weight.mjs'
import { percentile, printTable } from './lib/table.mjs'

const SEMINARS = 1000
const DATES_PER_SEMINAR = 10
const RUNS = Number(process.env.BENCH_RUNS || 200)
const FINDER = '/seminare/seminarfinder/'
const ENDPOINT = '/api/json-api/seminarfinder/'

const ms = (value) => `${value.toFixed(1)} ms`
const p50p99 = (times) => `p50 ${ms(percentile(times, 50))} · p99 ${ms(percentile(times, 99))}`

/** Time to the last byte of a GET; fails on any status but 200. */
async function timed(url) {
  const started = performance.now()
  const response = await fetch(url, { redirect: 'manual' })
  const body = await response.text()
  const elapsed = performance.now() - started
  if (response.status !== 200)
    throw new Error(`GET ${url} answered ${response.status}: ${body.slice(0, 200)}`)
  return { elapsed, body }
}

/** Topic × place × month combinations that the seeded catalogue has dates for. */
async function threeFilterQueries(base, count) {
  const content = await (await fetch(`${base}/content${FINDER}`)).json()
  const topics = content.seminarthemen.map((topic) => topic.id)
  const places = content.seminarorte.map((place) => place.id)
  const now = new Date()
  const months = Array.from({ length: 10 }, (_, i) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1 + i, 1))
    return month.toISOString().slice(0, 7)
  })
  if (!topics.length || !places.length) throw new Error('the finder page lists no topics or places')
  return Array.from({ length: count }, (_, i) =>
    new URLSearchParams({
      seminarthema: String(topics[i % topics.length]),
      ort: String(places[Math.floor(i / topics.length) % places.length]),
      zeit: months[i % months.length],
    }).toString(),
  )
}

async function series(urls) {
  const times = []
  const totals = []
  for (const url of urls) {
    const { elapsed, body } = await timed(url)
    times.push(elapsed)
    const match = body.match(/"total":(\d+)/)
    if (match) totals.push(Number(match[1]))
  }
  return { times, totals }
}

function run(env, label, args) {
  console.log(`› ${label}`)
  const result = spawnSync(TSX, tsxArgs(...args), { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status})`)
}

/** The demo seed, then 1,000 seminars with 10 dates each, into the database env names. */
function seed(env) {
  console.log(`› Seeding a fresh database in ${env.VAR_DIR}`)
  prepareDatabase(env)
  run(env, `Adding ${SEMINARS} seminars`, [
    'bench/fixtures/seed-many-seminars.ts',
    [String(SEMINARS)],
  ])
  // In runs of at most 2,000 dates, each a process of its own (see the fixture).
  for (let round = 1; ; round++) {
    console.log(`› Giving each ${DATES_PER_SEMINAR} dates (run ${round})`)
    const result = spawnSync(
      TSX,
      tsxArgs('bench/fixtures/seed-catalogue-dates.ts', [String(DATES_PER_SEMINAR), '2000']),
      { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    )
    process.stdout.write(result.stdout ?? '')
    if (result.status !== 0) throw new Error(`seeding dates failed (exit ${result.status})`)
    if (/^created 0$/m.test(result.stdout)) break
  }
}

/** --seed-only <dir>: the seeded SQLite database in dir, for a later measuring run. */
function seedOnly(dir) {
  const varDir = path.resolve(dir)
  mkdirSync(varDir, { recursive: true })
  seed({
    ...process.env,
    VAR_DIR: varDir,
    DATABASE_URL: `file:${path.join(varDir, 'data.db')}`,
    NODE_ENV: 'production',
    DEMO_CONTENT: 'true',
  })
  console.log(`Seeded: BENCH_SEEDED=${varDir} node bench/catalogue.mjs`)
}

/** Runs the catalogue benchmark on its own seeded site and returns its rows for the bench table. */
export async function measure() {
  const seeded = process.env.BENCH_SEEDED
  if (seeded && !existsSync(path.join(seeded, 'data.db')))
    throw new Error(`BENCH_SEEDED=${seeded} holds no data.db: seed it with --seed-only first`)
  const site = freshSite('catalogue', 3107, { RATE_LIMIT: 'off' }, { varDir: seeded })
  const { base } = site
  let browser = null
  try {
    if (!seeded) seed(site.env)
    await site.start()

    const queries = await threeFilterQueries(base, RUNS)
    // Warm-up: the first requests load the code and fill the cached topic, place and rating reads.
    for (const query of queries.slice(0, 5)) {
      await timed(`${base}${FINDER}?${query}`)
      await timed(`${base}${ENDPOINT}?${query}`)
    }
    await timed(`${base}${FINDER}`)

    const unfilteredJson = JSON.parse((await timed(`${base}${ENDPOINT}`)).body)
    // Interleaved in rounds of ten, so a slower moment of the machine hits every kind alike.
    const filteredPage = { times: [], totals: [] }
    const filteredJson = { times: [], totals: [] }
    const unfilteredPage = { times: [], totals: [] }
    for (let i = 0; i < RUNS; i += 10) {
      const round = queries.slice(i, i + 10)
      for (const [target, urls] of [
        [filteredPage, round.map((q) => `${base}${FINDER}?${q}`)],
        [filteredJson, round.map((q) => `${base}${ENDPOINT}?${q}`)],
        [unfilteredPage, round.map(() => `${base}${FINDER}`)],
      ]) {
        const { times, totals } = await series(urls)
        target.times.push(...times)
        target.totals.push(...totals)
      }
    }
    // The rating order, unfiltered: every upcoming date sorted by its stored rating.
    const byRating = await series(
      Array.from({ length: Math.ceil(RUNS / 4) }, () => `${base}${FINDER}?sortierung=bewertung`),
    )
    const averageHits = filteredJson.totals.reduce((a, b) => a + b, 0) / filteredJson.totals.length

    const textType = PAGE_TYPES.find((type) => type.key === 'cms-text')
    const finderType = { key: 'finder', label: 'finder page', path: FINDER }
    const filteredType = {
      key: 'finder-filtered',
      label: 'finder page, three filters',
      path: `${FINDER}?${queries[0]}`,
    }
    const weights = []
    for (const type of [textType, finderType, filteredType]) {
      const html = (await timed(`${base}${type.path}`)).body
      weights.push({ ...type, html: Buffer.byteLength(html), htmlGzip: gzipSync(html).length })
    }
    browser = await launchChromium()
    const scripts = await measurePageTypes(browser, base, [textType, finderType], (step) =>
      console.log(`› first-load JS: ${step}`),
    )

    const section = `f. catalogue, ${SEMINARS} seminars × ${DATES_PER_SEMINAR} dates (sequential)`
    const rows = [
      {
        section,
        subject: `GET ${FINDER}?seminarthema&ort&zeit ×${RUNS} (avg ${averageHits.toFixed(1)} hits)`,
        value: p50p99(filteredPage.times),
      },
      {
        section,
        subject: `GET ${ENDPOINT}?seminarthema&ort&zeit ×${RUNS}`,
        value: p50p99(filteredJson.times),
      },
      {
        section,
        subject: `GET ${FINDER} unfiltered ×${RUNS} (${unfilteredJson.total} dates)`,
        value: p50p99(unfilteredPage.times),
      },
    ]
    rows.push({
      section,
      subject: `GET ${FINDER}?sortierung=bewertung unfiltered ×${byRating.times.length}`,
      value: p50p99(byRating.times),
    })
    for (const weight of weights)
      rows.push({
        section,
        subject: `HTML ${weight.label} ${weight.path}`,
        value: `${kb(weight.html)} (gzip ${kb(weight.htmlGzip)})`,
      })
    for (const result of scripts)
      rows.push({
        section,
        subject: `first-load JS ${result.label} ${result.path}`,
        value: kb(result.total),
      })
    return rows
  } finally {
    await browser?.close()
    site.stop()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv[2] === '--seed-only') seedOnly(process.argv[3] ?? 'var/bench-catalogue')
  else printTable(await measure(), 'Catalogue')
}
