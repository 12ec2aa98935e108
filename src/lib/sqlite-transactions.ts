import { randomUUID } from 'node:crypto'

import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { acquireWriteLock, holdsWriteLock } from './db'

/**
 * How long a transaction waits for the write lock before it fails as busy: the adapter's busy
 * timeout.
 */
export const WRITE_LOCK_WAIT_MS = 10_000

/** A transaction handle as Payload's drizzle code keeps it in `adapter.sessions`. */
type Session = SQLiteAdapter['sessions'][string]

/** Thrown into drizzle's transaction callback to have it roll back. */
const ROLL_BACK = Symbol('roll back')

/** The error a transaction gets when the write lock stays taken: `isBusyError` knows its code. */
const busyError = (): Error =>
  Object.assign(
    new Error(`SQLITE_BUSY: the write lock was not free within ${WRITE_LOCK_WAIT_MS / 1000} s`),
    { code: 'SQLITE_BUSY' },
  )

/**
 * Opens a drizzle transaction and keeps it open until Payload commits or rolls back, as the
 * adapter's own `beginTransaction` does, with one difference: a COMMIT that fails makes
 * `resolve()` reject. The adapter's version swallows that error, so the operation reports
 * success for writes SQLite has just rolled back. Either end calls `release`.
 */
async function openTransaction(
  adapter: SQLiteAdapter,
  options: unknown,
  release: () => void,
): Promise<Session> {
  await adapter.initializing
  let opened!: (tx: Session['db']) => void
  let failedToOpen!: (error: unknown) => void
  let settle!: (commit: boolean) => void
  const ready = new Promise<Session['db']>((resolve, reject) => {
    opened = resolve
    failedToOpen = reject
  })
  const finished = adapter.drizzle.transaction(
    async (tx) => {
      const commit = await new Promise<boolean>((resolve) => {
        settle = resolve
        opened(tx as unknown as Session['db'])
      })
      if (!commit) throw ROLL_BACK
    },
    (options ?? adapter.transactionOptions) as never,
  )
  // BEGIN failed (busy, closed database): nobody awaits `finished` yet, so `ready` reports it.
  finished.catch(failedToOpen)
  const db = await ready
  return {
    db,
    resolve: async () => {
      settle(true)
      await finished.finally(release)
    },
    // Rolled back, or failed on the way, which ends the same: nothing of it is written.
    reject: async () => {
      settle(false)
      await finished.catch(() => undefined).finally(release)
    },
  }
}

/**
 * Makes every Payload transaction on SQLite hold the process's write lock from BEGIN to COMMIT or
 * ROLLBACK (unless its flow already holds it, inside `withWriteLock`), and makes a failed COMMIT
 * an error. Together they close a silent loss: a writer outside the lock (an editor's save, a
 * staff REST call) met SQLite's lock, libsql left the failed statement open on its connection,
 * and the next transaction there could not COMMIT, which the adapter swallowed: the operation
 * answered success for a rolled-back write. See docs/decisions/0014.
 */
function serializeTransactions(adapter: SQLiteAdapter): SQLiteAdapter {
  adapter.beginTransaction = async (options) => {
    const release = holdsWriteLock() ? () => undefined : await acquireWriteLock(WRITE_LOCK_WAIT_MS)
    if (release === null) throw busyError()
    try {
      const id = randomUUID()
      adapter.sessions[id] = await openTransaction(adapter, options, release)
      return id
    } catch (error) {
      release()
      adapter.payload.logger.error({ err: error, msg: 'Could not begin a database transaction' })
      throw error
    }
  }
  // The adapter's rollback (out of the registry, then `reject`) stays; its commit would catch the
  // error of `resolve` and roll back quietly, so ours lets it through.
  adapter.commitTransaction = async (incoming) => {
    const id = await incoming
    const session = adapter.sessions[id]
    if (!session) return
    // Out of the registry first, as the adapter does: nothing may use a transaction that is ending.
    delete adapter.sessions[id]
    await session.resolve()
  }
  return adapter
}

/** The SQLite adapter with serialized, honestly committed transactions. */
export function withSerializedTransactions(
  adapter: DatabaseAdapterObj<SQLiteAdapter>,
): DatabaseAdapterObj<SQLiteAdapter> {
  return { ...adapter, init: (args) => serializeTransactions(adapter.init(args)) }
}
