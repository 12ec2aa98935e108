#!/usr/bin/env node
// `npm run test:scale-out`: two app instances of the existing production build on one PostgreSQL
// database with a shared Redis cache (docs/DEPLOY.md). Both serve a CMS page and a seminar page
// from their cache; a publish through instance A must then show on instance B within seconds, and
// B's site search must find the new seminar title. A negative control restarts both without
// REDIS_URL (each with its own in-memory cache): B must then keep its stale page, proving that
// this test can fail. A date's new price, a booked seat and an unpublished seminar must show on
// every catalogue view (finder, content JSON, seminar page, sitemap, suggestions, search results)
// of both instances within the same bound; the unpublished seminar's page is the 404 screen with
// its text in the HTML. Needs `next build` first, a local PostgreSQL cluster and redis-server.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { prepareDatabase, root } from './lib/build.mjs'
import {
  bookOneSeat,
  catalogueViews,
  germanAmount,
  searchPageLinks,
  suggestedUrls,
} from './lib/catalogue-views.mjs'
import { createTestDatabase, dropTestDatabase, ensureLocalPostgres } from './lib/postgres.mjs'
import { processGroup, waitFor } from './lib/processes.mjs'
import { staffToken } from './lib/staff-login.mjs'

const [PORT_A, PORT_B, REDIS_PORT] = [3701, 3702, 3790]
const A = `http://localhost:${PORT_A}`
const B = `http://localhost:${PORT_B}`
const PAGE_PATH = '/ueber-uns/'
const PROPAGATION_MS = 10_000
const started = Date.now()
// Every instance must sign and read the same logins: one secret for the seed and both instances.
const SECRET = randomBytes(32).toString('hex')
const step = (text) => console.log(`› ${text} (${((Date.now() - started) / 1000).toFixed(1)} s)`)

const group = processGroup()
const database = `seminar_scale_${process.pid}`
const varDirs = [
  mkdtempSync(path.join(tmpdir(), 'seminar-scale-a-')),
  mkdtempSync(path.join(tmpdir(), 'seminar-scale-b-')),
]
let databaseCreated = false
let cleaned = false

/** Ends servers and Redis, drops the database, removes the folders; safe to call twice. */
function cleanUp() {
  if (cleaned) return
  cleaned = true
  group.stopAll()
  if (databaseCreated) {
    try {
      dropTestDatabase(database)
    } catch (error) {
      console.error(`  (could not drop database ${database}: ${error.message})`)
    }
  }
  for (const dir of varDirs) rmSync(dir, { recursive: true, force: true })
}
process.on('exit', cleanUp)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))

