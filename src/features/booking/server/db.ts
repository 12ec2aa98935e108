import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'

import { errorChain, isPostgres } from '@/lib/db'

// The drizzle session of an open Payload transaction, as far as we use it. SQLite (libsql)
// answers `run` with rowsAffected; PostgreSQL (node-postgres) answers `execute` with rowCount.
type Statement = ReturnType<typeof sqliteSql>
type Session = {
  run?: (query: Statement) => Promise<{ rowsAffected?: number }>
  execute?: (query: Statement) => Promise<{ rowCount?: number | null }>
}

/** The `sql` template of the adapter in use (each adapter bundles its own drizzle). */
const sqlOf = (payload: Payload) =>
  isPostgres(payload) ? (postgresSql as unknown as typeof sqliteSql) : sqliteSql

async function sessionOf(payload: Payload, req: PayloadRequest): Promise<Session> {
  const id = await req.transactionID
  const sessions = (payload.db as unknown as { sessions?: Record<string, { db: Session }> })
    .sessions
  const session = id !== undefined ? sessions?.[String(id)]?.db : undefined
  if (!session) throw new Error('Seat changes need an open transaction (req.transactionID)')
  return session
}

/** Runs one statement in the request's transaction and answers how many rows it changed. */
async function changedRows(
  payload: Payload,
  req: PayloadRequest,
  statement: Statement,
): Promise<number> {
  const session = await sessionOf(payload, req)
  if (isPostgres(payload)) return (await session.execute!(statement)).rowCount ?? 0
  return (await session.run!(statement)).rowsAffected ?? 0
}

/**
 * Takes `count` seats of a date if that many are still free: one conditional UPDATE, so two
 * writers can never both take the last seat (the database re-checks the condition under its row
 * or file lock). False when the date is full (or unknown).
 */
export async function takeSeats(
  payload: Payload,
  req: PayloadRequest,
  dateId: number,
  count: number,
): Promise<boolean> {
  const statement = sqlOf(
    payload,
  )`UPDATE seminar_dates SET seats_taken = seats_taken + ${count} WHERE id = ${dateId} AND seats_taken + ${count} <= seats_total`
  return (await changedRows(payload, req, statement)) === 1
}

/** Gives `count` seats of a date back, never going below zero. */
export async function releaseSeats(
  payload: Payload,
  req: PayloadRequest,
  dateId: number,
  count: number,
): Promise<void> {
  await changedRows(
    payload,
    req,
    sqlOf(
      payload,
    )`UPDATE seminar_dates SET seats_taken = CASE WHEN seats_taken > ${count} THEN seats_taken - ${count} ELSE 0 END WHERE id = ${dateId}`,
  )
}

/**
 * On PostgreSQL, a seat lock held too long by another booking fails fast (→ 503) instead of
 * hanging.
 */
export async function limitLockWait(payload: Payload, req: PayloadRequest): Promise<void> {
  if (isPostgres(payload))
    await (
      await sessionOf(payload, req)
    ).execute!(sqlOf(payload)`SET LOCAL lock_timeout = '5s'`)
}

const UNIQUE_CODES = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505'])

/** A unique index refused a value (booking number or idempotency key taken meanwhile). */
export function isUniqueViolation(error: unknown): boolean {
  return errorChain(error).some((e) => {
    if (
      UNIQUE_CODES.has(String(e.code)) ||
      /UNIQUE constraint failed|duplicate key value/i.test(String(e.message ?? ''))
    )
      return true
    // Payload reports a unique-index failure as a ValidationError on that field.
    const errors = (e.data as { errors?: { path?: string }[] } | undefined)?.errors
    return (
      e.name === 'ValidationError' &&
      Boolean(
        errors?.some((field) => field.path === 'bookingNumber' || field.path === 'idempotencyKey'),
      )
    )
  })
}
