import type { Payload } from 'payload'

import { isPostgres } from '@/lib/db'

import { RETENTION_LOCK_KEY } from './constants'

const state = globalThis as typeof globalThis & { __retentionRunning?: boolean }

type PgClient = { query: (sql: string, values?: unknown[]) => Promise<{ rows: { locked?: boolean }[] }>; release: () => void }
type PgPool = { connect: () => Promise<PgClient> }

/**
 * Runs `task` unless a retention run is already going on: in this process, or on PostgreSQL in
 * any instance (a session advisory lock, as the outbox takes, released with the connection if the
 * process dies). Returns null when it did not run. The task takes SQLite's write lock per batch,
 * not for the whole run, so it holds no lock of its own here.
 */
export async function withRetentionLock<T>(payload: Payload, task: () => Promise<T>): Promise<T | null> {
  if (state.__retentionRunning) return null
  state.__retentionRunning = true
  try {
    if (!isPostgres(payload)) return await task()
    const client = await (payload.db as unknown as { pool: PgPool }).pool.connect()
    try {
      const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS locked', [RETENTION_LOCK_KEY])
      if (!rows[0]?.locked) return null
      try {
        return await task()
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [RETENTION_LOCK_KEY])
      }
    } finally {
      client.release()
    }
  } finally {
    state.__retentionRunning = false
  }
}
