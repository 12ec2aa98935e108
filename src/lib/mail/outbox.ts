import type { Payload } from 'payload'

import { withWriteLock } from '@/lib/db'

const state = globalThis as typeof globalThis & { __outboxRunWaiting?: boolean }
const MAIL_BATCH = 20

/**
 * Sends queued mails now instead of at the next cron tick; never awaited by the answer to the
 * visitor (a booking or a form submission).
 * While one run waits for the write lock, further calls add nothing: that run will see their jobs.
 * Jobs run one after another (in parallel they would collide on SQLite's write lock), in batches
 * that give the lock back to waiting bookings in between.
 */
export function sendQueuedMails(payload: Payload): void {
  if (state.__outboxRunWaiting) return
  state.__outboxRunWaiting = true
  withWriteLock(payload, async () => {
    state.__outboxRunWaiting = false
    const result = await payload.jobs.run({ queue: 'default', limit: MAIL_BATCH, sequential: true, silent: { info: true } })
    return Object.keys(result.jobStatus ?? {}).length >= MAIL_BATCH
  })
    .then((more) => {
      if (more) sendQueuedMails(payload)
    })
    .catch((error: unknown) => {
      state.__outboxRunWaiting = false
      // The cron retries whatever this run could not send.
      payload.logger.error({ err: error, msg: 'Sending queued mails failed' })
    })
}
