/**
 * Seeds the demo content: `npm run seed` fills an empty database (and is a no-op on a
 * seeded one); `npm run seed -- --reset` deletes all pages, seminars and the rest of the
 * catalogue, whitepapers, media, news, blog and locations, empties navigation and footer, and seeds
 * the demo again (site settings included). Pending migrations run first. With DEMO_CONTENT=false
 * only the migrations run and `--reset` refuses. SEED_RESULT_FILE, when set, receives what was
 * done.
 */
// First: the .env files must be in process.env before src/lib/env.ts and the config are evaluated.
import './lib/load-env.mjs'

import { getPayload } from 'payload'

import { env } from '../src/lib/env'
import config from '../src/payload.config'
import { DEMO_ADMIN, databaseIsEmpty, seed } from '../src/seed'
import { migrate } from './lib/migrate'
import { runMain } from './lib/run-main'
import { writeSeedResult } from './lib/seed-result.mjs'

async function main(): Promise<number> {
  const reset = process.argv.includes('--reset')
  const demoContent = env.demoContent
  // Checked before the database is opened: a reset deletes the whole site's content, not only the
  // demo's.
  if (reset && !demoContent) {
    console.error(
      '✖ --reset refused: DEMO_CONTENT=false says this database holds the real site. A reset deletes all pages, seminars, media, news, blog posts and locations, empties navigation and footer and overwrites the site settings. Nothing was changed.',
    )
    return 1
  }
  const payload = await getPayload({ config })
  if (!env.pushSchema) await migrate(payload)

  if (!demoContent) {
    const staff = await payload.count({ collection: 'users', overrideAccess: true })
    console.log('DEMO_CONTENT=false: migrations only, no demo content is seeded.')
    if (staff.totalDocs === 0)
      console.log(
        'No staff account yet: create one with npm run create-admin -- --email <address>.',
      )
    writeSeedResult({ seeded: false, demoContent, staffUsers: staff.totalDocs })
    return 0
  }

  const empty = await databaseIsEmpty(payload)
  // Only an empty database is seeded: what editors changed or deleted stays that way on restart.
  if (!empty && !reset) {
    console.log(
      'Database has content; the demo seed is skipped (npm run seed -- --reset deletes the content and seeds the demo again).',
    )
    writeSeedResult({ seeded: false, demoContent })
    return 0
  }
  console.log(reset ? 'Resetting to the demo content …' : 'Empty database: seeding demo content …')
  const { created } = await seed(payload, { reset, log: (line) => console.log(line) })
  console.log(
    created ? 'Demo content is in place.' : 'Nothing to do: the demo content already exists.',
  )
  if (empty) console.log(`Admin login: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`)
  // Only an empty database gets the demo logins; a reset keeps the accounts that exist.
  writeSeedResult({ seeded: empty, demoContent })
  return 0
}

runMain(main)
