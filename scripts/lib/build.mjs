import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { SEED_RESULT_FILE, seedResultFile } from './seed-result.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const SOURCES = ['src', 'messages', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs']

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

/**
 * True when there is no production build in `distDir` or a source file changed after it was made.
 * Other dist dirs hold variants of the site (next.config reads NEXT_DIST_DIR), built by the bench.
 */
export function buildIsStale(distDir = '.next') {
  const buildId = path.join(root, distDir, 'BUILD_ID')
  if (!existsSync(buildId)) return true
  const built = statSync(buildId).mtimeMs
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built)
}

/** Runs `next build` with `env` on top of this process's; returns its exit status. */
export function runNextBuild(env = {}) {
  const result = spawnSync(path.join(root, 'node_modules/.bin/next'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  return result.status
}

/** Runs `next build` when needed; exits the process if the build fails. */
export function ensureBuild({ force = false } = {}) {
  if (!force && !buildIsStale()) return false
  console.log('› Building the site (next build) – this takes a minute or two on first start …')
  const status = runNextBuild()
  if (status !== 0) {
    console.error('✖ next build failed')
    process.exit(status ?? 1)
  }
  return true
}

/** Node's exit code for a process that ended while a top-level await was still pending. */
const UNSETTLED_START = 13

/**
 * Applies migrations and seeds the demo content when the database is empty (unless DEMO_CONTENT is
 * false); returns what the seed reported (`seeded`: this run created the demo logins). A seed
 * process that ended while still loading its modules (exit 13, seen once in CI, silent, not reproducible here;
 * tsx's loader is known to stall now and then, as payloadcms/payload#17757 reports for
 * `payload run`) is run once more, after `beforeRetry` (which may empty the database again).
 */
export function prepareDatabase(env = process.env, { beforeRetry } = {}) {
  const result = seedResultFile()
  for (let attempt = 1; ; attempt++) {
    const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/seed.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, NODE_ENV: env.NODE_ENV ?? 'production', [SEED_RESULT_FILE]: result.file },
    })
    if (run.status === 0) return result.read()
    if (run.status === UNSETTLED_START && attempt === 1) {
      console.error('! preparing the database ended during start-up (exit 13); trying once more')
      beforeRetry?.()
      continue
    }
    result.read() // removes its temporary folder
    console.error(`✖ preparing the database failed (exit ${run.status ?? run.signal})`)
    process.exit(run.status ?? 1)
  }
}

export { root }
