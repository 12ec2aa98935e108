/**
 * `npm run retention`: applies the retention periods now (docs/decisions/0019), as every running
 * server does once a day, and prints what it deleted. Safe while the site runs: on PostgreSQL a run
 * that finds another one going on does nothing; on SQLite each small batch waits for the site's
 * writes (busy timeout) and a batch that cannot get the file is left to the next run.
 */
// First: the .env files must be in process.env before src/lib/env.ts and the config are evaluated.
import './lib/load-env.mjs'

import { getPayload } from 'payload'

import { runRetention } from '../src/features/retention/run'
import config from '../src/payload.config'
import { runMain } from './lib/run-main'

async function main(): Promise<number> {
  const payload = await getPayload({ config })
  const report = await runRetention(payload)
  if (!report) {
    console.log('Another retention run is going on (another instance); nothing done.')
    return 0
  }
  for (const [name, count] of Object.entries(report.changed))
    console.log(`${String(count).padStart(6)}  ${name}`)
  for (const name of report.failed)
    console.error(`failed  ${name} (see the log above; the next run tries again)`)
  return report.failed.length ? 1 : 0
}

runMain(main)
