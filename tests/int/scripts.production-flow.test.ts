import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { TSX, tsxArgs } from '../../scripts/lib/tsx.mjs'
import { getTestPayload } from '../helpers/payload'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Runs a script as `npm run …` would, on this file's own database (DATABASE_URL and VAR_DIR come
 * from int-env).
 */
function run(script: string, args: string[] = [], env: Record<string, string> = {}) {
  const result = spawnSync(TSX, tsxArgs(`scripts/${script}`, args), {
    cwd: root,
    env: { ...process.env, DEMO_CONTENT: 'false', ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 90_000,
  })
  return { status: result.status, out: `${result.stdout}\n${result.stderr}` }
}

// The production flow of docs/DEPLOY.md, step by step on an empty database, through the scripts
// themselves.
describe('migrate, create-admin and seed with DEMO_CONTENT=false', () => {
  it(
    'creates the schema and one staff account, and never the demo content or its logins',
    { timeout: 300_000 },
    () => {
      const early = run('create-admin.ts', ['--email', 'betrieb@institut.example'], {
        ADMIN_PASSWORD: 'a long passphrase 1',
      })
      expect(early.status, early.out).toBe(1)
      expect(early.out).toMatch(/run npm run migrate first/)

      const migrated = run('migrate.ts')
      expect(migrated.status, migrated.out).toBe(0)
      expect(migrated.out).toMatch(/Applied \d+ migration\(s\); the schema is up to date/)

      const reset = run('seed.ts', ['--reset'])
      expect(reset.status, reset.out).toBe(1)
      expect(reset.out).toMatch(/--reset refused: DEMO_CONTENT=false/)

      const resultFile = path.join(process.env.VAR_DIR!, 'seed-result.json')
      const seeded = run('seed.ts', [], { SEED_RESULT_FILE: resultFile })
      expect(seeded.status, seeded.out).toBe(0)
      expect(JSON.parse(readFileSync(resultFile, 'utf8'))).toMatchObject({
        seeded: false,
        demoContent: false,
        staffUsers: 0,
      })

      const created = run(
        'create-admin.ts',
        ['--email', 'Betrieb@institut.example', '--name', 'Betrieb'],
        { ADMIN_PASSWORD: 'a long passphrase 1' },
      )
      expect(created.status, created.out).toBe(0)
      expect(created.out).toContain('Staff account betrieb@institut.example created')
      expect(created.out).not.toContain('a long passphrase 1')
      // An existing email is refused the same way (exit 1): tests/int/create-admin.test.ts.
    },
  )

  it('leaves a database with that account only: no pages, no demo users or customers', async () => {
    const payload = await getTestPayload()
    const count = async (collection: 'pages' | 'users' | 'customers' | 'seminars') =>
      (await payload.count({ collection, overrideAccess: true })).totalDocs
    expect(await count('pages')).toBe(0)
    expect(await count('seminars')).toBe(0)
    expect(await count('customers')).toBe(0)
    const staff = await payload.find({ collection: 'users', overrideAccess: true })
    expect(staff.docs.map((user) => user.email)).toEqual(['betrieb@institut.example'])
    const login = await payload.login({
      collection: 'users',
      data: { email: 'betrieb@institut.example', password: 'a long passphrase 1' },
    })
    expect(login.user?.name).toBe('Betrieb')
  })
})
