import type { LoadRequest } from './requests'

/** What one load phase did: every request's fate and the answers' figures. */
export type LoadResult = {
  requests: number
  attempts: number
  /** Answered 2xx: must be stored. */
  acknowledged: LoadRequest[]
  /** Sent but never answered (the connection dropped): may or may not be stored, at most once. */
  unanswered: LoadRequest[]
  busy: number
  /** Connection errors that were retried. */
  connectionErrors: number
  /** Requests given up after retrying for RETRY_LIMIT_MS. */
  givenUp: number
  /** Any other answer (4xx but 503, 5xx): each one fails the test. */
  unexpected: { status: number; path: string; text: string }[]
  latencies: number[]
  seconds: number
}

export type LoadOptions = {
  base: string
  total: number
  concurrency: number
  make: () => LoadRequest
  /** The request to send after a lost answer. */
  retry: (request: LoadRequest) => LoadRequest
  /**
   * Called (not awaited) when the n-th request is about to be sent; awaited before the phase ends.
   */
  at?: Map<number, () => Promise<unknown>>
}

const RETRY_DELAY_MS = 200
const RETRY_LIMIT_MS = 90_000
const ATTEMPT_TIMEOUT_MS = 60_000
const PROGRESS_EVERY_MS = 15_000

/**
 * `concurrency` clients sending `total` requests back to back; a client whose connection fails
 * sends again.
 */
export async function runLoad({
  base,
  total,
  concurrency,
  make,
  retry,
  at = new Map(),
}: LoadOptions): Promise<LoadResult> {
  const result: LoadResult = {
    requests: 0,
    attempts: 0,
    acknowledged: [],
    unanswered: [],
    busy: 0,
    connectionErrors: 0,
    givenUp: 0,
    unexpected: [],
    latencies: [],
    seconds: 0,
  }
  const hooks: Promise<unknown>[] = []
  const started = performance.now()

  const send = async (first: LoadRequest) => {
    let request = first
    const since = Date.now()
    for (;;) {
      result.attempts++
      const sent = performance.now()
      try {
        const response = await fetch(`${base}${request.path}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Origin: base,
            'Sec-Fetch-Site': 'same-origin',
          },
          body: request.body,
          signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
        })
        const text = await response.text()
        if (response.ok) {
          result.acknowledged.push(request)
          result.latencies.push(performance.now() - sent)
        } else if (response.status === 503) result.busy++
        else
          result.unexpected.push({
            status: response.status,
            path: request.path,
            text: text.slice(0, 200),
          })
        return
      } catch {
        // No answer: the server died under the request, or is not back yet.
        result.connectionErrors++
        result.unanswered.push(request)
        if (Date.now() - since > RETRY_LIMIT_MS) {
          result.givenUp++
          return
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS))
        request = retry(request)
      }
    }
  }

  const progress = setInterval(() => {
    const seconds = (performance.now() - started) / 1000
    console.log(
      `  … ${result.requests}/${total} sent, ${result.acknowledged.length} acknowledged (${(result.acknowledged.length / seconds).toFixed(0)}/s), ${result.busy} busy, ${result.connectionErrors} connection errors`,
    )
  }, PROGRESS_EVERY_MS)
  const client = async () => {
    while (result.requests < total) {
      const n = ++result.requests
      const hook = at.get(n)
      if (hook) hooks.push(hook())
      await send(make())
    }
  }
  try {
    await Promise.all(Array.from({ length: concurrency }, client))
    await Promise.all(hooks)
  } finally {
    clearInterval(progress)
  }
  result.seconds = (performance.now() - started) / 1000
  // A booking retried with its key and then answered is acknowledged, not lost.
  const acknowledged = new Set(result.acknowledged)
  result.unanswered = [...new Set(result.unanswered)].filter(
    (request) => !acknowledged.has(request),
  )
  return result
}

/** The p-th percentile (0–100) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}
