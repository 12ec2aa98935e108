#!/usr/bin/env node
// Issue 9 §1d and issue 33 (mobile: perf ≥ floor − 5, Total Blocking Time ≤ floor + 150 ms):
// Lighthouse 13 (Debian's Chromium, headless) mobile (default config) and desktop
// (Lighthouse's desktop config), median of 3 runs, for home, a seminar page, the cart and the
// contact page in both languages, served by the existing production build on a fresh seeded
// database. In the same run and with the same settings: a trivial Next.js page of the same
// version (bench/fixtures/trivial-next, built here if needed) as the floor. Runs are interleaved
// (run 1 of every page, then run 2 …) so that machine noise spreads over floor and site alike.
// Every run is a first-time visitor (a fresh Chromium profile per run), so the consent banner
// shows. node bench/lighthouse.mjs BENCH_LIGHTHOUSE_RUNS=1 BENCH_LIGHTHOUSE_FORM_FACTORS=mobile
// BENCH_LIGHTHOUSE_PAGES=/,/en/ (development); BENCH_LIGHTHOUSE_SAVE=<dir> keeps every full report.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { freshSite } from './lib/fresh-site.mjs'
import { ensureFixtureBuild, startFixture } from './lib/lighthouse-fixture.mjs'
import { printFindings } from './lib/lighthouse-report.mjs'
import {
  CATEGORIES,
  lossesOf,
  performanceFindings,
  runLighthouse,
  scoresOf,
} from './lib/lighthouse-run.mjs'
import { num, percentile, printTable } from './lib/table.mjs'

const SITE_PORT = 3610
const FIXTURE_PORT = 3611
/** Chromium's debugging ports, used in turn. */
const CHROME_PORTS = [3620, 3699]

/** The measured pages (paths from src/seed/pages/types.ts and the seeded catalogue). */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'home', path: '/en/' },
  { name: 'seminar', path: '/seminare/neu-in-der-fuehrungsrolle/' },
  { name: 'seminar', path: '/en/seminars/new-to-leadership/' },
  // Private: noindex by design (decision 0011), held to every SEO audit but is-crawlable.
  { name: 'cart', path: '/warenkorb/', private: true },
  { name: 'cart', path: '/en/cart/', private: true },
  { name: 'contact', path: '/kontakt/' },
  { name: 'contact', path: '/en/contact-us/' },
]

const list = (value, fallback) =>
  value
    ? value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
    : fallback
const median = (values) =>
  percentile(
    values.filter((value) => !Number.isNaN(value)),
    50,
  )
const format = (scores, tbt) =>
  `perf ${scores.performance} · TBT ${Math.round(tbt)} ms · a11y ${scores.accessibility} · bp ${scores['best-practices']} · seo ${scores.seo}`
/** Total Blocking Time (ms) of a report. */
const tbtOf = (lhr) => lhr.audits['total-blocking-time']?.numericValue ?? NaN
/** Issue 33's mobile goal against the floor of the same run. */
const MOBILE_PERF_BELOW_FLOOR = 5
const MOBILE_TBT_ABOVE_FLOOR_MS = 150

/** Writes a run's full report (BENCH_LIGHTHOUSE_SAVE=<dir>) for a closer look at its audits. */
function saveReport(dir, lhr, name) {
  const file = `${name.replace(/[^a-z0-9-]+/gi, '_')}.json`
  writeFileSync(path.join(dir, file), JSON.stringify(lhr))
}

/** Keeps what the report needs from one run (a full LHR is several MB). */
function compact(lhr) {
  const losses = Object.fromEntries(
    CATEGORIES.filter((id) => id !== 'performance').map((id) => [id, lossesOf(lhr, id)]),
  )
  return {
    scores: scoresOf(lhr),
    tbt: tbtOf(lhr),
    losses,
    performance: performanceFindings(lhr),
    warnings: lhr.runWarnings ?? [],
  }
}

/**
 * SEO goal: 100, or for a private page (noindex by design, decision 0011) no lost SEO audit
 * other than is-crawlable in the median run.
 */
function seoMet(subject, summary) {
  if (summary.scores.seo === 100) return true
  return (
    Boolean(subject.private) &&
    summary.medianRun.losses.seo.every((loss) => loss.id === 'is-crawlable')
  )
}

/** The median scores of a subject's runs, and the run whose performance score is the median. */
function summarise(runs) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))]),
  )
  const tbt = median(runs.map((run) => run.tbt))
  const medianRun = runs.find((run) => run.scores.performance === scores.performance) ?? runs[0]
  return { scores, tbt, runs, medianRun }
}

