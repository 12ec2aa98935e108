import { afterAll, beforeEach } from 'vitest'

import { resetFormRateLimits } from '@/features/forms/server/rate-limits'

/**
 * Each test of the calling file starts with the rate limits off (a test about them switches them
 * on) and with fresh counters; the file leaves the switch as it found it.
 */
export function rateLimitsOffForEachTest(): void {
  beforeEach(() => {
    process.env.RATE_LIMIT = 'off'
    resetFormRateLimits()
  })
  afterAll(() => {
    delete process.env.RATE_LIMIT
  })
}
