import { spawn } from 'node:child_process'
import path from 'node:path'

import { root } from './build.mjs'

/**
 * What `next start -H` gets for a HOST, and the NODE_OPTIONS it needs. Next 16 turns 127.x.x.x and
 * [::1] in request URLs into "localhost" (NextURL), so with `-H 127.0.0.1` the locale rewrites of
 * src/proxy.ts look like another host's: Next proxies them back to itself and `/` redirects to
 * `/de/` and back. `localhost`, resolved IPv4 first, listens on the same 127.0.0.1 and keeps them
 * internal.
 * @param {string} host
 * @param {string} [nodeOptions]
 */
export function nextHost(host, nodeOptions = '') {
  if (host !== '127.0.0.1') return { hostname: host, nodeOptions }
  return {
    hostname: 'localhost',
    nodeOptions: `${nodeOptions} --dns-result-order=ipv4first`.trim(),
  }
}

/**
 * Starts `next start` directly (not through npx, which would leave its child running when killed).
 */
export function startNextServer({ port, host, env = process.env, stdio = 'inherit' }) {
  const { hostname, nodeOptions } = nextHost(host, env.NODE_OPTIONS)
  return spawn(
    path.join(root, 'node_modules/.bin/next'),
    ['start', '-p', String(port), '-H', hostname],
    {
      cwd: root,
      stdio,
      env: {
        ...env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(port),
        ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}),
      },
    },
  )
}

/**
 * PORT (default 3000) and HOST (default 0.0.0.0: every interface) of `npm start` and `npm run
 * serve`.
 * @param {Record<string, string | undefined>} [env]
 */
export function serverAddress(env = process.env) {
  return { port: Number(env.PORT || 3000), host: env.HOST || '0.0.0.0' }
}

/**
 * The origin this machine reaches a server bound to `host` at (localhost for the wildcard
 * addresses).
 */
export function localOrigin(port, host) {
  const name =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host
  return `http://${name}:${port}`
}

/**
 * Polls a URL until it answers (any status below 500) or the time runs out; `signal` ends the wait
 * early (rejects).
 */
export async function waitForServer(url, timeoutMs = 60_000, { signal } = {}) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    signal?.throwIfAborted()
    try {
      const response = await fetch(url, { redirect: 'manual', signal })
      if (response.status < 500) return Date.now() - started
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}
