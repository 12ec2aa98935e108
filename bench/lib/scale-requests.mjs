// The requests bench/scale.mjs times on each grown site. Pages and JSON that the server caches
// (ISR pages, unstable_cache queries) are timed on their first request, each sample on another URL,
// since that render is the work that can grow with the catalogue; a cached answer is copied from
// memory. Server time here is the time to the last byte on localhost, one request at a time.
import { randomUUID } from 'node:crypto'

import { sitemapFilePaths, sitemapLocations } from '../../scripts/lib/sitemap.mjs'
import { adminApi } from './admin-api.mjs'
import { percentile } from './table.mjs'

const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES || 20)
const CSV_SAMPLES = Number(process.env.BENCH_SCALE_CSV_SAMPLES || 3)

/**
 * The finder's result URLs, one per sample: each asks for another topic (and every third one also
 * for a place), alternating languages, so each is a first request. Change here when the finder's
 * parameters change.
 */
export function finderUrls({ topicIds, locationIds }, count) {
  return Array.from({ length: count }, (_, i) => {
    const params = new URLSearchParams({
      language: i % 2 ? 'en' : 'de',
      seminarthema: String(topicIds[i % topicIds.length]),
    })
    if (i % 3 === 0) params.set('ort', String(locationIds[i % locationIds.length]))
    return `/api/json-api/seminarfinder/?${params}`
  })
}

const WORDS = [
  'Führung',
  'Konflikt',
  'Verhandlung',
  'Rhetorik',
  'Zeitmanagement',
  'Moderation',
  'Resilienz',
  'Feedback',
  'Präsentation',
  'Projekt',
  'leadership',
  'negotiation',
  'conflict',
  'presentation',
  'coaching',
  'team',
]

/** Time to the last byte; fails on a status other than `expected`. */
async function timed(base, url, init = {}, expected = 200) {
  const started = performance.now()
  const response = await fetch(`${base}${url}`, { redirect: 'manual', ...init })
  const body = await response.text()
  const elapsed = performance.now() - started
  if (response.status !== expected)
    throw new Error(
      `${init.method ?? 'GET'} ${url} answered ${response.status}: ${body.slice(0, 200)}`,
    )
  return { elapsed, body }
}

async function series(count, request) {
  const times = []
  let bytes = 0
  for (let i = 0; i < count; i++) {
    const { elapsed, body } = await request(i)
    times.push(elapsed)
    bytes = body.length
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99), n: count, bytes }
}

/** Spreads `count` picks evenly over a list (so copies and originals are both timed). */
const spread = (list, count) =>
  Array.from(
    { length: Math.min(count, list.length) },
    (_, i) => list[Math.floor((i * list.length) / Math.min(count, list.length))],
  )

const jsonPost = (base, body) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: base, 'Sec-Fetch-Site': 'same-origin' },
  body: JSON.stringify(body),
})

/** A booking of one participant on `dateId` (bench/booking.mjs has the full form). */
const booking = (dateId, i) => ({
  message: {
    language: 'de',
    idempotencyKey: randomUUID(),
    kind: 'buchung',
    items: [
      {
        type: 'seminar',
        dateId,
        participants: [
          { anrede: 'Frau', vorname: 'Mira', nachname: 'Skala', email: `skala${i}@bench.example` },
        ],
      },
    ],
    contact: {
      anrede: 'Frau',
      vorname: 'Mira',
      nachname: 'Skala',
      email: `skala${i}@bench.example`,
      telefon: '+49 251 000000',
    },
    billing: {
      firma: 'Skala GmbH',
      strasse: 'Wachstumsweg 1',
      plz: '48143',
      ort: 'Münster',
      land: 'DE',
    },
    datenschutz: true,
    agb: true,
  },
})

/**
 * Runs every measure on a started site; returns `{ measure: {p50, p99, n, bytes} }`, the
 * milliseconds the first suggestion waited for the search index and `memory()` right after it.
 */
