import type { Payload } from 'payload'

import { RETENTION_INTERVAL_MS, RETENTION_START_DELAY_MS } from './constants'
import { runRetention } from './run'

const state = globalThis as typeof globalThis & { __retentionSchedule?: NodeJS.Timeout }

/** One scheduled run; its result goes to the log, never to a visitor. */
async function tick(getPayload: () => Promise<Payload>): Promise<void> {
  const payload = await getPayload()
  const report = await runRetention(payload)
  const changed = Object.entries(report?.changed ?? {}).filter(([, count]) => count > 0)
  if (changed.length)
    payload.logger.info({
      msg: `Retention: ${changed.map(([name, count]) => `${name} ${count}`).join(', ')}`,
    })
}

/**
 * Applies the retention periods in a running server, started where the outbox is
 * (src/instrumentation.ts, only when the process runs jobs: not in builds, scripts or tests):
 * once a minute after the start, then daily. A server restarted more often than daily still runs
 * it at every start. With several instances, one run at a time does the work (lock.ts).
 */
export function startRetentionSchedule(getPayload: () => Promise<Payload>): void {
  if (state.__retentionSchedule) return
  const run = () =>
    tick(getPayload).catch((error: unknown) => console.error('Retention run failed', error))
  state.__retentionSchedule = setTimeout(() => {
    run()
    state.__retentionSchedule = setInterval(run, RETENTION_INTERVAL_MS)
    state.__retentionSchedule.unref()
  }, RETENTION_START_DELAY_MS)
  state.__retentionSchedule.unref()
}