/** Lighthouse for every page × form factor, with the floor; returns BenchRows (see table.mjs). */
export async function measure(options = {}) {
  const runs = Number(options.runs ?? process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
  const formFactors =
    options.formFactors ?? list(process.env.BENCH_LIGHTHOUSE_FORM_FACTORS, ['mobile', 'desktop'])
  const paths = list(process.env.BENCH_LIGHTHOUSE_PAGES, null)
  const pages = options.pages ?? PAGES.filter((page) => !paths || paths.includes(page.path))
  const saveDir = process.env.BENCH_LIGHTHOUSE_SAVE
  if (saveDir) mkdirSync(saveDir, { recursive: true })
  const cleanups = []
  const cleanup = async () => {
    while (cleanups.length) await cleanups.pop()()
  }
  const onSignal = async () => {
    console.log('› Interrupted: stopping Chromium and the servers')
    await cleanup()
    process.exit(130)
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  const started = Date.now()

  try {
    ensureFixtureBuild()
    const site = freshSite('lighthouse', SITE_PORT)
    cleanups.push(() => site.stop())
    site.prepare()
    console.log(
      `› Starting the site (production build) on ${site.base} and the floor fixture on port ${FIXTURE_PORT}`,
    )
    await site.start()
    const fixture = await startFixture(FIXTURE_PORT)
    cleanups.push(() => fixture.stop())

    const subjects = [
      { name: 'floor', label: 'floor: trivial Next page', url: `${fixture.base}/` },
      ...pages.map((page) => ({
        ...page,
        label: `${page.name} ${page.path}`,
        url: `${site.base}${page.path}`,
      })),
    ]
    // Every page must exist, and is requested twice so Lighthouse meets the cached page a visitor
    // gets.
    for (const subject of subjects) {
      for (let i = 0; i < 2; i++) {
        const response = await fetch(subject.url)
        await response.arrayBuffer()
        if (response.status !== 200)
          throw new Error(`${subject.url} answered ${response.status}, expected 200`)
      }
    }

    const current = { chrome: null }
    cleanups.push(() => current.chrome?.kill())
    let nextPort = 0
    const ports = () => CHROME_PORTS[0] + (nextPort++ % (CHROME_PORTS[1] - CHROME_PORTS[0] + 1))
    console.log(
      `› Lighthouse runs, each in a fresh headless Chromium (debugging ports ${CHROME_PORTS.join('–')})`,
    )

    const results = new Map()
    const total = runs * formFactors.length * subjects.length
    let done = 0
    for (let run = 1; run <= runs; run++) {
      for (const formFactor of formFactors) {
        for (const subject of subjects) {
          const runStarted = Date.now()
          const lhr = await runLighthouse(subject.url, formFactor, ports, current)
          if (saveDir) saveReport(saveDir, lhr, `${formFactor}-${subject.label}-${run}`)
          const key = `${formFactor}|${subject.label}`
          results.set(key, [...(results.get(key) ?? []), compact(lhr)])
          done++
          console.log(
            `› [${done}/${total}] run ${run} ${formFactor} ${subject.label}: ${format(scoresOf(lhr), tbtOf(lhr))} (${((Date.now() - runStarted) / 1000).toFixed(0)} s)`,
          )
        }
      }
    }
    console.log(
      `› ${total} Lighthouse runs done, ${((Date.now() - started) / 60000).toFixed(1)} min in all (build check and seeding included)`,
    )

    const rows = []
    const summaries = []
    for (const formFactor of formFactors) {
      const floor = summarise(results.get(`${formFactor}|${subjects[0].label}`))
      const floorText = format(floor.scores, floor.tbt)
      for (const subject of subjects) {
        const summary =
          subject.name === 'floor'
            ? floor
            : summarise(results.get(`${formFactor}|${subject.label}`))
        summaries.push({ formFactor, label: subject.label, ...summary })
        const section = `d. Lighthouse ${formFactor} (median of ${runs})`
        if (subject.name === 'floor') {
          rows.push({
            section,
            subject: subject.label,
            value: floorText,
            goal: formFactor === 'mobile' ? 'the floor for mobile perf' : '',
            met: null,
          })
          continue
        }
        const { scores } = summary
        const mobile = formFactor === 'mobile'
        const perfGoal = mobile ? floor.scores.performance - MOBILE_PERF_BELOW_FLOOR : 98
        const tbtGoal = mobile ? Math.round(floor.tbt + MOBILE_TBT_ABOVE_FLOOR_MS) : null
        const met =
          scores.accessibility === 100 &&
          scores['best-practices'] === 100 &&
          seoMet(subject, summary) &&
          scores.performance >= perfGoal &&
          (tbtGoal === null || summary.tbt <= tbtGoal)
        const seoGoal = subject.private ? 'seo 100 but noindex (0011)' : 'seo 100'
        rows.push({
          section,
          subject: subject.label,
          value: format(scores, summary.tbt),
          reference: floorText,
          ratio: num(scores.performance / floor.scores.performance, 2),
          goal: `a11y/bp 100, ${seoGoal}, perf ≥ ${perfGoal}${tbtGoal === null ? '' : `, TBT ≤ ${tbtGoal} ms`}`,
          met,
        })
      }
    }
    printFindings(summaries)
    return rows
  } finally {
    await cleanup()
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    printTable(await measure(), 'Lighthouse (first-time visitor: the consent banner is showing)')
  } catch (error) {
    console.error(`✖ Lighthouse bench failed: ${error.stack ?? error}`)
    process.exit(1)
  }
}
