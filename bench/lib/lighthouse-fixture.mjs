// The Lighthouse floor: a trivial Next.js app (bench/fixtures/trivial-next) of the same Next and
// React version as the site, resolved from the repository's node_modules. Built into its own .next
// inside the fixture folder (never the site's), only when missing or older than its sources.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { root } from '../../scripts/lib/build.mjs'
import { waitForServer } from '../../scripts/lib/server.mjs'

const FIXTURE = 'bench/fixtures/trivial-next'
const fixtureDir = path.join(root, FIXTURE)
const next = path.join(root, 'node_modules/.bin/next')
const SOURCES = ['app', 'instrumentation.ts', 'proxy.ts', 'next.config.mjs', 'tsconfig.json']

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(target).map((entry) => newestMtime(path.join(target, entry))),
  )
}

/**
 * Builds the fixture app when it has no build or a source changed since; throws when the build
 * fails.
 */
export function ensureFixtureBuild() {
  const buildId = path.join(fixtureDir, '.next', 'BUILD_ID')
  const stale =
    !existsSync(buildId) ||
    SOURCES.some((source) => newestMtime(path.join(fixtureDir, source)) > statSync(buildId).mtimeMs)
  if (!stale) return
  console.log(`› Building the floor fixture (next build ${FIXTURE}) …`)
  const result = spawnSync(next, ['build', FIXTURE], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) throw new Error(`next build ${FIXTURE} failed (exit ${result.status})`)
}

/** Serves the built fixture with `next start` on the port; returns { base, stop }. */
export async function startFixture(port) {
  const base = `http://localhost:${port}`
  // Own process group, so stop() also ends anything next start spawns.
  const child = spawn(next, ['start', FIXTURE, '-p', String(port), '-H', 'localhost'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  try {
    await waitForServer(`${base}/`, 60_000)
  } catch (error) {
    stop()
    throw error
  }
  return { base, stop }
}
