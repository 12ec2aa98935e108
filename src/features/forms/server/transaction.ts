import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { isBusyError, withWriteLock } from '@/lib/db'

/** Keeps hooks from revalidating Next's cache: a submission changes no page. */
export const submissionContext = { disableRevalidate: true }

/** Waits before the next try when the database was locked (a submission's transaction is short). */
const BUSY_BACKOFF_MS = [25, 75, 150, 300]

export type TransactionResult<T> = { status: 'done'; value: T } | { status: 'busy' }

async function once<T>(payload: Payload, task: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({ context: submissionContext }, payload)
  const transactionID = await payload.db.beginTransaction()
  if (transactionID === null) throw new Error('The database adapter has no transactions')
  req.transactionID = transactionID
  try {
    const value = await task(req)
    await payload.db.commitTransaction(transactionID)
    return value
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
    throw error
  }
}

/**
 * Runs `task` in one database transaction (the submission and its mail jobs: all or nothing),
 * queued behind other writers on SQLite. A locked database is retried a few times and then
 * reported as 'busy' (the endpoint's 503); any other error is thrown.
 */
export async function inTransaction<T>(
  payload: Payload,
  task: (req: PayloadRequest) => Promise<T>,
): Promise<TransactionResult<T>> {
  for (let attempt = 0; ; attempt++) {
    try {
      return { status: 'done', value: await withWriteLock(payload, () => once(payload, task)) }
    } catch (error) {
      if (!isBusyError(error)) throw error
      if (attempt >= BUSY_BACKOFF_MS.length) return { status: 'busy' }
      await new Promise((resolve) => setTimeout(resolve, BUSY_BACKOFF_MS[attempt]))
    }
  }
}
