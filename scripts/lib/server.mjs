import { spawn } from 'node:child_process'
import path from 'node:path'

import { root } from './build.mjs'

/** Starts `next start` directly (not through npx, which would leave its child running when killed). */
export function startNextServer({ port, host, env = process.env, stdio = 'inherit' }) {
  return spawn(path.join(root, 'node_modules/.bin/next'), ['start', '-p', String(port), '-H', host], {
    cwd: root,
    stdio,
    env: { ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port) },
  })
}

/** Polls a URL until it answers (any status below 500) or the time runs out. */
export async function waitForServer(url, timeoutMs = 60_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return Date.now() - started
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}
