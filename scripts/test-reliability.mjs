#!/usr/bin/env node
// `npm run test:reliability` (issue 9 §2): load with SMTP outage, kill -9 and restarts, and the
// bad-input corpus over HTTP, against the existing production build (.next) on a fresh SQLite and
// then PostgreSQL database. The work is in tests/reliability/load/ (TypeScript, run with tsx).
//   RELIABILITY_SQLITE_ONLY=1        skip PostgreSQL
//   TEST_POSTGRES_URL=postgres://…   a PostgreSQL server other than the local Debian cluster
// RELIABILITY_REQUESTS=N the whole load (10,000: 60 % calm, SMTP down for the first half; 40 % with
// the crashes) RELIABILITY_KEEP=1 keep the temporary folders (server logs)
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { buildIsStale, root } from './lib/build.mjs'
import { TSX, tsxArgs } from './lib/tsx.mjs'

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('✖ No production build: run `npm run build` first (this test does not build).')
  process.exit(1)
}
// Not rebuilt here: other processes may be serving this build.
if (buildIsStale())
  console.warn(
    '! The production build is older than the sources: the run tests the build, not the working tree.',
  )

const child = spawn(TSX, tsxArgs('tests/reliability/load/main.ts'), { cwd: root, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
