import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * The variable naming the file where scripts/seed.ts reports what it did, for the process that
 * started it (the start banner).
 */
export const SEED_RESULT_FILE = 'SEED_RESULT_FILE'

/**
 * What a finished seed run reports; `seeded` is true only when this run put the demo logins in
 * place.
 */
const NOTHING = { seeded: false, demoContent: true, staffUsers: null }

/**
 * Writes the result when the starting process asked for it (SEED_RESULT_FILE); a plain `npm run
 * seed` writes nothing.
 */
export function writeSeedResult(result, env = process.env) {
  const file = env[SEED_RESULT_FILE]
  if (file) writeFileSync(file, JSON.stringify({ ...NOTHING, ...result }))
}

/**
 * A fresh private file path for one seed run, and a reader that returns its result and removes it.
 */
export function seedResultFile() {
  const dir = mkdtempSync(path.join(tmpdir(), 'seminar-seed-'))
  const file = path.join(dir, 'result.json')
  return {
    file,
    read() {
      try {
        return existsSync(file)
          ? { ...NOTHING, ...JSON.parse(readFileSync(file, 'utf8')) }
          : { ...NOTHING }
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