/** A call to Payload's REST API; fails on any status but 2xx. */
async function api(base, url, { method = 'GET', token, body } = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Origin: base,
      ...(token ? { Authorization: `JWT ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await response.text()
  if (!response.ok)
    throw new Error(`${method} ${base}${url} answered ${response.status}: ${text.slice(0, 300)}`)
  return JSON.parse(text)
}

/** A page's HTML and whether Next served it from its cache. */
async function page(base, pathname) {
  const response = await fetch(`${base}${pathname}`)
  if (response.status !== 200) throw new Error(`GET ${base}${pathname} answered ${response.status}`)
  return { html: await response.text(), cache: response.headers.get('x-nextjs-cache') }
}

/** Requests a page until the instance serves it from its cache, then returns that HTML. */
async function warm(base, pathname) {
  let last
  await waitFor(
    async () => (last = await page(base, pathname)).cache === 'HIT',
    30_000,
    `${base}${pathname} never came from the cache`,
  )
  return last.html
}

/** Asserts that `base` serves `text` on `pathname` within the bound; returns the time it took. */
async function expectShown(base, pathname, text, what) {
  return waitFor(
    async () => (await page(base, pathname)).html.includes(text),
    PROPAGATION_MS,
    `✖ ${what}: ${base}${pathname} still lacks "${text}" after ${PROPAGATION_MS / 1000} s`,
  )
}

/** A word no seeded text contains (letters only, so the search tokenises it as one term). */
const marker = (prefix) =>
  prefix + Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('')

async function publish(token, collection, id, data) {
  await api(A, `/api/${collection}/${id}?locale=de&depth=0`, {
    method: 'PATCH',
    token,
    body: { ...data, _status: 'published' },
  })
}

/**
 * Polls both instances until `holds(views)` is true for each; returns the milliseconds per
 * instance, or fails naming what the instance still showed.
 */
async function expectViews(what, read, holds) {
  const times = []
  for (const base of [A, B]) {
    const started = Date.now()
    let views
    while (!holds((views = await read(base)))) {
      if (Date.now() - started > PROPAGATION_MS)
        throw new Error(
          `✖ ${what}: ${base} still shows ${JSON.stringify(views)} after ${PROPAGATION_MS / 1000} s`,
        )
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    times.push(`${base === A ? 'A' : 'B'} ${Date.now() - started} ms`)
  }
  return times.join(', ')
}

/**
 * A date's price changed through A, a seat booked through B, the seminar unpublished through A:
 * every catalogue view of both instances shows each change.
 */
async function checkCatalogueViews(token, seminar, seminarWord) {
  const now = encodeURIComponent(new Date().toISOString())
  const { docs } = await api(
    A,
    `/api/seminar-dates?depth=0&limit=1&sort=startDate&where[seminar][equals]=${seminar.id}&where[startDate][greater_than]=${now}`,
    { token },
  )
  if (!docs[0]) throw new Error(`✖ the seed gives seminar ${seminar.id} no upcoming date`)
  const date = docs[0]
  const price = 1000 + Math.floor(Math.random() * 8000) + 0.5
  const amount = germanAmount(price)
  const target = { seminarPath: seminar.path, dateId: date.id, expectPrice: amount }
  const views = (base) => catalogueViews(base, target)
  const seatsLeft = date.seatsTotal - date.seatsTaken
  const shows = (seats) => (v) =>
    v.finder?.price.includes(amount) &&
    v.finder.seats === seats &&
    v['content JSON']?.price.includes(amount) &&
    v['content JSON'].seats === seats &&
    v['seminar page'] === true &&
    v.sitemap === true
  for (const base of [A, B]) await views(base)

  step(`Catalogue: date ${date.id} costs ${amount} € (changed through A)`)
  await api(A, `/api/seminar-dates/${date.id}?depth=0`, {
    method: 'PATCH',
    token,
    body: { price },
  })
  console.log(
    `✔ new price on every view: ${await expectViews('new price', views, shows(seatsLeft))}`,
  )

  step('Catalogue: one seat booked through B')
  await bookOneSeat(B, date.id)
  console.log(
    `✔ one seat fewer on every view: ${await expectViews('booked seat', views, shows(seatsLeft - 1))}`,
  )

  step('Catalogue: the seminar unpublished through A')
  await api(A, `/api/seminars/${seminar.id}?locale=de&depth=0`, {
    method: 'PATCH',
    token,
    body: { _status: 'draft' },
  })
  const gone = await expectViews(
    'unpublished seminar',
    async (base) => ({
      ...(await views(base)),
      suggested: (await suggestedUrls(base, seminarWord)).some((url) => url.includes(seminar.path)),
      'search results': await searchPageLinks(base, seminarWord, seminar.path),
    }),
    (v) =>
      v.finder === null &&
      v['content JSON'] === null &&
      v['seminar page'] === 404 &&
      v.sitemap === false &&
      v.suggested === false &&
      v['search results'] === false,
  )
  console.log(`✔ the unpublished seminar is gone from every view: ${gone}`)
  // Published again: the outage check below serves its page.
  await publish(token, 'seminars', seminar.id, {})
  await expectShown(B, seminar.path, seminarWord, 'seminar published again')
}

/** Starts A and B on the shared database, with or without the shared cache. */
async function startPair(sharedCache) {
  const base = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: SECRET,
    SITE_URL: A,
    // The test reaches B directly, where a balancer would pass on A's host (one host: src/proxy.ts).
    SITE_HOST_ALIASES: new URL(B).host,
    RATE_LIMIT: 'off',
    RUN_JOBS: 'false',
    REDIS_URL: '',
  }
  const cache = sharedCache
    ? {
        REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
        REDIS_KEY_PREFIX: `scale-test-${process.pid}`,
      }
    : {}
  return Promise.all([
    group.startNext('a', PORT_A, { ...base, ...cache, VAR_DIR: varDirs[0] }),
    group.startNext('b', PORT_B, { ...base, ...cache, VAR_DIR: varDirs[1] }),
  ])
}

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('✖ No production build: run `npm run build` first (this test does not build).')
  process.exit(1)
}
let databaseUrl
try {
  step('PostgreSQL: local cluster, fresh database')
  ensureLocalPostgres()
  databaseUrl = createTestDatabase(database)
  databaseCreated = true
  step(`Redis on port ${REDIS_PORT}`)
  const redis = await group.startRedis(REDIS_PORT)
  step('Migrating and seeding the database once')
  prepareDatabase({
    ...process.env,
    DATABASE_URL: databaseUrl,
    VAR_DIR: varDirs[0],
    PAYLOAD_SECRET: SECRET,
    DEMO_CONTENT: 'true',
  })

  step('Starting instance A (3701) and B (3702) with REDIS_URL')
  let servers = await startPair(true)
  const { admin } = JSON.parse(readFileSync(path.join(root, 'src/seed/credentials.json'), 'utf8'))
  const token = await staffToken(A, admin)
  const { docs: pages } = await api(
    A,
    `/api/pages?locale=de&depth=0&limit=1&where[path][equals]=${encodeURIComponent(PAGE_PATH)}`,
    { token },
  )
  const { docs: seminars } = await api(A, '/api/seminars?locale=de&depth=0&limit=1&sort=id', {
    token,
  })
  if (!pages[0] || !seminars[0])
    throw new Error(`✖ the seed has no page at ${PAGE_PATH} or no seminar`)
  const [aboutPage, seminar] = [pages[0], seminars[0]]

  step(`Warming ${PAGE_PATH} and ${seminar.path} on A; B must find them in the shared cache`)
  for (const pathname of [PAGE_PATH, seminar.path]) {
    await warm(A, pathname)
    const first = await page(B, pathname)
    if (first.cache !== 'HIT')
      throw new Error(
        `✖ B's first request for ${pathname} was a ${first.cache}, not a HIT from the shared cache`,
      )
  }

  const pageTitle = `${aboutPage.title} ${marker('Probe')}`
  const seminarWord = marker('Skala')
  step(`Publishing through A: page title "${pageTitle}", seminar title with "${seminarWord}"`)
  await publish(token, 'pages', aboutPage.id, { title: pageTitle })
  await publish(token, 'seminars', seminar.id, { title: `${seminar.title} ${seminarWord}` })
  const pageMs = await expectShown(B, PAGE_PATH, pageTitle, 'shared cache, CMS page')
  const seminarMs = await expectShown(B, seminar.path, seminarWord, 'shared cache, seminar page')
  const searchMs = await waitFor(
    async () => {
      const body = await api(B, '/api/json-api/suche/', {
        method: 'POST',
        body: { message: { language: 'de', q: seminarWord } },
      })
      return (
        body.suggestions?.some((hit) => hit.url?.includes(seminar.path)) &&
        (await searchPageLinks(B, seminarWord, seminar.path))
      )
    },
    PROPAGATION_MS,
    `✖ site search on B (suggestions and results page) does not find "${seminarWord}" after ${PROPAGATION_MS / 1000} s`,
  )
  console.log(
    `✔ B serves the publish from A: page after ${pageMs} ms, seminar after ${seminarMs} ms; B's search finds it after ${searchMs} ms`,
  )

  await checkCatalogueViews(token, seminar, seminarWord)

  step('Redis stopped: B must keep serving pages by rendering them')
  await group.stop(redis)
  for (const pathname of [PAGE_PATH, seminar.path]) await page(B, pathname)
  const warnings = group
    .tails()
    .filter((line) => line.startsWith('[b]') && line.includes('[cache] Redis unreachable'))
  if (warnings.length !== 1)
    throw new Error(
      `✖ expected one warning from B about the Redis outage, found ${warnings.length}`,
    )
  console.log('✔ Without Redis, B answers 200 and logs the outage once')

  step('Negative control: both instances restarted without REDIS_URL (in-memory cache each)')
  await Promise.all(servers.map((server) => group.stop(server)))
  servers = await startPair(false)
  const token2 = await staffToken(A, admin)
  for (const base of [A, B]) await warm(base, PAGE_PATH)
  const controlTitle = `${aboutPage.title} ${marker('Kontrolle')}`
  await publish(token2, 'pages', aboutPage.id, { title: controlTitle })
  await expectShown(A, PAGE_PATH, controlTitle, 'negative control, instance A itself')
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  const stale = await page(B, PAGE_PATH)
  if (stale.html.includes(controlTitle))
    throw new Error(
      '✖ negative control: B showed the publish without a shared cache, so the test above proves nothing',
    )
  console.log(
    `✔ Negative control: without the shared cache B still serves the old page 3 s after the publish (x-nextjs-cache: ${stale.cache})`,
  )
  await Promise.all(servers.map((server) => group.stop(server)))
  console.log(`✔ Scale-out test passed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
} catch (error) {
  console.error(error.message?.startsWith('✖') ? error.message : `✖ ${error.stack ?? error}`)
  console.error('  Last output of the servers:\n' + group.tails().slice(-60).join('\n'))
  process.exitCode = 1
} finally {
  cleanUp()
}
