import { AsyncLocalStorage } from 'node:async_hooks'

import type { Payload } from 'payload'

import { namedMutex } from './mutex'

/** True when Payload runs on PostgreSQL (otherwise SQLite). */
export const isPostgres = (payload: Payload): boolean => payload.db.name === 'postgres'

const BUSY_CODES = new Set([
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_LOCKED',
  '55P03',
  '40001',
  '40P01',
  '57014',
])

/** An error and its causes, as far as the driver nests them. */
export function errorChain(
  error: unknown,
): { code?: unknown; message?: unknown; name?: unknown; data?: unknown }[] {
  const chain = []
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    chain.push(current as { code?: unknown; message?: unknown })
    current = (current as { cause?: unknown }).cause
  }
  return chain
}

/**
 * A lock the database could not get in time (SQLite busy/locked, PostgreSQL lock timeout, deadlock,
 * serialization).
 */
export function isBusyError(error: unknown): boolean {
  return errorChain(error).some(
    (e) =>
      BUSY_CODES.has(String(e.code)) ||
      /database is locked|could not begin transaction.*(busy|locked)/i.test(
        String(e.message ?? ''),
      ),
  )
}

const sqliteWrites = () => namedMutex('sqlite-writes')

/**
 * Marks the async flow of a task that holds the write lock; `held` turns false when the task ends.
 */
type LockScope = { held: boolean }
// On globalThis like the mutex: Next may load this module more than once in one process.
const scopes = globalThis as typeof globalThis & { __writeLockScope?: AsyncLocalStorage<LockScope> }
const lockScope = (scopes.__writeLockScope ??= new AsyncLocalStorage<LockScope>())

/**
 * True inside a `withWriteLock` task (and what it awaits), so nested writers do not wait for
 * themselves.
 */
export const holdsWriteLock = (): boolean => lockScope.getStore()?.held === true

/**
 * Runs a writing task (a booking, a form submission, an outbox run) one at a time on SQLite, at
 * once on PostgreSQL. Payload's SQLite adapter (libsql) gives an open transaction its own
 * connection and serves everything else from a fresh one without a busy timeout: a second writer in
 * this process would fail at once with SQLITE_BUSY rather than wait. Queueing our writers here
 * turns that into waiting. Payload's own transactions (REST, admin, hooks) take the same lock
 * (src/lib/sqlite-transactions.ts); inside a task they find it held and go on. The seat condition
 * in bookings' `takeSeats` still guards against writers in other processes. See docs/decisions/0005
 * and 0014.
 */
export function withWriteLock<T>(payload: Payload, task: () => Promise<T>): Promise<T> {
  if (isPostgres(payload) || holdsWriteLock()) return task()
  return sqliteWrites().run(() => {
    const scope: LockScope = { held: true }
    // Work the task starts and leaves running (never awaited) must not pass as holding the lock
    // later.
    return lockScope.run(scope, task).finally(() => {
      scope.held = false
    })
  })
}

/**
 * Takes the SQLite write lock for a holder that releases it in another call; null after `waitMs`.
 */
export const acquireWriteLock = (waitMs: number): Promise<(() => void) | null> =>
  sqliteWrites().acquire(waitMs)

/** How many tasks wait for (or hold) the SQLite write lock. */
export const writeLockQueue = (): number => sqliteWrites().pending
