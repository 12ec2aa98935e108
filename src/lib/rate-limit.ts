import { env } from './env'

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

export type RateLimiter = { hit(key: string, now?: number): RateLimitResult; reset(): void }

/**
 * An in-memory sliding-window limit: at most `limit` hits per `windowMs` for each key. Good for
 * one server process; several processes each keep their own count.
 */
export function createRateLimiter({ limit, windowMs, maxKeys = 10_000 }: { limit: number; windowMs: number; maxKeys?: number }): RateLimiter {
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
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000)) }
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
 * The address a request comes from, as far as a route handler can know it. `next start` fills
 * X-Forwarded-For with the socket address only when the request has none, so:
 * - behind a proxy we trust (TRUST_PROXY=true), the first address is the client the proxy saw first;
 * - otherwise the last entry is the one closest to us (the socket address when the client sent none).
 */
export function clientAddress(request: Request, trustProxy: boolean = env.TRUST_PROXY): string {
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const address = trustProxy ? forwarded[0] : forwarded[forwarded.length - 1]
  return address || request.headers.get('x-real-ip')?.trim() || 'unknown'
}
