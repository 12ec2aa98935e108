/**
 * `npm run migrate`: applies the committed migrations the database has not run yet, and nothing
 * else (never seeds, never builds). The deployment step runs it once before the instances start
 * (docs/DEPLOY.md "Migrations once").
 */
// First: the .env files must be in process.env before src/lib/env.ts and the config are evaluated.
import './lib/load-env.mjs'

import { getPayload } from 'payload'

import { env } from '../src/lib/env'
import config from '../src/payload.config'
import { migrate } from './lib/migrate'
import { runMain } from './lib/run-main'

async function main(): Promise<number> {
  // A pushed schema (npm run dev) has no migration history to continue; opening it here would push
  // again.
  if (env.pushSchema) {
    console.error(
      '✖ PAYLOAD_PUSH_SCHEMA is set: that is the dev set-up, whose schema is pushed, not migrated. Unset it to migrate a database.',
    )
    return 1
  }
  const payload = await getPayload({ config })
  const ran = await migrate(payload)
  // With NODE_ENV=production the adapter may already have run them while connecting
  // (prodMigrations).
  console.log(
    ran.length
      ? `✔ Applied ${ran.length} migration(s); the schema is up to date.`
      : '✔ The schema is up to date.',
  )
  return 0
}

runMain(main)
