import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll } from 'vitest'

// Runs before each integration test file imports the Payload config: a fresh database and
// var/ folder per file. SQLite by default; with TEST_POSTGRES_URL (npm run test:postgres) a
// new PostgreSQL database is created for the file on that server.
const dir = mkdtempSync(path.join(tmpdir(), 'seminar-int-'))
process.env.VAR_DIR = dir
// The folder (database file, uploads, mails) goes with the file's last test; without this every
// run left about 60 folders in the system's temporary directory. PostgreSQL databases are dropped
// by scripts/test-postgres.mjs after the run, when no worker holds a connection to them any more.
afterAll(() => rmSync(dir, { recursive: true, force: true }))
process.env.PAYLOAD_SECRET ||= 'integration-test-secret'

const postgresAdminUrl = process.env.TEST_POSTGRES_URL
if (postgresAdminUrl) {
  const name = `seminar_test_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: postgresAdminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(postgresAdminUrl)
  url.pathname = `/${name}`
  process.env.DATABASE_URL = url.toString()
} else {
  process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`
}
