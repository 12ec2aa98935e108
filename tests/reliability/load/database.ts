import { createClient } from '@libsql/client'
import pg from 'pg'

import { ensureLocalPostgres } from '../../../scripts/lib/postgres.mjs'

/**
 * A mail job still in the outbox (Payload deletes completed jobs); read from the database, since
 * REST does not show jobs.
 */
export type OutboxJob = {
  id: number
  processing: boolean
  hasError: boolean
  totalTried: number
  waitUntil: string | null
  dedupeKey: string | null
}

/**
 * A database for one run: its URL, direct reads of the outbox, an integrity check and a clean-up.
 */
export type TestDatabase = {
  label: 'SQLite' | 'PostgreSQL'
  url: string
  outboxSize: () => Promise<number>
  outbox: () => Promise<OutboxJob[]>
  integrity: () => Promise<string[]>
  drop: () => Promise<void>
}

const OUTBOX_WHERE = "task_slug = 'sendMail' AND completed_at IS NULL"
const toJob = (row: Record<string, unknown>): OutboxJob => ({
  id: Number(row.id),
  processing: Boolean(Number(row.processing)),
  hasError: Boolean(Number(row.has_error)),
  totalTried: Number(row.total_tried ?? 0),
  waitUntil: row.wait_until ? new Date(String(row.wait_until)).toISOString() : null,
  dedupeKey: row.dedupe_key ? String(row.dedupe_key) : null,
})

const DB_PREFIX = 'seminar_reliability_'

/**
 * A fresh SQLite file; integrity: PRAGMA integrity_check and foreign_key_check on a separate
 * connection.
 */
export function sqliteDatabase(file: string): TestDatabase {
  const read = async <T>(
    task: (client: ReturnType<typeof createClient>) => Promise<T>,
  ): Promise<T> => {
    const client = createClient({ url: `file:${file}` })
    try {
      return await task(client)
    } finally {
      client.close()
    }
  }
  return {
    label: 'SQLite',
    url: `file:${file}`,
    outboxSize: () =>
      read(async (client) =>
        Number(
          (await client.execute(`SELECT count(*) AS n FROM payload_jobs WHERE ${OUTBOX_WHERE}`))
            .rows[0].n,
        ),
      ),
    outbox: () =>
      read(async (client) => {
        const { rows } = await client.execute(
          `SELECT id, processing, has_error, total_tried, wait_until, json_extract(input, '$.dedupeKey') AS dedupe_key FROM payload_jobs WHERE ${OUTBOX_WHERE}`,
        )
        return rows.map((row) => toJob(row as unknown as Record<string, unknown>))
      }),
    integrity: () =>
      read(async (client) => {
        const check = await client.execute('PRAGMA integrity_check')
        const keys = await client.execute('PRAGMA foreign_key_check')
        const problems = check.rows
          .map((row) => String(Object.values(row)[0]))
          .filter((line) => line !== 'ok')
        if (keys.rows.length)
          problems.push(
            `${keys.rows.length} foreign key violation(s), first in table ${String(Object.values(keys.rows[0])[0])}`,
          )
        return problems
      }),
    async drop() {},
  }
}

async function withClient<T>(url: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await task(client)
  } finally {
    await client.end()
  }
}

/**
 * A new, empty PostgreSQL database on TEST_POSTGRES_URL's server (or the local cluster, role
 * seminar_test); leftovers of earlier runs are dropped first. Integrity: every table readable and
 * no invalid index.
 */
export async function postgresDatabase(): Promise<TestDatabase> {
  if (!process.env.TEST_POSTGRES_URL) {
    try {
      ensureLocalPostgres()
    } catch (error) {
      throw new Error(
        `${(error as Error).message}: set TEST_POSTGRES_URL, or RELIABILITY_SQLITE_ONLY=1 to skip PostgreSQL`,
      )
    }
  }
  const adminUrl =
    process.env.TEST_POSTGRES_URL || 'postgres://seminar_test:seminar_test@127.0.0.1:5432/postgres'
  const name = `${DB_PREFIX}${process.pid}`
  await withClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${DB_PREFIX}%`],
    )
    for (const { datname } of rows)
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
    await client.query(`CREATE DATABASE "${name}"`)
  })
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const query = <T extends Record<string, unknown>>(sql: string) =>
    withClient(url.toString(), async (client) => (await client.query<T>(sql)).rows)
  return {
    label: 'PostgreSQL',
    url: url.toString(),
    outboxSize: async () =>
      Number(
        (
          await query<{ n: string }>(`SELECT count(*) AS n FROM payload_jobs WHERE ${OUTBOX_WHERE}`)
        )[0].n,
      ),
    outbox: async () =>
      (
        await query(
          `SELECT id, processing, has_error, total_tried, wait_until, input->>'dedupeKey' AS dedupe_key FROM payload_jobs WHERE ${OUTBOX_WHERE}`,
        )
      ).map(toJob),
    integrity: () =>
      withClient(url.toString(), async (client) => {
        const problems: string[] = []
        const invalid = await client.query<{ name: string }>(
          'SELECT indexrelid::regclass::text AS name FROM pg_index WHERE NOT indisvalid OR NOT indisready',
        )
        for (const { name: index } of invalid.rows) problems.push(`invalid index ${index}`)
        const tables = await client.query<{ name: string }>(
          "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'",
        )
        for (const { name: table } of tables.rows)
          await client.query(`SELECT count(*) FROM ${table}`)
        return problems
      }),
    drop: () =>
      withClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => undefined),
      ),
  }
}
