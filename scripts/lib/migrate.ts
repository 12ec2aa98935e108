import type { Payload } from 'payload'

import { env } from '../../src/lib/env'
import { migrations as postgresMigrations } from '../../src/migrations/postgres'
import { migrations as sqliteMigrations } from '../../src/migrations/sqlite'

type MigrateArgs = NonNullable<Parameters<Payload['db']['migrate']>[0]>

const committed = () => (env.isPostgres ? postgresMigrations : sqliteMigrations)

/**
 * Names of the committed migrations (of the active dialect) the database has not run yet, oldest
 * first; null when its schema was pushed by `npm run dev`, where migrations do not apply.
 */
export async function pendingMigrations(payload: Payload): Promise<string[] | null> {
  let applied: { name?: string | null; batch?: number | null }[] = []
  try {
    const result = await payload.find({
      collection: 'payload-migrations',
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    applied = result.docs
  } catch {
    applied = [] // no migrations table yet: a brand-new database
  }
  if (applied.some((m) => m.batch === -1)) return null
  const done = new Set(applied.map((m) => m.name))
  return committed()
    .filter((m) => !done.has(m.name))
    .map((m) => m.name)
}

/**
 * Runs the committed migrations that the database has not seen yet; returns their names. Never
 * seeds.
 */
export async function migrate(payload: Payload): Promise<string[]> {
  const pending = await pendingMigrations(payload)
  if (pending === null) {
    console.log('Schema was pushed in dev mode; skipping migrations.')
    return []
  }
  if (pending.length === 0) return []
  console.log(`Running ${pending.length} migration(s): ${pending.join(', ')}`)
  // The adapter's migration type is generic over its own arguments; the committed files match it.
  await payload.db.migrate({ migrations: committed() as unknown as MigrateArgs['migrations'] })
  return pending
}
