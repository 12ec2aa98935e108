#!/usr/bin/env node
// `npm run dev`: the fast edit loop. Uses its own database (var/dev.db) with schema push, so
// experiments never touch the migrated database that `npm start` uses.
import { spawn } from 'node:child_process'
import path from 'node:path'

import { prepareDatabase, root } from './lib/build.mjs'

const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL || `file:${path.join(root, 'var', 'dev.db')}`,
  PAYLOAD_PUSH_SCHEMA: '1',
  NODE_ENV: 'development',
}
prepareDatabase(env)
const dev = spawn(path.join(root, 'node_modules/.bin/next'), ['dev', '-p', process.env.PORT || '3000'], { cwd: root, stdio: 'inherit', env })
dev.on('exit', (code) => process.exit(code ?? 0))
process.on('SIGINT', () => dev.kill('SIGINT'))
process.on('SIGTERM', () => dev.kill('SIGTERM'))
