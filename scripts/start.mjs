#!/usr/bin/env node
// `npm start`: the one-machine and demo start. Builds if needed, migrates, seeds an empty database
// with the demo (unless DEMO_CONTENT=false), then serves the site, supervised. Several instances
// run `npm run migrate` once and `npm run serve` each instead (docs/DEPLOY.md).
import './lib/load-env.mjs'

import { readyBanner } from './lib/banner.mjs'
import { ensureBuild, prepareDatabase } from './lib/build.mjs'
import { localOrigin, serverAddress, startNextServer } from './lib/server.mjs'
import { superviseServer } from './lib/supervise.mjs'

const { port, host } = serverAddress()
const startedAt = Date.now()

ensureBuild()
const seed = prepareDatabase()

const server = startNextServer({ port, host })
const code = await superviseServer(server, {
  readyUrl: `${localOrigin(port, host)}/`,
  onReady: () => console.log(readyBanner({ port, startedAt, seed })),
})
process.exit(code)
