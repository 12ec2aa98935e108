import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const BUILD_ID = path.join(root, '.next', 'BUILD_ID')
const SOURCES = ['src', 'messages', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs']

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

/** True when there is no production build or a source file changed after it was made. */
export function buildIsStale() {
  if (!existsSync(BUILD_ID)) return true
  const built = statSync(BUILD_ID).mtimeMs
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built)
}

/** Runs `next build` when needed; exits the process if the build fails. */
export function ensureBuild({ force = false } = {}) {
  if (!force && !buildIsStale()) return false
  console.log('› Building the site (next build) – this takes a minute or two on first start …')
  const result = spawnSync(path.join(root, 'node_modules/.bin/next'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) {
    console.error('✖ next build failed')
    process.exit(result.status ?? 1)
  }
  return true
}

/** Applies migrations and seeds the demo content when the database is empty. */
export function prepareDatabase(env = process.env) {
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/seed.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, NODE_ENV: env.NODE_ENV ?? 'production' },
  })
  if (result.status !== 0) {
    console.error('✖ preparing the database failed')
    process.exit(result.status ?? 1)
  }
}

export { root }
