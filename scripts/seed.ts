/**
 * Seeds the demo content: `tsx scripts/seed.ts` fills an empty database (and is a no-op on a
 * seeded one); `tsx scripts/seed.ts --reset` deletes the demo content (pages, catalogue, whitepapers,
 * media, news, blog, locations), empties the globals and seeds again. Pending migrations run first.
 */
import { getPayload, type Payload } from 'payload'

import { env } from '../src/lib/env'
import { migrations as postgresMigrations } from '../src/migrations/postgres'
import { migrations as sqliteMigrations } from '../src/migrations/sqlite'
import config from '../src/payload.config'
import { DEMO_ADMIN, databaseIsEmpty, seed } from '../src/seed'

type MigrateArgs = NonNullable<Parameters<Payload['db']['migrate']>[0]>

/** Runs the committed migrations that the database has not seen yet. */
async function migrate(payload: Payload): Promise<void> {
  const migrations = env.isPostgres ? postgresMigrations : sqliteMigrations
  let applied: { name?: string | null; batch?: number | null }[] = []
  try {
    const result = await payload.find({ collection: 'payload-migrations', limit: 0, pagination: false, overrideAccess: true })
    applied = result.docs
  } catch {
    applied = [] // no migrations table yet: a brand-new database
  }
  if (applied.some((m) => m.batch === -1)) {
    console.log('Schema was pushed in dev mode; skipping migrations.')
    return
  }
  const done = new Set(applied.map((m) => m.name))
  const pending = migrations.filter((m) => !done.has(m.name))
  if (pending.length === 0) return
  console.log(`Running ${pending.length} migration(s): ${pending.map((m) => m.name).join(', ')}`)
  // The adapter's migration type is generic over its own arguments; the committed files match it.
  await payload.db.migrate({ migrations: migrations as unknown as MigrateArgs['migrations'] })
}

async function main(): Promise<void> {
  const reset = process.argv.includes('--reset')
  const payload = await getPayload({ config })
  if (!env.pushSchema) await migrate(payload)

  const empty = await databaseIsEmpty(payload)
  // Only an empty database is seeded: what editors changed or deleted stays that way on restart.
  if (!empty && !reset) {
    console.log('Database has content; the demo seed is skipped (npm run seed -- --reset rebuilds it).')
    return
  }
  console.log(reset ? 'Resetting demo content …' : 'Empty database: seeding demo content …')
  const { created } = await seed(payload, { reset, log: (line) => console.log(line) })
  console.log(created ? 'Demo content is in place.' : 'Nothing to do: the demo content already exists.')
  if (empty) console.log(`Admin login: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`)
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
