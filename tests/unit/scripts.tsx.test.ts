import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { TSX, TSX_NODE_FLAGS, tsxArgs } from '../../scripts/lib/tsx.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const reporter = path.join(root, 'tests/helpers/report-top-level-await.mjs')

describe('the TypeScript scripts', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'seminar-tsx-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  /**
   * Starts create-admin without arguments: it loads the whole Payload config, then refuses (exit 1)
   * before touching a database. Returns its exit status and the modules the reporter named.
   */
  function startCreateAdmin(args: string[]) {
    const result = spawnSync(TSX, args, {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        NODE_OPTIONS: `--import ${reporter}`,
        VAR_DIR: dir,
        DATABASE_URL: `file:${path.join(dir, 'unused.db')}`,
        PAYLOAD_SECRET: 'unit-test-secret',
      },
      timeout: 60_000,
    })
    return {
      ...result,
      awaiting: result.stderr.split('\n').filter((line) => line.startsWith('top-level await: ')),
    }
  }

  // A module graph with awaits at its top level can end a script with a silent exit 13
  // (scripts/lib/tsx.mjs).
  it('load no module that awaits at its top level', { timeout: 120_000 }, () => {
    // Without the flags the reporter finds lexical's wrappers: proof that it sees what the flags
    // prevent. Such a start may itself end in the silent exit 13 (about 1 in 40 here).
    const unflagged = startCreateAdmin(['scripts/create-admin.ts'])
    expect([1, 13], unflagged.stderr).toContain(unflagged.status)
    expect(unflagged.awaiting.some((line) => line.includes('/node_modules/@lexical/'))).toBe(true)
    const flagged = startCreateAdmin(tsxArgs('scripts/create-admin.ts'))
    expect(flagged.status, flagged.stderr).toBe(1)
    expect(flagged.stderr).toMatch(/--email/)
    expect(flagged.awaiting).toEqual([])
  })

  it('run with the same Node flags through npm run', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    const tsxScripts = Object.entries(scripts).filter(([, command]) => command.startsWith('tsx '))
    expect(tsxScripts.map(([name]) => name).sort()).toEqual([
      'create-admin',
      'migrate',
      'retention',
      'seed',
    ])
    for (const [name, command] of tsxScripts)
      expect(command, name).toBe(`tsx ${TSX_NODE_FLAGS.join(' ')} scripts/${name}.ts`)
  })
})
