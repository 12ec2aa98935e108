import { waitForServer } from './server.mjs'

/** How long a starting server may take to answer its first request before it counts as hung. */
export const READY_TIMEOUT_MS = 120_000
/** How long a hung server gets to end after SIGTERM before it is killed. */
const STOP_GRACE_MS = 10_000

/**
 * The exit code of the supervising process once the server has ended. 0 only after a stop we
 * forwarded; 1 when it never answered or ended without being asked, by a signal or with Next's
 * signal codes (130, 143) or even 0: a server runs until it is stopped, so under systemd's
 * `Restart=on-failure` any other end must count as a failure and restart it. Its own error code
 * otherwise.
 * @param {{ code: number | null, signal: string | null, forwarded: string | null, hung: boolean }}
 * end
 * @returns {number}
 */
export function exitCodeFor({ code, signal, forwarded, hung }) {
  if (hung) return 1
  if (forwarded) return 0
  if (signal) return 1
  return code > 0 && code < 128 ? code : 1
}

/**
 * Supervises a started server child until it ends and resolves with the exit code for this process
 * (exitCodeFor). SIGINT and SIGTERM arriving at `signals` (this process) are forwarded to the
 * server; `onReady` runs once `readyUrl` answers; a server that does not answer within
 * `readyTimeoutMs` is stopped (SIGTERM, then SIGKILL) so that no orphan is left behind.
 * @param {import('node:child_process').ChildProcess} child
 * @param {{ readyUrl: string, readyTimeoutMs?: number, onReady?: (ms: number) => void, signals?:
 * import('node:events').EventEmitter, stopGraceMs?: number }} options
 * @returns {Promise<number>}
 */
export function superviseServer(
  child,
  {
    readyUrl,
    readyTimeoutMs = READY_TIMEOUT_MS,
    onReady = () => {},
    signals = process,
    stopGraceMs = STOP_GRACE_MS,
  },
) {
  let forwarded = null
  let hung = false
  const waiting = new AbortController()
  const forward = (signal) => {
    forwarded ??= signal
    waiting.abort()
    child.kill(signal)
  }
  const handlers = { SIGINT: () => forward('SIGINT'), SIGTERM: () => forward('SIGTERM') }
  for (const [signal, handler] of Object.entries(handlers)) signals.on(signal, handler)

  const ended = new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode })
    child.once('exit', (code, signal) => resolve({ code, signal }))
    // A server that could not be started at all (e.g. no node_modules) never exits.
    child.once('error', (error) => {
      console.error(`✖ the server could not be started: ${error.message}`)
      resolve({ code: 1, signal: null })
    })
  })

  waitForServer(readyUrl, readyTimeoutMs, { signal: waiting.signal }).then(
    (ms) => onReady(ms),
    (error) => {
      if (waiting.signal.aborted) return
      hung = true
      console.error(`✖ ${error.message}; stopping the server`)
      child.kill('SIGTERM')
      const kill = setTimeout(() => child.kill('SIGKILL'), stopGraceMs)
      ended.then(() => clearTimeout(kill))
    },
  )

  return ended.then(({ code, signal }) => {
    waiting.abort()
    for (const [name, handler] of Object.entries(handlers)) signals.off(name, handler)
    return exitCodeFor({ code, signal, forwarded, hung })
  })
}
