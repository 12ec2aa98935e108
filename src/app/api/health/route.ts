import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/** How long the database may take before the instance counts as not ready. */
export const HEALTH_TIMEOUT_MS = 2_000

const NO_STORE = { 'Cache-Control': 'no-store' }

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/**
 * GET /api/health/: the readiness check for a load balancer or process manager. 200 when this
 * instance reads its database within two seconds, 503 otherwise; never cached. Unlike `/`, which
 * nginx or the page cache may answer while the database is down, this asks the database every
 * time, with the cheapest query there is (the migrations table's row count). Failures are not
 * logged: a check every few seconds would flood the log during an outage that the 503 reports.
 */
export async function GET(): Promise<Response> {
  const started = Date.now()
  try {
    await withTimeout(
      getPayloadClient().then((payload) => payload.count({ collection: 'payload-migrations' })),
      HEALTH_TIMEOUT_MS,
    )
    return Response.json(
      { status: 'ok', database: 'ok', ms: Date.now() - started },
      { headers: NO_STORE },
    )
  } catch {
    return Response.json(
      { status: 'error', database: 'unreachable' },
      { status: 503, headers: NO_STORE },
    )
  }
}
