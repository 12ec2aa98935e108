/**
 * `npm run test:reliability` (issue 9 §2), started by scripts/test-reliability.mjs: the whole
 * reliability run on SQLite, then on PostgreSQL (RELIABILITY_SQLITE_ONLY=1 skips it), one summary
 * table per database; exits non-zero on any failed assertion.
 */
import path from 'node:path'

import { postgresDatabase, sqliteDatabase } from './database'
import { cleanups, runOnDatabase } from './run'
import { printSummary, type RunSummary } from './summary'

const PORTS = { sqlite: { http: 3400, smtp: 2600 }, postgres: { http: 3401, smtp: 2601 } }

let stopping = false
async function cleanUpAndExit(code: number): Promise<never> {
  if (!stopping) {
    stopping = true
    for (const cleanup of cleanups.splice(0).reverse())
      await Promise.resolve(cleanup()).catch(() => undefined)
  }
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void cleanUpAndExit(130))
// Whatever breaks, the servers this run started must not outlive it.
for (const event of ['uncaughtException', 'unhandledRejection'] as const)
  process.on(event, (error: unknown) => {
    console.error(`✖ ${error instanceof Error ? error.stack : error}`)
    void cleanUpAndExit(1)
  })

const started = performance.now()
const runs: RunSummary[] = []
runs.push(
  await runOnDatabase(async (varDir) => sqliteDatabase(path.join(varDir, 'data.db')), PORTS.sqlite),
)
printSummary(runs[0])
if (process.env.RELIABILITY_SQLITE_ONLY === '1') {
  console.log('\n! RELIABILITY_SQLITE_ONLY=1: PostgreSQL skipped')
} else {
  runs.push(await runOnDatabase(() => postgresDatabase(), PORTS.postgres))
  printSummary(runs[1])
}
const failed = runs.some((run) => run.failures.length > 0)
console.log(
  `\n${failed ? '✖ Reliability run FAILED' : '✔ Reliability run passed'} (${runs.map((run) => run.label).join(', ')}) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
)
await cleanUpAndExit(failed ? 1 : 0)
