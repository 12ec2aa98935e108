import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { prepareDatabase, root } from '../../scripts/lib/build.mjs'
import { startNextServer, waitForServer } from '../../scripts/lib/server.mjs'

/**
 * A benchmark's own site: a temporary VAR_DIR with a freshly seeded database (SQLite, or the
 * empty PostgreSQL database BENCH_DATABASE_URL names), served by the existing production build.
 * `prepare()` seeds, `start()` serves, `stop()` ends the server and removes the folder
 * (BENCH_KEEP=1 keeps it). `varDir` names a folder seeded before instead (it is kept).
 */
export function freshSite(name, defaultPort, extraEnv = {}, { varDir: seededDir } = {}) {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    console.error(
      '✖ No production build: run `npm run build` first (this benchmark does not build).',
    )
    process.exit(1)
  }
  const port = Number(process.env.BENCH_PORT || defaultPort)
  const base = `http://localhost:${port}`
  const varDir = seededDir ?? mkdtempSync(path.join(tmpdir(), `seminar-bench-${name}-`))
  const env = {
    ...process.env,
    VAR_DIR: varDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL || `file:${path.join(varDir, 'data.db')}`,
    SITE_URL: base,
    NODE_ENV: 'production',
    DEMO_CONTENT: 'true',
    ...extraEnv,
  }
  let server = null
  return {
    base,
    env,
    varDir,
    root,
    prepare() {
      console.log(`› Seeding a fresh database in ${varDir}`)
      prepareDatabase(env)
    },
    async start() {
      server = startNextServer({ port, host: 'localhost', env, stdio: 'ignore' })
      await waitForServer(`${base}/`, 120_000)
    },
    stop() {
      if (server) server.kill('SIGTERM')
      if (!process.env.BENCH_KEEP && !seededDir) rmSync(varDir, { recursive: true, force: true })
    },
  }
}
