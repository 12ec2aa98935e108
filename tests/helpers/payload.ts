import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { env } from '@/lib/env'

let instance: Payload | null = null

/**
 * The Payload Local API on this test file's own database, migrated with the committed
 * migrations (the same ones production runs), never schema push.
 */
export async function getTestPayload(): Promise<Payload> {
  if (instance) return instance
  const payload = await getPayload({ config })
  await payload.db.migrate({
    migrations: (env.isPostgres ? postgresMigrations : sqliteMigrations) as never,
  })
  instance = payload
  return payload
}

/** Context that keeps hooks from trying to revalidate Next's cache outside Next. */
export const noRevalidate = { disableRevalidate: true }
