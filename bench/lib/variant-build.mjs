import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { root } from '../../scripts/lib/build.mjs'

// The inputs of a build, as scripts/lib/build.mjs lists them for `.next`.
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
 * Builds a variant of the site into its own dist dir (next.config reads NEXT_DIST_DIR) with extra
 * build-time env, only when its BUILD_ID is missing or older than a source file. Throws on failure.
 */
export function ensureVariantBuild(distDir, env) {
  const buildId = path.join(root, distDir, 'BUILD_ID')
  const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0
  if (built && !SOURCES.some((source) => newestMtime(path.join(root, source)) > built)) {
    console.log(`› ${distDir} is up to date`)
    return false
  }
  console.log(`› Building the variant into ${distDir} (next build, several minutes on a busy machine) …`)
  const result = spawnSync(path.join(root, 'node_modules/.bin/next'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) throw new Error(`next build of ${distDir} failed (exit ${result.status})`)
  return true
}
