import { env } from './env'

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

export type RateLimiter = { hit(key: string, now?: number): RateLimitResult; reset(): void }

/**
 * An in-memory sliding-window limit: at most `limit` hits per `windowMs` for each key. Good for
 * one server process; several processes each keep their own count.
 */
export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
}: {
  limit: number
  windowMs: number
  maxKeys?: number
}): RateLimiter {
  const hits = new Map<string, number[]>()

  function prune(now: number): void {
    for (const [key, times] of hits) {
      if (times[times.length - 1] <= now - windowMs) hits.delete(key)
    }
  }

  return {
    hit(key, now = Date.now()) {
      const recent = (hits.get(key) ?? []).filter((time) => time > now - windowMs)
      if (recent.length >= limit) {
        hits.set(key, recent)
        return {
          ok: false,
          retryAfterSeconds: Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000)),
        }
      }
      recent.push(now)
      hits.set(key, recent)
      // Bound the memory a flood of distinct addresses can take.
      if (hits.size > maxKeys) prune(now)
      return { ok: true }
    },
    reset() {
      hits.clear()
    },
  }
}

/**
 * The address a request comes from. `next start` puts the socket address into X-Forwarded-For only
 * when the request has none, and a client can send one of its own; so without a trusted proxy the
 * server drops what the client sent before Next sees it (src/lib/request-edge.ts), and the header
 * holds the socket address alone. Each trusted proxy appends the address it saw, so behind
 * `trustedProxies` of them the client is the entry that many places from the end: what the
 * outermost one saw. Anything before it is whatever the client claimed (docs/decisions/0017).
 */
export function clientAddress(request: Request, trustedProxies: number = env.TRUST_PROXY): string {
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const index = Math.max(0, forwarded.length - Math.max(1, trustedProxies))
  return forwarded[index] || 'unknown'
}
