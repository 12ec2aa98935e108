import { spawn } from 'node:child_process'

import { waitForServer } from '../../scripts/lib/server.mjs'

/**
 * The site a measurement reads: BENCH_URL when given, otherwise the production build on a fresh
 * seeded database (scripts/e2e-server.mjs) started on `port`. `stop()` ends a server it started.
 */
export async function benchSite(port) {
  const given = process.env.BENCH_URL
  if (given) return { base: given, stop: () => {} }
  const base = `http://localhost:${port}`
  const server = spawn('node', ['scripts/e2e-server.mjs'], {
    env: { ...process.env, E2E_PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  })
  await waitForServer(`${base}/`, 180_000)
  return { base, stop: () => process.kill(-server.pid, 'SIGTERM') }
}
