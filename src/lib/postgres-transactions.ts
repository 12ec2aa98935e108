import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj } from 'payload'

/** Connections of the PostgreSQL pool of one server instance. */
export const POOL_SIZE = 10
/**
 * Connections no transaction may take: for reads that Payload makes beside an open transaction
 * (the document-lock check of every REST and admin save), the outbox's advisory lock and reads
 * outside transactions.
 */
export const CONNECTIONS_OUTSIDE_TRANSACTIONS = 3
/** How long a transaction waits for a free slot before it fails as busy (503 on our endpoints). */
export const TRANSACTION_SLOT_WAIT_MS = 20_000

type Slots = { acquire: (waitMs: number) => Promise<(() => void) | null>; readonly taken: number }

/** At most `limit` holders at once, served first come first served. */
export function createSlots(limit: number): Slots {
  let taken = 0
  const waiting: ((release: () => void) => void)[] = []
  const releaser = () => {
    let released = false
    return () => {
      if (released) return
      released = true
      const next = waiting.shift()
      if (next) next(releaser())
      else taken--
    }
  }
  return {
    acquire(waitMs) {
      if (taken < limit) {
        taken++
        return Promise.resolve(releaser())
      }
      return new Promise((resolve) => {
        const grant = (release: () => void) => {
          clearTimeout(timer)
          resolve(release)
        }
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(grant), 1)
          resolve(null)
        }, waitMs)
        waiting.push(grant)
      })
    },
    get taken() {
      return taken
    },
  }
}

/** The error of a transaction that found no free slot in time: `isBusyError` knows its code. */
const busyError = (): Error =>
  Object.assign(
    new Error(`lock_not_available: no free transaction slot within ${TRANSACTION_SLOT_WAIT_MS} ms`),
    { code: '55P03' },
  )

type TransactionID = number | string

/**
 * Keeps CONNECTIONS_OUTSIDE_TRANSACTIONS connections of the pool free of transactions. Payload
 * makes some reads inside an operation without its transaction, on a second connection: the
 * document-lock check of every REST update and delete. With every connection held by such a
 * transaction, each waited for an eleventh that never came, and the pool stalled for good (staff
 * cancellations during the waiting-list load; docs/behaviour/waiting-list.md). A transaction
 * takes a slot at BEGIN and gives it back at COMMIT or ROLLBACK.
 */
function reserveConnections(adapter: PostgresAdapter): PostgresAdapter {
  const slots = createSlots(POOL_SIZE - CONNECTIONS_OUTSIDE_TRANSACTIONS)
  const releases = new Map<TransactionID, () => void>()
  const begin = adapter.beginTransaction.bind(adapter)
  const commit = adapter.commitTransaction.bind(adapter)
  const rollback = adapter.rollbackTransaction.bind(adapter)
  const releaseOf = async (incoming: TransactionID | Promise<TransactionID>) => {
    const id = await incoming
    releases.get(id)?.()
    releases.delete(id)
  }
  adapter.beginTransaction = async (options) => {
    const release = await slots.acquire(TRANSACTION_SLOT_WAIT_MS)
    if (!release) throw busyError()
    try {
      const id = await begin(options)
      if (id === null) release()
      else releases.set(id, release)
      return id
    } catch (error) {
      release()
      throw error
    }
  }
  adapter.commitTransaction = (id) => commit(id).finally(() => releaseOf(id))
  adapter.rollbackTransaction = (id) => rollback(id).finally(() => releaseOf(id))
  return adapter
}

/** The PostgreSQL adapter whose transactions leave connections for Payload's reads beside them. */
export function withConnectionsOutsideTransactions(
  adapter: DatabaseAdapterObj<PostgresAdapter>,
): DatabaseAdapterObj<PostgresAdapter> {
  return { ...adapter, init: (args) => reserveConnections(adapter.init(args)) }
}
