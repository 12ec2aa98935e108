#!/usr/bin/env node
// Page weight as a first-time visitor's browser sees it: the HTML size and the first-load
// JavaScript (sum of the gzip sizes of every script the page loads), per page. Starts the
// production build on a fresh seeded database (scripts/e2e-server.mjs) unless BENCH_URL is given.
//   node bench/page-weight.mjs [path ...]        default: the home page in both languages
import { spawn } from 'node:child_process'
import { gzipSync } from 'node:zlib'

import { waitForServer } from '../scripts/lib/server.mjs'

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/en/', '/kontakt/']
const port = 3300
let base = process.env.BENCH_URL
let server = null

if (!base) {
  base = `http://localhost:${port}`
  server = spawn('node', ['scripts/e2e-server.mjs'], { env: { ...process.env, E2E_PORT: String(port) }, stdio: 'ignore', detached: true })
  await waitForServer(`${base}/`, 180_000)
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const rows = []
try {
  for (const path of paths) {
    const html = await (await fetch(base + path)).text()
    // Scripts a modern browser loads: every <script src>, except the noModule polyfills.
    const scripts = [...html.matchAll(/<script([^>]*)>/g)]
      .filter((m) => !/\bnomodule\b/i.test(m[1]))
      .map((m) => /\bsrc="([^"]+)"/.exec(m[1])?.[1])
      .filter(Boolean)
    const unique = [...new Set(scripts)]
    let js = 0
    for (const src of unique) {
      const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
      js += gzipSync(body, { level: 9 }).length
    }
    rows.push({ page: path, 'HTML (raw)': kb(Buffer.byteLength(html)), 'HTML (gzip)': kb(gzipSync(html).length), scripts: unique.length, 'first-load JS (gzip)': kb(js) })
  }
  console.table(rows)
} finally {
  if (server) process.kill(-server.pid, 'SIGTERM')
}
