#!/usr/bin/env node
// Site search under load: a fresh database with the demo seed plus 1,000 generated seminars
// (bench/fixtures/seed-many-seminars.ts), served by the existing production build. Measures
//   - POST /api/json-api/suche/ (autocomplete): p50 and p99 over 300 varied 3–8 character queries,
//   - GET /suche/?q=… (results page): p50 over 30 queries,
//   - a seminar page: the first (uncached) render and the cached p50 over 30 requests.
// Times are from sending the request to the last byte of the answer, on localhost.
//   node bench/search.mjs            (needs `next build` first; does not build)
// BENCH_DATABASE_URL may name an empty PostgreSQL database instead of the temporary SQLite file.
import { spawnSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'

import { TSX, tsxArgs } from '../scripts/lib/tsx.mjs'
import { freshSite } from './lib/fresh-site.mjs'
import { percentile, printTable } from './lib/table.mjs'

const SEMINARS = 1000
let site, base, env, root

const WORDS = {
  de: [
    'Führung',
    'Konfliktmanagement',
    'Verhandlung',
    'Projektsteuerung',
    'Rhetorik',
    'Zeitmanagement',
    'Teamleitung',
    'Moderation',
    'Resilienz',
    'Feedback',
    'Präsentation',
    'Veränderung',
    'Kundengespräch',
    'Selbstorganisation',
    'Nachwuchskräfte',
    'Grundlagen',
    'Vertiefung',
    'Werkstatt',
  ],
  en: [
    'leadership',
    'conflict',
    'negotiation',
    'project',
    'rhetoric',
    'time management',
    'facilitation',
    'resilience',
    'feedback',
    'presentation',
    'change',
    'customer',
    'foundations',
    'workshop',
    'masterclass',
    'executives',
  ],
}

/** Varied queries: prefixes of 3 to 8 characters of the words, alternating languages. */
function suggestionQueries(count) {
  const queries = []
  for (let i = 0; queries.length < count; i++) {
    const language = i % 3 === 2 ? 'en' : 'de'
    const words = WORDS[language]
    const word = words[i % words.length]
    queries.push({ language, q: word.slice(0, 3 + (i % 6)) })
  }
  return queries
}

const ms = (value) => `${value.toFixed(1)} ms`

/** Time to the last byte of a response; fails on any status but 200. */
async function timed(url, init) {
  const started = performance.now()
  const response = await fetch(url, { redirect: 'manual', ...init })
  const body = await response.text()
  const elapsed = performance.now() - started
  if (response.status !== 200)
    throw new Error(
      `${init?.method ?? 'GET'} ${url} answered ${response.status}: ${body.slice(0, 200)}`,
    )
  return { elapsed, body }
}

const suggest = (language, q) =>
  timed(`${base}/api/json-api/suche/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, 'Sec-Fetch-Site': 'same-origin' },
    body: JSON.stringify({ message: { language, q } }),
  })

function run(label, command, args) {
  console.log(`› ${label}`)
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status})`)
}

/** Runs the search benchmark on its own seeded site and returns its rows for the bench table. */
export async function measure() {
  site = freshSite('search', 3310)
  ;({ base, env, root } = site)
  try {
    site.prepare()
    run(
      `Adding ${SEMINARS} seminars`,
      TSX,
      tsxArgs('bench/fixtures/seed-many-seminars.ts', [String(SEMINARS)]),
    )

    await site.start()

    // Warm-up: the first suggestion builds the search index; a few requests warm the code paths.
    const { elapsed: indexBuild } = await suggest('de', 'Führung')
    for (const q of ['Konflikt', 'leadership']) await suggest('de', q)
    await timed(`${base}/suche/?q=Warmup`)

    const suggestionTimes = []
    let withHits = 0
    for (const { language, q } of suggestionQueries(300)) {
      const { elapsed, body } = await suggest(language, q)
      const { suggestions } = JSON.parse(body)
      if (!Array.isArray(suggestions)) throw new Error(`no suggestions list for ${q}`)
      if (suggestions.length) withHits++
      suggestionTimes.push(elapsed)
    }
    if (withHits < 150) throw new Error(`only ${withHits} of 300 suggestion queries found anything`)

    const searchTimes = []
    const searchWords = [...WORDS.de, ...WORDS.de.map((w) => `${w} Seminar`)].slice(0, 30)
    for (const q of searchWords)
      searchTimes.push((await timed(`${base}/suche/?q=${encodeURIComponent(q)}`)).elapsed)

    // A generated seminar nobody has requested yet: its first request renders, later ones hit the
    // cache.
    const { body } = await suggest('de', 'Rhetorik für Assistenzen: Werkstatt')
    const target = JSON.parse(body).suggestions.find((s) => s.kind === 'seminars')
    if (!target) throw new Error('no seminar found to request')
    const { elapsed: firstRender } = await timed(`${base}${target.url}`)
    const cachedTimes = []
    for (let i = 0; i < 30; i++) cachedTimes.push((await timed(`${base}${target.url}`)).elapsed)

    const section = `e. search, ${SEMINARS} extra seminars (sequential)`
    const p50p99 = (times) => `p50 ${ms(percentile(times, 50))} · p99 ${ms(percentile(times, 99))}`
    return [
      { section, subject: 'first suggestion (builds the index)', value: ms(indexBuild) },
      {
        section,
        subject: `POST /api/json-api/suche/ ×300 (${withHits} with hits)`,
        value: p50p99(suggestionTimes),
      },
      { section, subject: 'GET /suche/?q=… ×30', value: p50p99(searchTimes) },
      { section, subject: 'seminar page, first request', value: ms(firstRender) },
      { section, subject: 'seminar page, cached ×30', value: p50p99(cachedTimes) },
    ]
  } finally {
    site.stop()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href)
  printTable(await measure(), 'Site search')
