#!/usr/bin/env node
// `npm run dev`: the fast edit loop. Uses its own database (DEV_DATABASE_URL, default var/dev.db)
// with schema push, so experiments never touch the migrated database that `npm start` uses.
// DATABASE_URL is ignored on purpose: pushing a dev schema into it could wreck a production
// database.
import { spawn } from 'node:child_process'
import path from 'node:path'

import { prepareDatabase, root } from './lib/build.mjs'
import { devDatabaseUrl } from './lib/dev-database.mjs'
import { loadEnvFiles } from './lib/env-files.mjs'

// First: the .env files as `next dev` reads them (.env.development*, .env.local, .env). The
// children get the environment without them and read the files themselves, so that `next dev` still
// reloads an edited .env.
const ownEnv = { ...process.env }
loadEnvFiles(true)

const databaseUrl = devDatabaseUrl()
if (process.env.DATABASE_URL && process.env.DATABASE_URL !== databaseUrl) {
  console.log(
    `› npm run dev ignores DATABASE_URL and uses ${process.env.DEV_DATABASE_URL ? 'DEV_DATABASE_URL' : 'var/dev.db'}`,
  )
}
const env = {
  ...ownEnv,
  DATABASE_URL: databaseUrl,
  PAYLOAD_PUSH_SCHEMA: '1',
  NODE_ENV: 'development',
}
prepareDatabase(env)
const dev = spawn(
  path.join(root, 'node_modules/.bin/next'),
  ['dev', '-p', process.env.PORT || '3000'],
  { cwd: root, stdio: 'inherit', env },
)
dev.on('exit', (code) => process.exit(code ?? 0))
process.on('SIGINT', () => dev.kill('SIGINT'))
process.on('SIGTERM', () => dev.kill('SIGTERM'))
