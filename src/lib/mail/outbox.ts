import type { Payload } from 'payload'

import { withAdvisoryLock } from '@/lib/advisory-lock'
import { isPostgres, withWriteLock } from '@/lib/db'

const state = globalThis as typeof globalThis & {
  __outboxRunWaiting?: boolean
  __outboxSchedule?: NodeJS.Timeout
}
const MAIL_BATCH = 20
/** How often queued mails are looked at without a request that queued one: retries, restarts. */
export const OUTBOX_INTERVAL_MS = 15_000
/** Any fixed number: the PostgreSQL advisory lock every instance's outbox run takes. */
const OUTBOX_LOCK_KEY = 42_015_001

/**
 * Runs `task` while holding the outbox lock, or not at all when another run holds it (returns
 * null). Payload claims jobs by reading them and then marking them as processing, with no row
 * lock, so two runs at once (the cron and a request's run, or two instances on one PostgreSQL)
 * could both send the same mail. One run at a time rules that out. On PostgreSQL the lock is a
 * session advisory lock, released with the connection if the process dies; on SQLite (one
 * process) the write lock the run needs anyway.
 */
async function withOutboxLock<T>(payload: Payload, task: () => Promise<T>): Promise<T | null> {
  return isPostgres(payload)
    ? withAdvisoryLock(payload, OUTBOX_LOCK_KEY, task)
    : withWriteLock(payload, task)
}

/**
 * Jobs still marked as processing while we hold the outbox lock belong to a run that died
 * (a killed process): no other run can be going on. Payload would never pick them up again, so
 * their mails would be lost; they become due again instead. A mail whose send had already
 * succeeded is recorded in `sent-mails` and is then skipped by the task.
 */
async function releaseInterruptedJobs(payload: Payload): Promise<void> {
  await payload.db.updateMany({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'sendMail' } },
        { processing: { equals: true } },
        { completedAt: { exists: false } },
      ],
    },
    data: { processing: false },
    returning: false,
  })
}

/** One outbox run: up to MAIL_BATCH due mails, one after another. True when more may be due. */
export async function runOutbox(payload: Payload): Promise<boolean> {
  const more = await withOutboxLock(payload, async () => {
    state.__outboxRunWaiting = false
    await releaseInterruptedJobs(payload)
    const result = await payload.jobs.run({
      queue: 'default',
      limit: MAIL_BATCH,
      sequential: true,
      silent: { info: true },
    })
    return Object.keys(result.jobStatus ?? {}).length >= MAIL_BATCH
  })
  // Another instance holds the lock: it sends what is due, ours included, or the next tick does.
  if (more === null) state.__outboxRunWaiting = false
  return more === true
}

/**
 * Sends queued mails now instead of at the next tick; never awaited by the answer to the
 * visitor (a booking or a form submission).
 * While one run waits for the lock, further calls add nothing: that run will see their jobs.
 * Runs go in batches that give SQLite's write lock back to waiting bookings in between.
 */
export function sendQueuedMails(payload: Payload): void {
  if (state.__outboxRunWaiting) return
  state.__outboxRunWaiting = true
  runOutbox(payload)
    .then((more) => {
      if (more) sendQueuedMails(payload)
    })
    .catch((error: unknown) => {
      state.__outboxRunWaiting = false
      // The next tick retries whatever this run could not send.
      payload.logger.error({ err: error, msg: 'Sending queued mails failed' })
    })
}

/**
 * The outbox's own schedule (instead of Payload's job cron, which would bypass the outbox lock):
 * every OUTBOX_INTERVAL_MS, and once right away so that mails a restart interrupted leave now.
 */
export function startOutboxSchedule(getPayload: () => Promise<Payload>): void {
  if (state.__outboxSchedule) return
  const tick = () =>
    getPayload()
      .then(sendQueuedMails)
      .catch((error: unknown) => console.error('Mail outbox: Payload could not start', error))
  state.__outboxSchedule = setInterval(tick, OUTBOX_INTERVAL_MS)
  state.__outboxSchedule.unref()
  tick()
}
