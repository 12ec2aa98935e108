#!/usr/bin/env node
// `npm run bench`: every figure of the measured-quality issue in one run on this machine, one
// module after the other (never in parallel: they would share the two cores), then ONE table.
// Each module starts its own servers on the existing production build (`npm run build` first).
//   npm run bench                    every module
//   npm run bench -- lighthouse js   only the modules whose names are given
import { printTable } from './lib/table.mjs'

const MODULES = [
  ['throughput', './throughput.mjs'], // a and the nonce variant: floor, next start, nginx, publish → proxy
  ['share', './throughput-share.mjs'], // issue 33: next start alone beside the trivial page (wrk)
  ['render', './render.mjs'], // b: uncached render time of the pages, the heaviest first
  ['js', './first-load-js.mjs'], // c: first-load JavaScript per page type against bench/js-budget.json
  ['lighthouse', './lighthouse.mjs'], // d: Lighthouse mobile and desktop against a trivial Next page
  ['search', './search.mjs'], // e: the catalogue's endpoints
  ['booking', './booking.mjs'],
  ['forms', './forms.mjs'],
  ['mails', './mail-sizes.mjs'], // the mails to visitors against 100 KB
]

const only = process.argv.slice(2)
const rows = []
const failures = []
const started = Date.now()
for (const [name, file] of MODULES) {
  if (only.length && !only.includes(name)) continue
  console.log(`\n━━ ${name} ━━`)
  try {
    const { measure } = await import(file)
    rows.push(...(await measure()))
  } catch (error) {
    failures.push(name)
    console.error(`✖ ${name}: ${error instanceof Error ? error.stack : error}`)
    rows.push({
      section: name,
      subject: 'FAILED',
      value: error instanceof Error ? error.message.slice(0, 120) : String(error),
      met: false,
    })
  }
}

printTable(
  rows,
  `npm run bench: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${((Date.now() - started) / 60_000).toFixed(1)} min`,
)
const missed = rows.filter((row) => row.met === false).length
console.log(
  `\n${missed ? `${missed} goal(s) not met` : 'every goal met'}${failures.length ? `; failed modules: ${failures.join(', ')}` : ''}`,
)
process.exit(failures.length ? 1 : 0)
