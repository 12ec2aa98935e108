import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { prepareDatabase } from '../../../scripts/lib/build.mjs'
import { AdminApi } from './admin'
import { runCorpus } from './corpus'
import type { OutboxJob, TestDatabase } from './database'
import { runLoad } from './load'
import { checkMails, describeJobs, waitForOutbox } from './mails'
import { makeRequest, retryOf } from './requests'
import { type PhaseSummary, type RunSummary, phaseSummary } from './summary'
import { SiteServer } from './server'
import { FakeSmtp } from './smtp'
import { prepareLoad } from './setup'
import { seatBalance, seatProblems, storageProblems, storedMarkers } from './stored'
import { printWaitingListFigures, runWaitingListLoad } from './waiting-list'

const num = (name: string, fallback: number) => Number(process.env[name] || fallback)
/** The whole load (issue 9: 10,000); the SMTP server is down for the first half of it. */
const REQUESTS = num('RELIABILITY_REQUESTS', 10_000)
/**
 * The last 40 % form phase 2, with the crashes; phase 1 goes on a while after SMTP is back, so its
 * own traffic drains the outbox.
 */
const CRASH_REQUESTS = Math.round(REQUESTS * 0.4)
const CALM_REQUESTS = REQUESTS - CRASH_REQUESTS
const SMTP_DOWN_REQUESTS = Math.floor(REQUESTS / 2)
const CONCURRENCY = 50
const CRASHES = 5
const MAX_BUSY_SHARE = 0.02
/** Waiting-list sign-ups (issue 29: 1,000), with cancellations and acceptances among them. */
const WAITING_LIST_SIGN_UPS = num('RELIABILITY_WAITING_LIST', 1_000)
/** Seats an average request takes: 30 % bookings of 1.5 participants (requests.ts MIX). */
const BOOKING_SEATS_PER_REQUEST = 0.45

/** Registered clean-ups, run on exit and on Ctrl-C. */
export const cleanups: (() => Promise<void> | void)[] = []

/**
 * One database, start to finish: seed, serve (SMTP down), load phase 1 (SMTP back after half),
 * outbox drained → exactly-once checks; load phase 2 with five kill -9 and restarts → at-least-once
 * checks (a resent copy keeps its Message-ID), seats, integrity; then the bad-input corpus. Every
 * failed assertion lands in `failures`.
 */
