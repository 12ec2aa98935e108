#!/usr/bin/env node
// Issue 30 §4: how long the seminar information sheet (PDF, made afresh on every request from the
// seminar and its dates) takes, beside the floor of the same server in the same run: the
// readiness check /api/health/ (one database read, no render). One request at a time, p50/p99.
//   node bench/info-sheet.mjs      (BENCH_SHEETS: requests per subject, default 40)

import { startApp } from './lib/app-server.mjs'
import { rawGet } from './lib/floor-server.mjs'
import { freshSite } from './lib/fresh-site.mjs'
import { num, percentile, printWhenRunAlone } from './lib/table.mjs'

const PORT = 3540
const REQUESTS = Number(process.env.BENCH_SHEETS || 40)
const WARM_UPS = 3

async function time(url, count) {
  const times = []
  let bytes = 0
  for (let i = 0; i < WARM_UPS + count; i++) {
    const started = performance.now()
    const response = await rawGet(url)
    const elapsed = performance.now() - started
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
    bytes = response.body.length
    if (i >= WARM_UPS) times.push(elapsed)
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99), bytes }
}

/** A published seminar's id with its bookable dates (the demo's first by code). */
async function seminarId(base) {
  const response = await fetch(`${base}/api/seminars/?limit=1&depth=0&sort=code`)
  const { docs } = await response.json()
  if (!docs?.[0]) throw new Error('no published seminar in the demo')
  return docs[0].id
}

export async function measure(options = {}) {
  const count = options.requests ?? REQUESTS
  const site = freshSite('info-sheet', PORT)
  let app = null
  try {
    site.prepare()
    console.log(`› Starting next start on port ${PORT}`)
    app = await startApp(site, PORT)
    const id = await seminarId(app.base)
    const floor = await time(`${app.base}/api/health/`, count)
    const rows = []
    for (const locale of ['de', 'en']) {
      const sheet = await time(`${app.base}/api/seminare/infoblatt/${locale}/${id}/`, count)
      rows.push({
        section: 'info sheet PDF (one at a time)',
        subject: `${locale} seminar ${id} (${num(sheet.bytes / 1024, 1)} KB)`,
        value: `p50 ${num(sheet.p50, 1)} ms · p99 ${num(sheet.p99, 1)} ms`,
        reference: `p50 ${num(floor.p50, 1)} ms · p99 ${num(floor.p99, 1)} ms (/api/health/)`,
        ratio: num(sheet.p50 / floor.p50, 1),
        goal: '',
        met: null,
      })
    }
    return rows
  } finally {
    await app?.stop()
    site.stop()
  }
}

await printWhenRunAlone(import.meta.url, measure, 'Seminar information sheet (issue 30 §4)')
