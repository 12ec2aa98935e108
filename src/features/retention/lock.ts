import type { Payload } from 'payload'

import { withAdvisoryLock } from '@/lib/advisory-lock'
import { isPostgres } from '@/lib/db'

import { RETENTION_LOCK_KEY } from './constants'

const state = globalThis as typeof globalThis & { __retentionRunning?: boolean }

/**
 * Runs `task` unless a retention run is already going on: in this process, or on PostgreSQL in
 * any instance (a session advisory lock, as the outbox takes, released with the connection if the
 * process dies). Returns null when it did not run. The task takes SQLite's write lock per batch,
 * not for the whole run, so it holds no lock of its own here.
 */
export async function withRetentionLock<T>(
  payload: Payload,
  task: () => Promise<T>,
): Promise<T | null> {
  if (state.__retentionRunning) return null
  state.__retentionRunning = true
  try {
    return isPostgres(payload)
      ? await withAdvisoryLock(payload, RETENTION_LOCK_KEY, task)
      : await task()
  } finally {
    state.__retentionRunning = false
  }
}
