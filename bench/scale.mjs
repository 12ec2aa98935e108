#!/usr/bin/env node
// Cost as the catalogue grows: the demo seeded once per dialect, grown to 1×, 10× and 100×
// (bench/fixtures/multiply-catalogue.ts: at 100× about 4,000 seminars, 40,000 dates, 50,000
// bookings and 50,000 inbox entries), each size served by the existing production build. Per size
// and dialect it reports the start-up time to the first 200 of /api/health/, the time until the
// search index answers, the server's memory (RSS of the process tree) once the index is built and
// after the measurements, and p50/p99 of each request in bench/lib/scale-requests.mjs.
//   node bench/scale.mjs                     (needs `next build` first; does not build)
//   BENCH_SCALE_SIZES=1,10 BENCH_SCALE_DIALECTS=sqlite node bench/scale.mjs
// BENCH_SCALE_SAMPLES (20) requests per measure, BENCH_SCALE_CSV_SAMPLES (3), BENCH_PORT (3151),
// BENCH_SCALE_JSON=<file> also writes the raw figures, BENCH_SCALE_WITHOUT_LOCALE_INDEX=1 measures
// without the `*_locales` parent indexes (as before decision 0026).
import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { root } from '../scripts/lib/build.mjs'
import { measureRequests } from './lib/scale-requests.mjs'
import { dropDemo, growCopy, seedDemo, startServer, treeRss } from './lib/scale-site.mjs'

const SIZES = (process.env.BENCH_SCALE_SIZES || '1,10,100').split(',').map(Number)
const DIALECTS = (process.env.BENCH_SCALE_DIALECTS || 'sqlite,postgres').split(',')
const PORT = Number(process.env.BENCH_PORT || 3151)
const LABEL = { sqlite: 'SQLite', postgres: 'PostgreSQL' }

const mb = (bytes) => `${Math.round(bytes / 1048576)} MB`
const ms = (value) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(0)} ms`)

/** One size on one dialect: grow, start, measure, stop. */
async function measureSize(demo, size) {
  const { env, summary } = growCopy(demo, size, PORT)
  const server = await startServer(env, PORT)
  try {
    const figures = { summary, 'start-up to health 200': { value: server.startMs } }
    const requests = await measureRequests(server.base, { memory: () => treeRss(server.pid) })
    figures['start-up until the search index answers'] = {
      value: server.startMs + requests.indexReadyMs,
    }
    figures['memory once the search index is built'] = { bytes: requests.indexRss }
    figures['sitemap URLs'] = { count: requests.sitemapUrls }
    figures['sitemap files'] = { count: requests.sitemapFiles }
    figures['memory after the measurements'] = { bytes: treeRss(server.pid) }
    for (const [name, result] of Object.entries(requests))
      if (typeof result === 'object') figures[name] = result
    return figures
  } finally {
    await server.stop()
  }
}

function cell(figure) {
  if (!figure) return '–'
  if ('value' in figure) return ms(figure.value)
  if ('count' in figure) return figure.count.toLocaleString('en-US')
  if ('bytes' in figure && !('p50' in figure)) return mb(figure.bytes)
  if (figure.n === 1) return ms(figure.p50)
  return `${ms(figure.p50)} / ${ms(figure.p99)}`
}

function printTable(results) {
  const columns = DIALECTS.flatMap((dialect) =>
    SIZES.map((size) => ({ dialect, size, label: `${LABEL[dialect]} ${size}×` })),
  )
  const measures = []
  for (const column of columns)
    for (const name of Object.keys(results[column.dialect]?.[column.size] ?? {}))
      if (name !== 'summary' && !measures.includes(name)) measures.push(name)
  const rows = [
    ['measure (p50 / p99)', ...columns.map((c) => c.label)],
    ...measures.map((name) => [
      name,
      ...columns.map((c) => cell(results[c.dialect]?.[c.size]?.[name])),
    ]),
  ]
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)))
  const line = (row) => `| ${row.map((text, i) => text.padEnd(widths[i])).join(' | ')} |`
  const variant =
    process.env.BENCH_SCALE_WITHOUT_LOCALE_INDEX === '1' ? ', without the locale indexes' : ''
  console.log(`\nCost as the catalogue grows (size × measure × dialect${variant})\n`)
  console.log(line(rows[0]))
  console.log(line(widths.map((w) => '-'.repeat(w))))
  for (const row of rows.slice(1)) console.log(line(row))
  console.log('')
  for (const column of columns) {
    const summary = results[column.dialect]?.[column.size]?.summary
    if (summary) console.log(`${column.label}: ${summary}`)
  }
}

async function main() {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    console.error(
      '✖ No production build: run `npm run build` first (this benchmark does not build).',
    )
    process.exit(1)
  }
  const results = {}
  for (const dialect of DIALECTS) {
    const demo = seedDemo(dialect, PORT)
    results[dialect] = {}
    try {
      for (const size of SIZES) {
        console.log(`› ${LABEL[dialect]} ${size}×: growing, starting, measuring`)
        results[dialect][size] = await measureSize(demo, size)
        if (process.env.BENCH_SCALE_JSON)
          writeFileSync(process.env.BENCH_SCALE_JSON, JSON.stringify(results, null, 2))
      }
    } finally {
      dropDemo(demo)
    }
  }
  printTable(results)
}

main().catch((error) => {
  console.error(`✖ ${error.stack ?? error.message}`)
  process.exit(1)
})
