#!/usr/bin/env node
// `npm start`: build if needed, migrate and seed the database if needed, then serve the site.
import { readFileSync } from 'node:fs'

import { ensureBuild, prepareDatabase } from './lib/build.mjs'
import { startNextServer, waitForServer } from './lib/server.mjs'

const port = Number(process.env.PORT || 3000)
const host = process.env.HOST || '0.0.0.0'
const started = Date.now()

ensureBuild()
prepareDatabase()

const server = startNextServer({ port, host })
const stop = (signal) => {
  server.kill(signal)
}
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
server.on('exit', (code) => process.exit(code ?? 0))

const local = `http://localhost:${port}`
await waitForServer(`${local}/`)
const { admin: DEMO_ADMIN, customer: DEMO_CUSTOMER } = JSON.parse(readFileSync(new URL('../src/seed/credentials.json', import.meta.url), 'utf8'))
console.log(`
✔ Ready after ${((Date.now() - started) / 1000).toFixed(1)} s
  Site:   ${process.env.SITE_URL || local}/   (English: ${process.env.SITE_URL || local}/en/)
  Admin:  ${process.env.SITE_URL || local}/admin/   login ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}  (demo staff account)
  Portal: ${process.env.SITE_URL || local}/login/   login ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}  (demo customer)
`)