export async function measureRequests(base, { memory } = {}) {
  const results = {}
  const staff = await adminApi(base)

  // The index is built in the background from the start; the first suggestion waits for it.
  const first = await timed(
    base,
    '/api/json-api/suche/',
    jsonPost(base, { message: { language: 'de', q: 'Führung' } }),
  )
  results.indexReadyMs = first.elapsed
  results.indexRss = memory?.()

  // /sitemap.xml is an index of paged files: its first request builds the entry list; each file's
  // first request serialises its share (and is cached as a string); a repeat is a look-up.
  const indexFirst = await timed(base, '/sitemap.xml')
  results['sitemap index, first request'] = {
    p50: indexFirst.elapsed,
    p99: indexFirst.elapsed,
    n: 1,
    bytes: indexFirst.body.length,
  }
  const files = sitemapFilePaths(indexFirst.body)
  const fileBodies = []
  results['sitemap file, first request'] = await series(files.length, async (i) => {
    const answer = await timed(base, files[i])
    fileBodies.push(answer.body)
    return answer
  })
  const paths = fileBodies.flatMap(sitemapLocations).map((url) => new URL(url).pathname)
  results.sitemapUrls = paths.length
  results.sitemapFiles = files.length
  results['sitemap index, cached'] = await series(SAMPLES, () => timed(base, '/sitemap.xml'))
  results['sitemap file, cached'] = await series(SAMPLES, (i) =>
    timed(base, files[i % files.length]),
  )

  const seminars = paths.filter((p) => /^\/(en\/seminars|seminare)\/[^/]+\/$/.test(p))
  const topics = paths.filter((p) => /^\/(en\/seminar-topics|seminarthemen)\/[^/]+\/$/.test(p))
  // Two first renders outside the samples fill the queries every page shares (layout, globals).
  const [pageWarm, jsonWarm, ...pageSamples] = spread(seminars, SAMPLES * 2 + 2)
  await timed(base, pageWarm)
  await timed(base, `/content${jsonWarm}`)
  const pagePicks = pageSamples.filter((_, i) => i % 2 === 0)
  const jsonPicks = pageSamples.filter((_, i) => i % 2 === 1)
  results['seminar page, first render'] = await series(pagePicks.length, (i) =>
    timed(base, pagePicks[i]),
  )
  const topicPicks = spread(topics, SAMPLES)
  results['topic page, first render'] = await series(topicPicks.length, (i) =>
    timed(base, topicPicks[i]),
  )
  results['content JSON of a seminar, first'] = await series(jsonPicks.length, (i) =>
    timed(base, `/content${jsonPicks[i]}`),
  )

  const { docs: topicDocs } = await staff.call('/api/topics?limit=1000&depth=0&select[id]=true')
  const { docs: locationDocs } = await staff.call(
    '/api/locations?limit=100&depth=0&select[id]=true',
  )
  const ids = { topicIds: topicDocs.map((d) => d.id), locationIds: locationDocs.map((d) => d.id) }
  const finder = finderUrls(ids, Math.min(SAMPLES, ids.topicIds.length * 2))
  results['finder results with filters, first'] = await series(finder.length, (i) =>
    timed(base, finder[i]),
  )
  results['finder results, all upcoming, first'] = await series(1, () =>
    timed(base, '/api/json-api/seminarfinder/?language=de'),
  )

  results.suggestions = await series(SAMPLES, (i) =>
    timed(
      base,
      '/api/json-api/suche/',
      jsonPost(base, {
        message: {
          language: i % 2 ? 'en' : 'de',
          q: WORDS[i % WORDS.length].slice(0, 3 + (i % 5)),
        },
      }),
    ),
  )
  results['site search page'] = await series(SAMPLES, (i) =>
    timed(base, `/suche/?q=${encodeURIComponent(`${WORDS[i % WORDS.length]} ${i}`)}`),
  )

  const auth = { headers: { Authorization: `JWT ${staff.token}` } }
  // The admin list reads the columns it shows (enableListViewSelectAPI): the same query by REST.
  const columns = ['bookingNumber', 'contactName', 'billing][firma', 'status', 'total', 'createdAt']
  const selected = columns.map((column) => `select[${column}]=true`).join('&')
  const listQuery = `depth=0&limit=10&sort=-createdAt&${selected}`
  results['admin bookings list, page 1'] = await series(SAMPLES, () =>
    timed(base, `/api/bookings/?${listQuery}&page=1`, auth),
  )
  const { totalPages } = await staff.call('/api/bookings?depth=0&limit=10&select[id]=true')
  results['admin bookings list, last page'] = await series(SAMPLES, () =>
    timed(base, `/api/bookings/?${listQuery}&page=${totalPages}`, auth),
  )
  results['bookings CSV export'] = await series(CSV_SAMPLES, () =>
    timed(base, '/api/bookings/export.csv', auth),
  )

  // One date with room for every sample's booking.
  const soon = encodeURIComponent(new Date(Date.now() + 7 * 86_400_000).toISOString())
  const { docs: upcoming } = await staff.call(
    `/api/seminar-dates?depth=1&limit=20&sort=startDate&where[startDate][greater_than]=${soon}`,
  )
  const date = upcoming.find((d) => d.seminar?._status === 'published')
  await staff.call(`/api/seminar-dates/${date.id}`, { method: 'PATCH', body: { seatsTotal: 500 } })
  await timed(base, '/api/json-api/buchung/', jsonPost(base, booking(date.id, 0)))
  results['one booking (POST)'] = await series(SAMPLES, (i) =>
    timed(base, '/api/json-api/buchung/', jsonPost(base, booking(date.id, i + 1))),
  )
  return results
}
