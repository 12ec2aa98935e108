import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// Runs before each integration test file imports the Payload config: a fresh temporary
// database and var/ folder per file, unless DATABASE_URL points at PostgreSQL (test:postgres).
const dir = mkdtempSync(path.join(tmpdir(), 'seminar-int-'))
process.env.VAR_DIR = dir
process.env.PAYLOAD_SECRET ||= 'integration-test-secret'
if (!process.env.DATABASE_URL?.startsWith('postgres')) {
  process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`
}
