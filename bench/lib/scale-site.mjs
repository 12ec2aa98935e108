// The sites bench/scale.mjs measures: the demo seeded once per dialect, then copied and grown to
// each size (bench/fixtures/multiply-catalogue.ts), and a production server started on the copy.
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { prepareDatabase, root } from '../../scripts/lib/build.mjs'
import { ensureLocalPostgres, psql, TEST_ROLE_URL } from '../../scripts/lib/postgres.mjs'
import { startNextServer } from '../../scripts/lib/server.mjs'
import { TSX, tsxArgs } from '../../scripts/lib/tsx.mjs'

const DATABASE = process.env.BENCH_SCALE_DATABASE || 'seminar_scale'
const TEMPLATE = `${DATABASE}_demo`

function envFor(varDir, databaseUrl, port) {
  return {
    ...process.env,
    VAR_DIR: varDir,
    DATABASE_URL: databaseUrl,
    SITE_URL: `http://localhost:${port}`,
    NODE_ENV: 'production',
    DEMO_CONTENT: 'true',
    // Bookings from one address in a few seconds: the per-client limit would stop the bench.
    RATE_LIMIT: 'off',
  }
}

/**
 * The seeded demo of a dialect, made once per run: a SQLite file, or a PostgreSQL database that
 * serves as the template of each size's database.
 */
export function seedDemo(dialect, port) {
  const varDir = mkdtempSync(path.join(tmpdir(), `seminar-scale-${dialect}-`))
  let databaseUrl = `file:${path.join(varDir, 'demo.db')}`
  if (dialect === 'postgres') {
    ensureLocalPostgres()
    psql(
      `DROP DATABASE IF EXISTS "${TEMPLATE}" WITH (FORCE); CREATE DATABASE "${TEMPLATE}" OWNER seminar_test;`,
    )
    databaseUrl = `${TEST_ROLE_URL}/${TEMPLATE}`
  }
  console.log(`› ${dialect}: seeding the demo`)
  prepareDatabase(envFor(varDir, databaseUrl, port))
  return { dialect, varDir, databaseUrl }
}

/** A copy of the demo grown to `size` times; returns the environment a server on it needs. */
export function growCopy(demo, size, port) {
  let databaseUrl = `file:${path.join(demo.varDir, `scale-${size}.db`)}`
  if (demo.dialect === 'postgres') {
    psql(
      `DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE); CREATE DATABASE "${DATABASE}" TEMPLATE "${TEMPLATE}" OWNER seminar_test;`,
    )
    databaseUrl = `${TEST_ROLE_URL}/${DATABASE}`
  } else {
    for (const file of readdirSync(demo.varDir))
      if (file.startsWith('scale-')) rmSync(path.join(demo.varDir, file))
    copyFileSync(path.join(demo.varDir, 'demo.db'), databaseUrl.slice('file:'.length))
  }
  const env = envFor(demo.varDir, databaseUrl, port)
  const grown = spawnSync(TSX, tsxArgs('bench/fixtures/multiply-catalogue.ts', [String(size)]), {
    cwd: root,
    env,
    encoding: 'utf8',
  })
  if (grown.status !== 0) throw new Error(`growing to ${size}× failed:\n${grown.stderr}`)
  const summary = grown.stdout.trim().split('\n').at(-1)
  console.log(`› ${demo.dialect}: ${summary}`)
  return { env, summary }
}

/** Removes a dialect's demo (folder, template database). */
export function dropDemo(demo) {
  if (process.env.BENCH_KEEP) return
  rmSync(demo.varDir, { recursive: true, force: true })
  if (demo.dialect === 'postgres')
    psql(
      `DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE); DROP DATABASE IF EXISTS "${TEMPLATE}" WITH (FORCE);`,
    )
}

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
export function treeRss(pid) {
  const children = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
    } catch {
      // ended meanwhile
    }
  }
  let total = 0
  const visit = (id) => {
    const status = existsSync(`/proc/${id}/status`)
      ? readFileSync(`/proc/${id}/status`, 'utf8')
      : ''
    total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024
    for (const child of children.get(id) ?? []) visit(child)
  }
  visit(pid)
  return total
}

/**
 * Starts `next start` on `env` and waits for GET /api/health/ to answer 200; returns the server,
 * the milliseconds from spawn to that answer, and `stop()`.
 */
export async function startServer(env, port) {
  const base = `http://localhost:${port}`
  const started = performance.now()
  const child = startNextServer({ port, host: 'localhost', env, stdio: 'ignore' })
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start ended with ${child.exitCode}`)
    try {
      const response = await fetch(`${base}/api/health/`)
      if (response.status === 200)
        return { base, pid: child.pid, startMs: performance.now() - started, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`${base}/api/health/ gave no 200 within 180 s`)
}
