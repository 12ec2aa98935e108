import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { SEED_RESULT_FILE, seedResultFile } from './seed-result.mjs'
import { TSX, tsxArgs } from './tsx.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const SOURCES = [
  'src',
  'messages',
  'public',
  'next.config.ts',
  'package-lock.json',
  'postcss.config.mjs',
]

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)))
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

/**
 * Applies migrations and seeds the demo content when the database is empty (unless DEMO_CONTENT is
 * false); returns what the seed reported (`seeded`: this run created the demo logins).
 */
export function prepareDatabase(env = process.env) {
  const result = seedResultFile()
  const run = spawnSync(TSX, tsxArgs('scripts/seed.ts'), {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, NODE_ENV: env.NODE_ENV ?? 'production', [SEED_RESULT_FILE]: result.file },
  })
  if (run.status === 0) return result.read()
  result.read() // removes its temporary folder
  console.error(`✖ preparing the database failed (exit ${run.status ?? run.signal})`)
  process.exit(run.status ?? 1)
}

export { root }
