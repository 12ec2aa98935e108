import { BUILD_CHECK_INTERVAL_MS, BUILD_ID_ENDPOINT } from './constants'

type Options = {
  /** The build the page in the browser came from. */
  current: string
  fetchBuildId: () => Promise<string | null>
  /** Called once, when the server answers another build id. */
  onStale: () => void
  intervalMs?: number
}

/**
 * Asks for the deployed build id every hour (3,600,000 ms) and reports the first answer that
 * differs from the page's own; failed or empty answers change nothing. Returns the function that
 * stops it.
 */
export function watchBuildId({
  current,
  fetchBuildId,
  onStale,
  intervalMs = BUILD_CHECK_INTERVAL_MS,
}: Options): () => void {
  let stopped = false
  const timer = setInterval(() => {
    fetchBuildId()
      .then((latest) => {
        if (stopped || !latest || latest === current) return
        stopped = true
        clearInterval(timer)
        onStale()
      })
      .catch(() => {
        // Offline or a server restart: try again at the next interval.
      })
  }, intervalMs)
  return () => {
    stopped = true
    clearInterval(timer)
  }
}

/** The build id the server answers at GET /api/build-id/, or null. */
export async function fetchDeployedBuildId(): Promise<string | null> {
  const response = await fetch(BUILD_ID_ENDPOINT, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  })
  if (!response.ok) return null
  const body = (await response.json()) as { buildId?: unknown }
  return typeof body.buildId === 'string' && body.buildId ? body.buildId : null
}
