import { spawn } from 'node:child_process'
import path from 'node:path'

import { num } from './table.mjs'

// autocannon runs in a child process of its own, so that the load generator never shares an event
// loop with the bench or with the server it measures.
const AUTOCANNON = path.resolve(import.meta.dirname, '../../node_modules/autocannon/autocannon.js')

/** The settings every throughput figure uses, so that rows measured in one run compare. */
export const LOAD = {
  connections: Number(process.env.BENCH_CONNECTIONS || 50),
  seconds: Number(process.env.BENCH_SECONDS || 10),
  warmUpSeconds: Number(process.env.BENCH_WARMUP_SECONDS || 3),
  /** How long one answer may take before autocannon counts a timeout (its own default). */
  timeoutSeconds: 10,
}

function runAutocannon(url, { connections, seconds, timeoutSeconds, headers }) {
  const args = [
    AUTOCANNON,
    '-j',
    '-n',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    '-t',
    String(timeoutSeconds),
  ]
  for (const [key, value] of Object.entries(headers)) args.push('-H', `${key}=${value}`)
  args.push(url)
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (err += chunk))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err.slice(-500)}`))
      try {
        resolve(JSON.parse(out))
      } catch {
        reject(new Error(`autocannon printed no JSON: ${out.slice(0, 300)} ${err.slice(-300)}`))
      }
    })
  })
}

/**
 * Loads one URL at LOAD.connections for LOAD.seconds after a discarded warm-up; returns requests/s,
 * p50 and p99 in ms, and the failures (errors, timeouts, non-2xx). A run with failures is not a
 * valid figure: `valid` is false then and the caller reports it as such.
 */
export async function loadTest(url, { headers = {}, ...overrides } = {}) {
  const settings = { ...LOAD, ...overrides }
  const run = (seconds) =>
    runAutocannon(url, {
      connections: settings.connections,
      seconds,
      timeoutSeconds: settings.timeoutSeconds,
      headers,
    })
  if (settings.warmUpSeconds > 0) await run(settings.warmUpSeconds)
  const result = await run(settings.seconds)
  const failures = (result.errors ?? 0) + (result.timeouts ?? 0) + (result.non2xx ?? 0)
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors ?? 0,
    timeouts: result.timeouts ?? 0,
    non2xx: result.non2xx ?? 0,
    valid: failures === 0 && result.requests.total > 0,
  }
}

/** '1,234 req/s · p50 38 ms · p99 61 ms' (or the failure counts of an invalid run). */
export function describeLoad(figure) {
  const text = `${num(figure.rps)} req/s · p50 ${num(figure.p50)} ms · p99 ${num(figure.p99)} ms`
  if (figure.valid) return text
  return `INVALID (${figure.errors} errors, ${figure.timeouts} timeouts, ${figure.non2xx} non-2xx) ${text}`
}
