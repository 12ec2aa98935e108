import { createRateLimiter, type RateLimiter } from '@/lib/rate-limit'

const WINDOW_MS = 10 * 60_000

// Kept on globalThis so that a dev-server reload does not start every window afresh.
const state = globalThis as typeof globalThis & { __formRateLimiters?: Map<string, RateLimiter> }
const limiters = (state.__formRateLimiters ??= new Map<string, RateLimiter>())

/** The per-address limiter of one endpoint: at most `limit` accepted requests per 10 minutes. */
export function formRateLimiter(endpoint: string, limit: number): RateLimiter {
  let limiter = limiters.get(endpoint)
  if (!limiter) {
    limiter = createRateLimiter({ limit, windowMs: WINDOW_MS })
    limiters.set(endpoint, limiter)
  }
  return limiter
}

/** For tests: fresh windows on every form endpoint. */
export function resetFormRateLimits(): void {
  for (const limiter of limiters.values()) limiter.reset()
}
