import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { devDatabaseUrl } from '../../scripts/lib/dev-database.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const envFiles = path.join(root, 'scripts/lib/env-files.mjs')

/**
 * Loads the env files of `dir` in a fresh node (the loader keeps state per process) and returns the
 * variables asked for.
 */
function loadIn(
  dir: string,
  dev: boolean,
  names: string[],
  env: Record<string, string> = {},
): Record<string, string | undefined> {
  const script = `const { loadEnvFiles } = await import(${JSON.stringify(envFiles)}); loadEnvFiles(${dev}, ${JSON.stringify(dir)}); process.stdout.write(JSON.stringify(Object.fromEntries(${JSON.stringify(names)}.map((n) => [n, process.env[n]]))))`
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !names.includes(name) && name !== 'NODE_ENV' && name !== '__NEXT_PROCESSED_ENV',
    ),
  )
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...clean, ...env } as NodeJS.ProcessEnv,
    encoding: 'utf8',
  })
  return JSON.parse(out.slice(out.indexOf('{')))
}

describe('.env files in scripts', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'seminar-env-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  writeFileSync(
    path.join(dir, '.env'),
    'DATABASE_URL=file:/srv/site/data.db\nDEMO_CONTENT=false\nPORT=3005\n',
  )
  writeFileSync(path.join(dir, '.env.production'), 'PORT=3006\n')
  writeFileSync(path.join(dir, '.env.development'), 'PORT=3007\n')

  it('are read as Next reads them: .env.production over .env for start, .env.development for dev', () => {
    expect(loadIn(dir, false, ['DATABASE_URL', 'DEMO_CONTENT', 'PORT'])).toEqual({
      DATABASE_URL: 'file:/srv/site/data.db',
      DEMO_CONTENT: 'false',
      PORT: '3006',
    })
    expect(loadIn(dir, true, ['PORT'])).toEqual({ PORT: '3007' })
  })

  it('never override a variable the environment already sets', () => {
    expect(
      loadIn(dir, false, ['DATABASE_URL', 'PORT'], { DATABASE_URL: 'file:/tmp/other.db' }),
    ).toEqual({ DATABASE_URL: 'file:/tmp/other.db', PORT: '3006' })
  })

  // ES imports evaluate in order: load-env must come before src/lib/env.ts and the config, which
  // read process.env as they load.
  it.each(['seed.ts', 'retention.ts', 'migrate.ts', 'create-admin.ts', 'start.mjs', 'serve.mjs'])(
    'scripts/%s loads them with its first import',
    (file) => {
      const source = readFileSync(path.join(root, 'scripts', file), 'utf8')
      const firstImport = source.match(/^import .*$/m)?.[0]
      expect(firstImport).toBe("import './lib/load-env.mjs'")
    },
  )

  it('scripts/dev.mjs loads them (as next dev does) before it chooses its database', () => {
    const source = readFileSync(path.join(root, 'scripts/dev.mjs'), 'utf8')
    expect(source.indexOf('loadEnvFiles(true)')).toBeGreaterThan(0)
    expect(source.indexOf('loadEnvFiles(true)')).toBeLessThan(source.indexOf('devDatabaseUrl()'))
  })
})

describe('the dev database', () => {
  it('is DEV_DATABASE_URL or var/dev.db, never DATABASE_URL (the schema push could wreck a production database)', () => {
    expect(devDatabaseUrl({ DATABASE_URL: 'postgres://prod/site' })).toBe(
      `file:${path.join(root, 'var', 'dev.db')}`,
    )
    expect(
      devDatabaseUrl({
        DATABASE_URL: 'postgres://prod/site',
        DEV_DATABASE_URL: 'file:/tmp/mine.db',
      }),
    ).toBe('file:/tmp/mine.db')
  })
})
