#!/usr/bin/env node
// `npm run serve`: only `next start` of the existing build on PORT/HOST, supervised
// (scripts/lib/supervise.mjs). Never builds, migrates or seeds: in production `npm run build` and
// `npm run migrate` run once in the deployment step, before the instances start (docs/DEPLOY.md).
import './lib/load-env.mjs'

import { existsSync } from 'node:fs'
import path from 'node:path'

import { readyBanner } from './lib/banner.mjs'
import { root } from './lib/build.mjs'
import { localOrigin, serverAddress, startNextServer } from './lib/server.mjs'
import { superviseServer } from './lib/supervise.mjs'

/**
 * Exit status when there is nothing to serve; the systemd unit does not restart on it
 * (RestartPreventExitStatus).
 */
const NO_BUILD = 78

const distDir = process.env.NEXT_DIST_DIR || '.next'
if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  console.error(
    `✖ No production build in ${distDir}/: run npm run build first (npm run serve never builds).`,
  )
  process.exit(NO_BUILD)
}

const { port, host } = serverAddress()
const startedAt = Date.now()
const server = startNextServer({ port, host })
const code = await superviseServer(server, {
  readyUrl: `${localOrigin(port, host)}/`,
  onReady: () => console.log(readyBanner({ port, startedAt })),
})
process.exit(code)
