#!/usr/bin/env node
// Issue 9 §1c: first-load JavaScript (gzip) per page type against bench/js-budget.json, the
// budget tests/e2e/js-budget.spec.ts enforces with the same measuring code. Serves the existing
// production build on a fresh seeded database (BENCH_URL: measure a running site instead).
//   node bench/first-load-js.mjs        (needs `next build` first; does not build)
//   BENCH_JS_DETAIL=1 …                 also lists each page's scripts by size
//   BENCH_PAGES=cms-text,seminar,…      only these page types (keys of bench/js-budget.json)
import { pathToFileURL } from 'node:url'

import { freshSite } from './lib/fresh-site.mjs'
import { kb, launchChromium, measurePageTypes, PAGE_TYPES, readBudget } from './lib/js-weight.mjs'
import { printTable } from './lib/table.mjs'

const SECTION = 'c. first-load JS (gzip)'
const FRAMEWORK_KB = 136

/** Measures every page type of bench/lib/js-weight.mjs and returns one BenchRow per type. */
export async function measure(options = {}) {
  const budget = readBudget()
  const site =
    options.base || process.env.BENCH_URL
      ? null
      : freshSite('first-load-js', 3330, { RATE_LIMIT: 'off' })
  const base = options.base || process.env.BENCH_URL || site.base
  let browser = null
  const stop = () => site?.stop()
  const onSignal = () => {
    stop()
    process.exit(130)
  }
  process.once('SIGINT', onSignal)
  try {
    if (site) {
      site.prepare()
      console.log(`› Starting the production build on ${base}`)
      await site.start()
    }
    browser = await launchChromium()
    const only = process.env.BENCH_PAGES?.split(',')
    const types = only ? PAGE_TYPES.filter((type) => only.includes(type.key)) : PAGE_TYPES
    const results = await measurePageTypes(browser, base, types, (step) => console.log(`› ${step}`))
    if (options.detail ?? process.env.BENCH_JS_DETAIL) printDetail(results)
    printOverTextPage(results)
    return results.map(({ key, label, path, total }) => {
      const limit = budget[key]?.budget ?? null
      const value = total / 1024
      return {
        section: SECTION,
        subject: `${label} ${path}`,
        value: kb(total),
        reference: limit === null ? `framework ≈ ${FRAMEWORK_KB} KB` : `${limit} KB`,
        ratio: (value / (limit ?? FRAMEWORK_KB)).toFixed(2),
        goal: limit === null ? 'information' : `≤ ${limit} KB`,
        met: limit === null ? null : value <= limit,
      }
    })
  } finally {
    process.off('SIGINT', onSignal)
    await browser?.close()
    stop()
  }
}

/** What each page loads beyond the text page (the floor every page pays), measured in this run. */
function printOverTextPage(results) {
  const floor = results.find((result) => result.key === 'cms-text')
  if (!floor) return
  console.log(`\nBeyond the text page ${floor.path} (${kb(floor.total)}) in the same run:`)
  for (const { key, label, total } of results)
    if (key !== floor.key) console.log(`  ${label.padEnd(24)} +${kb(total - floor.total)}`)
}

/** Each page's scripts, largest first, with the first characters that say what they are. */
function printDetail(results) {
  for (const { label, path, scripts } of results) {
    console.log(`\n${label} ${path}`)
    const sorted = [...scripts].sort(([, a], [, b]) => b.gzip - a.gzip)
    for (const [url, { gzip }] of sorted)
      console.log(`  ${kb(gzip).padStart(9)}  ${new URL(url).pathname}`)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const rows = await measure()
    printTable(rows, 'First-load JavaScript per page type')
    if (rows.some((row) => row.met === false)) {
      console.error('\n✖ Some page types exceed their budget (bench/js-budget.json).')
      process.exitCode = 1
    }
  } catch (error) {
    console.error(`✖ First-load JS bench failed: ${error.stack ?? error}`)
    process.exit(1)
  }
}
