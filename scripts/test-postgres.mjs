#!/usr/bin/env node
// `npm run test:postgres`: the integration suite against a local PostgreSQL server. Starts the
// Debian cluster when it is not running and creates the test role; each test file then gets a
// database of its own (tests/helpers/int-env.ts), dropped again at the end.
import { spawnSync } from 'node:child_process'

import { ensureLocalPostgres, psql } from './lib/postgres.mjs'

const explicitServer = Boolean(process.env.TEST_POSTGRES_URL)
const adminUrl =
  process.env.TEST_POSTGRES_URL || 'postgres://seminar_test:seminar_test@127.0.0.1:5432/postgres'

/** Removes the per-file databases this run created, so repeated runs do not pile them up. */
function dropTestDatabases() {
  const names = psql(
    "SELECT datname FROM pg_database WHERE datname LIKE 'seminar\\_test\\_%'",
    '-qtA',
  )
  for (const name of names.split('\n').filter(Boolean)) psql(`DROP DATABASE IF EXISTS "${name}";`)
}

if (!explicitServer) {
  try {
    ensureLocalPostgres()
  } catch (error) {
    console.error(`✖ ${error.message}, or set TEST_POSTGRES_URL.`)
    process.exit(1)
  }
}
const result = spawnSync('node_modules/.bin/vitest', ['run', '--project', 'int'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_POSTGRES_URL: adminUrl },
})
if (!explicitServer) dropTestDatabases()
process.exit(result.status ?? 1)
