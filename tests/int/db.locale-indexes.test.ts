import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { isPostgres } from '@/lib/db'

import { getTestPayload } from '../helpers/payload'

// Payload reads a document's languages with one subquery per document on `<table>_locales`
// filtered by `_parent_id`. Without an index starting with that column each subquery scanned the
// whole table, so a list of N seminars (sitemap, search index, finder) cost N × 2N rows
// (docs/decisions/0026-cost-as-the-catalogue-grows.md). The file's own database: SQLite by
// default, PostgreSQL in test:postgres.

let payload: Payload

type Rows = Record<string, unknown>[]

async function query(sql: string): Promise<Rows> {
  if (isPostgres(payload)) {
    const { pool } = payload.db as unknown as {
      pool: { query: (sql: string) => Promise<{ rows: Rows }> }
    }
    return (await pool.query(sql)).rows
  }
  const { client } = payload.db as unknown as {
    client: { execute: (sql: string) => Promise<{ rows: Rows }> }
  }
  return (await client.execute(sql)).rows
}

/** Every index as its table and the column list it starts with. */
async function indexes(): Promise<{ table: string; columns: string }[]> {
  const rows = isPostgres(payload)
    ? await query(
        "SELECT tablename AS tbl, indexdef AS def FROM pg_indexes WHERE schemaname = 'public'",
      )
    : await query("SELECT tbl_name AS tbl, sql AS def FROM sqlite_master WHERE type = 'index'")
  return rows.map((row) => ({
    table: String(row.tbl),
    columns: (/\(([^)]*)\)\s*$/.exec(String(row.def ?? ''))?.[1] ?? '').replace(/[`"\s]/g, ''),
  }))
}

describe('tables of languages', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
  })

  it('each has an index that finds a document’s languages by its id', async () => {
    const all = await indexes()
    const localeTables = isPostgres(payload)
      ? await query(
          "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename LIKE '%\\_locales'",
        )
      : await query(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%\\_locales' ESCAPE '\\'",
        )
    const names = localeTables.map((row) => String(row.name))
    expect(names).toContain('seminars_locales')
    expect(names).toContain('seminar_dates_locales')
    const unindexed = names.filter(
      (name) =>
        !all.some((index) => index.table === name && index.columns.startsWith('_parent_id')),
    )
    expect(unindexed).toEqual([])
  })

  it('a seminar’s languages are looked up by its id, not scanned', async () => {
    const lookup =
      'SELECT id, (SELECT count(*) FROM seminars_locales l WHERE l._parent_id = seminars.id) ' +
      'FROM seminars'
    if (isPostgres(payload)) {
      // The test database is tiny, so the planner would scan anyway: ask whether it can do without.
      const { pool } = payload.db as unknown as {
        pool: {
          connect: () => Promise<{
            query: (sql: string) => Promise<{ rows: Rows }>
            release: () => void
          }>
        }
      }
      const client = await pool.connect()
      try {
        await client.query('SET enable_seqscan = off')
        const plan = (await client.query(`EXPLAIN ${lookup}`)).rows.map((row) =>
          String(row['QUERY PLAN']),
        )
        expect(plan.join('\n')).toMatch(/Index (Only )?Scan using seminars_locales_parent_id_idx/)
        await client.query('RESET enable_seqscan')
      } finally {
        client.release()
      }
      return
    }
    const plan = (await query(`EXPLAIN QUERY PLAN ${lookup}`)).map((row) => String(row.detail))
    expect(plan.join('\n')).toMatch(
      /SEARCH l USING (COVERING )?INDEX seminars_locales_parent_id_idx/,
    )
    expect(plan.some((step) => /^SCAN l\b/.test(step))).toBe(false)
  })
})
