#!/usr/bin/env node
// Page weight as a first-time visitor's browser sees it: the HTML size and the first-load
// JavaScript (sum of the gzip sizes of every script Chromium loads until the network is idle).
// Starts the production build on a fresh seeded database (scripts/e2e-server.mjs) unless BENCH_URL
// is given. node bench/page-weight.mjs [path ...] default: the home page in both languages
import { gzipSync } from 'node:zlib'

import { benchSite } from './lib/bench-site.mjs'
import { kb, measureScripts, total } from './lib/js-weight.mjs'

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/en/', '/kontakt/']
const { base, stop } = await benchSite(3300)

const rows = []
try {
  const pages = await measureScripts(base, paths)
  for (const [path, { scripts, html }] of pages) {
    rows.push({
      page: path,
      'HTML (raw)': kb(Buffer.byteLength(html)),
      'HTML (gzip)': kb(gzipSync(html).length),
      scripts: scripts.size,
      'first-load JS (gzip)': kb(total(scripts)),
    })
  }
  console.table(rows)
} finally {
  stop()
}