export async function runOnDatabase(
  makeDb: (varDir: string) => Promise<TestDatabase>,
  ports: { http: number; smtp: number },
): Promise<RunSummary> {
  const started = performance.now()
  const varDir = mkdtempSync(path.join(tmpdir(), 'seminar-reliability-'))
  const db = await makeDb(varDir)
  const smtp = new FakeSmtp(ports.smtp)
  const base = `http://localhost:${ports.http}`
  const env = {
    ...process.env,
    VAR_DIR: varDir,
    DATABASE_URL: db.url,
    SITE_URL: base,
    RATE_LIMIT: 'off',
    SMTP_URL: smtp.url,
    NODE_ENV: 'production' as const,
  }
  const server = new SiteServer(ports.http, env, path.join(varDir, 'server.log'))
  const failures: string[] = []
  let keep = false
  const cleanup = async () => {
    await server.stop()
    await smtp.down()
    await db.drop().catch(() => undefined)
    if (keep || process.env.RELIABILITY_KEEP) console.log(`  (kept ${varDir}: server.log there)`)
    else rmSync(varDir, { recursive: true, force: true })
  }
  cleanups.push(cleanup)
  try {
    console.log(`› ${db.label}: seeding a fresh database (${varDir})`)
    prepareDatabase(env)
    console.log(`› ${db.label}: starting next start on ${base}, SMTP ${smtp.url} down`)
    await server.start()
    const api = new AdminApi(base)
    await api.login()
    const { ctx, staffAddress } = await prepareLoad(
      api,
      Math.ceil(REQUESTS * BOOKING_SEATS_PER_REQUEST),
    )
    const seatsBefore = await seatBalance(api, ctx.dateIds)

    // Phase 1: the SMTP server comes up when half of all requests have gone out.
    console.log(
      `› ${db.label}: phase 1: ${CALM_REQUESTS} requests at concurrency ${CONCURRENCY}, SMTP down for the first ${SMTP_DOWN_REQUESTS}`,
    )
    const smtpUp = new Map([
      [
        SMTP_DOWN_REQUESTS + 1,
        () => smtp.up().then(() => console.log(`  … SMTP up after ${SMTP_DOWN_REQUESTS} requests`)),
      ],
    ])
    // Alike the second load run below by shape only: each run has its own settings.
    const load1 = await runLoad({
      base,
      total: CALM_REQUESTS,
      concurrency: CONCURRENCY,
      make: () => makeRequest(ctx, 'p1'),
      retry: (r) => retryOf(ctx, 'p1', r),
      at: smtpUp,
    })
    console.log(
      `  … ${load1.acknowledged.length} acknowledged in ${load1.seconds.toFixed(1)} s; waiting for the outbox`,
    )
    const drain1 = await waitForOutbox(
      db,
      smtp,
      new Set(load1.acknowledged.flatMap((r) => r.mails)),
      staffAddress,
    )
    const mails1 = checkMails(load1.acknowledged, smtp, staffAddress)
    const stored1 = storageProblems(load1, await storedMarkers(api))
    failures.push(...phaseFailures('phase 1', load1, stored1.problems, drain1.left))
    if (mails1.missing.length)
      failures.push(
        `phase 1: ${mails1.missing.length} expected mail(s) never arrived, e.g. ${mails1.missing.slice(0, 3).join(', ')}`,
      )
    if (mails1.duplicates || mails1.sameMessageId)
      failures.push(
        `phase 1: ${mails1.duplicates} duplicate mail(s) (${mails1.duplicateKeys.slice(0, 3).join(', ')}), ${mails1.sameMessageId} repeated Message-ID(s)`,
      )
    const phase1: PhaseSummary = phaseSummary(
      '1: SMTP down, then up',
      load1,
      stored1.stored,
      mails1,
      drain1.waitedMs,
      0,
    )

    // Phase 2: five kill -9 spread over the load, each followed by a restart on the same database.
    console.log(
      `› ${db.label}: phase 2: ${CRASH_REQUESTS} requests at concurrency ${CONCURRENCY}, kill -9 of next-server ${CRASHES} times`,
    )
    const mailsBefore2 = smtp.received.length
    let chain: Promise<unknown> = Promise.resolve()
    const crashes = new Map<number, () => Promise<unknown>>()
    for (let i = 1; i <= CRASHES; i++) {
      crashes.set(Math.round((CRASH_REQUESTS * i) / (CRASHES + 1)), () => {
        chain = chain.then(async () => {
          const { pids, downMs } = await server.crashAndRestart()
          console.log(
            `  … kill -9 ${pids.join(' ')} (#${i}); back after ${(downMs / 1000).toFixed(1)} s`,
          )
        })
        return chain
      })
    }
    const load2 = await runLoad({
      base,
      total: CRASH_REQUESTS,
      concurrency: CONCURRENCY,
      make: () => makeRequest(ctx, 'p2'),
      retry: (r) => retryOf(ctx, 'p2', r),
      at: crashes,
    })
    console.log(
      `  … ${load2.acknowledged.length} acknowledged in ${load2.seconds.toFixed(1)} s, ${server.restarts} restarts; waiting for the outbox`,
    )
    await api.login()
    const drain2 = await waitForOutbox(
      db,
      smtp,
      new Set(load2.acknowledged.flatMap((r) => r.mails)),
      staffAddress,
    )
    const mails2 = checkMails(load2.acknowledged, smtp, staffAddress, mailsBefore2)
    const stored2 = storageProblems(load2, await storedMarkers(api))
    failures.push(...phaseFailures('phase 2', load2, stored2.problems, drain2.left))
    if (server.restarts !== CRASHES)
      failures.push(`phase 2: ${server.restarts} restarts instead of ${CRASHES}`)
    if (mails2.missing.length)
      failures.push(
        `phase 2: ${mails2.missing.length} expected mail(s) never arrived, e.g. ${mails2.missing.slice(0, 3).join(', ')}`,
      )
    // A crash between the mail server's acceptance and the send's record resends that mail
    // (at-least-once), but as the same message: every extra copy must repeat its Message-ID.
    if (mails2.duplicates)
      console.log(
        `  … phase 2: ${mails2.duplicates} mail(s) resent after the crashes, ${mails2.sameMessageId} with the same Message-ID, e.g. ${mails2.duplicateKeys.slice(0, 3).join(', ')}`,
      )
    if (mails2.duplicates > mails2.sameMessageId)
      failures.push(
        `phase 2: ${mails2.duplicates - mails2.sameMessageId} duplicate mail(s) with a new Message-ID`,
      )
    const phase2 = phaseSummary(
      `2: ${CRASHES} × kill -9`,
      load2,
      stored2.stored,
      mails2,
      drain2.waitedMs,
      server.restarts,
    )

    failures.push(...seatProblems(seatsBefore, await seatBalance(api, ctx.dateIds)))
    const integrity = await db.integrity()
    failures.push(...integrity.map((problem) => `database integrity: ${problem}`))

    console.log(
      `› ${db.label}: waiting list: ${WAITING_LIST_SIGN_UPS} sign-ups, cancellations and acceptances, SMTP down for 70 % of the sign-ups`,
    )
    const waitingList = await runWaitingListLoad(
      base,
      api,
      smtp,
      ctx.dateIds[0],
      WAITING_LIST_SIGN_UPS,
    )
    printWaitingListFigures(db.label, waitingList.figures)
    failures.push(...waitingList.problems.slice(0, 20).map((problem) => `waiting list: ${problem}`))
    // The corpus counts the outbox: the phase's last mails leave first.
    const drainWaitingList = await waitForOutbox(db, smtp, new Set(), staffAddress)
    if (drainWaitingList.left.length)
      failures.push(`waiting list: outbox not drained: ${describeJobs(drainWaitingList.left)}`)

    console.log(`› ${db.label}: the bad-input corpus over HTTP`)
    const corpus = await runCorpus(base, api, db, ctx)
    failures.push(...corpus.problems.slice(0, 30).map((problem) => `corpus: ${problem}`))
    if (corpus.problems.length > 30)
      failures.push(`corpus: … and ${corpus.problems.length - 30} more`)
    keep = failures.length > 0
    return {
      label: db.label,
      phases: [phase1, phase2],
      corpus,
      integrity: integrity.length ? 'FAILED' : 'ok',
      failures,
      seconds: (performance.now() - started) / 1000,
    }
  } catch (error) {
    keep = true
    failures.push(`${db.label}: ${error instanceof Error ? error.stack : error}`)
    return {
      label: db.label,
      phases: [],
      corpus: null,
      integrity: '–',
      failures,
      seconds: (performance.now() - started) / 1000,
    }
  } finally {
    cleanups.splice(cleanups.indexOf(cleanup), 1)
    await cleanup()
  }
}

/**
 * A phase's failures: other answers than 2xx/503, lost requests, storage, and the outbox not
 * drained.
 */
function phaseFailures(
  phase: string,
  load: Awaited<ReturnType<typeof runLoad>>,
  storage: string[],
  jobsLeft: OutboxJob[],
): string[] {
  const failures = storage.map((problem) => `${phase}: ${problem}`)
  const byStatus = new Map<number, number>()
  for (const answer of load.unexpected)
    byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1)
  for (const [status, count] of byStatus)
    failures.push(
      `${phase}: ${count} answer(s) ${status}, e.g. ${load.unexpected.find((a) => a.status === status)!.text}`,
    )
  // A 503 is the app's deliberate answer to a locked database; a few are fine, many mean it cannot
  // keep up.
  if (load.busy > load.requests * MAX_BUSY_SHARE)
    failures.push(
      `${phase}: ${load.busy} busy answers (503), more than ${MAX_BUSY_SHARE * 100} % of the requests`,
    )
  if (load.givenUp)
    failures.push(`${phase}: ${load.givenUp} request(s) never answered in 90 s of retries`)
  if (jobsLeft.length) failures.push(`${phase}: outbox not drained: ${describeJobs(jobsLeft)}`)
  return failures
}
