import type { Payload } from 'payload'

type PgClient = {
  query: (sql: string, values?: unknown[]) => Promise<{ rows: { locked?: boolean }[] }>
  release: () => void
}
type PgPool = { connect: () => Promise<PgClient> }

/**
 * PostgreSQL only: runs `task` while this process holds the session advisory lock `key`, or not
 * at all when another instance holds it (returns null). The lock goes with the connection if the
 * process dies, so a killed instance never leaves it taken. Each kind of run has its own key.
 */
export async function withAdvisoryLock<T>(
  payload: Payload,
  key: number,
  task: () => Promise<T>,
): Promise<T | null> {
  const client = await (payload.db as unknown as { pool: PgPool }).pool.connect()
  try {
    const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS locked', [key])
    if (!rows[0]?.locked) return null
    try {
      return await task()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key])
    }
  } finally {
    client.release()
  }
}
