#!/usr/bin/env node
// `npm run test:postgres`: the integration suite against a local PostgreSQL server. Starts the
// Debian cluster when it is not running and creates the test role; each test file then gets a
// database of its own (tests/helpers/int-env.ts), dropped again at the end.
import { execSync, spawnSync } from 'node:child_process'

const explicitServer = Boolean(process.env.TEST_POSTGRES_URL)
const adminUrl = process.env.TEST_POSTGRES_URL || 'postgres://seminar_test:seminar_test@127.0.0.1:5432/postgres'

/** Runs SQL as the postgres superuser through psql (local Debian cluster only). */
function psql(sql, flags = '-q') {
  const result = spawnSync('su', ['postgres', '-c', `psql -v ON_ERROR_STOP=1 ${flags}`], { input: sql })
  if (result.status !== 0) throw new Error(result.stderr?.toString() || 'psql failed')
  return result.stdout.toString().trim()
}

function ensureLocalServer() {
  let clusters = ''
  try {
    clusters = execSync('pg_lsclusters --no-header').toString().trim()
  } catch {
    console.error('✖ PostgreSQL is not installed (apt-get install postgresql), or set TEST_POSTGRES_URL.')
    process.exit(1)
  }
  const [version, name, , status] = clusters.split('\n')[0].split(/\s+/)
  if (status !== 'online') execSync(`pg_ctlcluster ${version} ${name} start`)
  psql(
    "DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'seminar_test') THEN " +
      "CREATE ROLE seminar_test LOGIN PASSWORD 'seminar_test' CREATEDB; END IF; END $$;",
  )
}

/** Removes the per-file databases this run created, so repeated runs do not pile them up. */
function dropTestDatabases() {
  const names = psql("SELECT datname FROM pg_database WHERE datname LIKE 'seminar\\_test\\_%'", '-qtA')
  for (const name of names.split('\n').filter(Boolean)) psql(`DROP DATABASE IF EXISTS "${name}";`)
}

if (!explicitServer) ensureLocalServer()
const result = spawnSync('node_modules/.bin/vitest', ['run', '--project', 'int'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_POSTGRES_URL: adminUrl },
})
if (!explicitServer) dropTestDatabases()
process.exit(result.status ?? 1)
