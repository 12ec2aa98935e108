import { execSync, spawnSync } from 'node:child_process'

/**
 * The role the test scripts (test:postgres, test:reliability, test:scale-out) use on the local
 * Debian cluster.
 */
export const TEST_ROLE_URL = 'postgres://seminar_test:seminar_test@127.0.0.1:5432'

/**
 * Runs SQL as the postgres superuser through psql (local Debian cluster only); returns its output.
 */
export function psql(sql, flags = '-q') {
  const result = spawnSync('su', ['postgres', '-c', `psql -v ON_ERROR_STOP=1 ${flags}`], {
    input: sql,
  })
  if (result.status !== 0) throw new Error(result.stderr?.toString() || 'psql failed')
  return result.stdout.toString().trim()
}

/** Starts the local cluster when it is not running and creates the test role if missing. */
export function ensureLocalPostgres() {
  let clusters = ''
  try {
    clusters = execSync('pg_lsclusters --no-header').toString().trim()
  } catch {
    throw new Error('PostgreSQL is not installed (apt-get install postgresql)')
  }
  const [version, name, , status] = clusters.split('\n')[0].split(/\s+/)
  if (status !== 'online') execSync(`pg_ctlcluster ${version} ${name} start`)
  psql(
    "DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'seminar_test') THEN " +
      "CREATE ROLE seminar_test LOGIN PASSWORD 'seminar_test' CREATEDB; END IF; END $$;",
  )
}

/** Creates an empty database owned by the test role and returns its URL. */
export function createTestDatabase(name) {
  psql(
    `DROP DATABASE IF EXISTS "${name}" WITH (FORCE); CREATE DATABASE "${name}" OWNER seminar_test;`,
  )
  return `${TEST_ROLE_URL}/${name}`
}

/** Drops a database, ending its open connections first. */
export function dropTestDatabase(name) {
  psql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE);`)
}
