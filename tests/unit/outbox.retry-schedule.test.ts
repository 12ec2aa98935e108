import type { TaskConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { mailRetryWindowMs, sendMailTask } from '@/lib/mail/sendMailTask'

type RetryConfig = Exclude<TaskConfig['retries'], number | undefined>

const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * The waits Payload puts between the tries of a task (queues/errors/calculateBackoffWaitUntil):
 * after the n-th failed try (n from 0) it waits 2^n × delay, or delay when fixed.
 */
function waits(retries: RetryConfig): number[] {
  const delay = retries.backoff?.delay ?? 0
  return Array.from({ length: retries.attempts ?? 0 }, (_, tried) =>
    retries.backoff?.type === 'exponential' ? 2 ** tried * delay : delay,
  )
}

describe('mail outbox retry schedule', () => {
  const retries = sendMailTask.retries as RetryConfig

  it('keeps retrying a mail through an SMTP outage of three days', () => {
    const total = waits(retries).reduce((sum, wait) => sum + wait, 0)
    expect(total).toBeGreaterThanOrEqual(3 * DAY)
    expect(mailRetryWindowMs()).toBe(total)
  })

  it('retries a short hiccup within seconds, not minutes', () => {
    expect(waits(retries)[0]).toBeLessThanOrEqual(30_000)
    expect(
      waits(retries)
        .slice(0, 4)
        .reduce((sum, wait) => sum + wait, 0),
    ).toBeLessThan(5 * 60_000)
  })

  it('gives up within a week, so a broken address does not stay queued forever', () => {
    expect(waits(retries).reduce((sum, wait) => sum + wait, 0)).toBeLessThan(7 * DAY)
  })
})
