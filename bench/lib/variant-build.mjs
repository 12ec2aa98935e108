import { buildIsStale, runNextBuild } from '../../scripts/lib/build.mjs'

/**
 * Builds a variant of the site into its own dist dir (next.config reads NEXT_DIST_DIR) with extra
 * build-time env, only when its build is missing or older than a source file. Throws on failure.
 */
export function ensureVariantBuild(distDir, env) {
  if (!buildIsStale(distDir)) {
    console.log(`› ${distDir} is up to date`)
    return false
  }
  console.log(
    `› Building the variant into ${distDir} (next build, several minutes on a busy machine) …`,
  )
  const status = runNextBuild({ ...env, NEXT_DIST_DIR: distDir })
  if (status !== 0) throw new Error(`next build of ${distDir} failed (exit ${status})`)
  return true
}
