#!/usr/bin/env node
// The server the end-to-end tests drive: the production build on a fresh, seeded database.
import { rmSync } from 'node:fs'
import path from 'node:path'

import { prepareDatabase, root } from './lib/build.mjs'
import { startNextServer } from './lib/server.mjs'

const port = Number(process.env.E2E_PORT || 3100)
const varDir = path.join(root, 'var', 'e2e')
rmSync(varDir, { recursive: true, force: true })

const env = {
  ...process.env,
  VAR_DIR: varDir,
  DATABASE_URL: `file:${path.join(varDir, 'data.db')}`,
  SITE_URL: `http://127.0.0.1:${port}`,
  ENABLE_TEST_ROUTES: '1',
  NODE_ENV: 'production',
}
prepareDatabase(env)
const server = startNextServer({ port, host: '127.0.0.1', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
