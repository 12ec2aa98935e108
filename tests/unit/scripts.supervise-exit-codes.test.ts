import { spawn, type ChildProcess } from 'node:child_process'
import { EventEmitter } from 'node:events'
import { createServer } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { exitCodeFor, superviseServer } from '../../scripts/lib/supervise.mjs'

const children: ChildProcess[] = []

/**
 * A tiny stand-in for `next start`: answers HTTP on PORT and, like Next, exits 143/130 on
 * SIGTERM/SIGINT.
 */
const SERVER = `
  const server = require('node:http').createServer((req, res) => res.end('ok'))
  if (!process.env.HANG) server.listen(Number(process.env.PORT), '127.0.0.1')
  if (process.env.IGNORE_TERM) process.on('SIGTERM', () => {})
  else process.on('SIGTERM', () => process.exit(143))
  process.on('SIGINT', () => process.exit(130))
  if (process.env.EXIT_WITH) setTimeout(() => process.exit(Number(process.env.EXIT_WITH)), 100)
  setInterval(() => {}, 1000)
`

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Starts the stand-in and supervises it with a signal source the test controls. */
async function supervised(
  env: Record<string, string> = {},
  options: { readyTimeoutMs?: number; stopGraceMs?: number } = {},
) {
  const port = await freePort()
  const child = spawn(process.execPath, ['-e', SERVER], {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: 'ignore',
  })
  children.push(child)
  const signals = new EventEmitter()
  let ready = false
  const code = superviseServer(child, {
    readyUrl: `http://127.0.0.1:${port}/`,
    signals,
    onReady: () => (ready = true),
    readyTimeoutMs: 5_000,
    ...options,
  })
  const untilReady = async () => {
    while (!ready) await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return { child, signals, code, untilReady, isReady: () => ready }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})

describe('supervising next start', () => {
  it('forwards a SIGTERM it receives and exits 0 once the server has ended (Next itself exits 143)', async () => {
    const run = await supervised()
    await run.untilReady()
    run.signals.emit('SIGTERM')
    expect(await run.code).toBe(0)
    expect(run.child.exitCode).toBe(143)
  })

  // Alike the test below by shape only: each test sends its own signal.
  it('forwards SIGINT (Ctrl-C) the same way', async () => {
    const run = await supervised()
    await run.untilReady()
    run.signals.emit('SIGINT')
    expect(await run.code).toBe(0)
  })

  it('exits 1 when the server is killed by a signal it did not forward, so Restart=on-failure restarts it', async () => {
    const run = await supervised()
    await run.untilReady()
    run.child.kill('SIGKILL')
    expect(await run.code).toBe(1)
  })

  it('exits 1 when someone else sent the server SIGTERM (Next turns it into exit 143)', async () => {
    const run = await supervised()
    await run.untilReady()
    run.child.kill('SIGTERM')
    expect(await run.code).toBe(1)
  })

  it('passes on the error code of a server that failed by itself', async () => {
    const run = await supervised({ EXIT_WITH: '3' })
    expect(await run.code).toBe(3)
  })

  it('kills a server that does not answer within the wait and exits 1, leaving no process behind', async () => {
    const run = await supervised({ HANG: '1' }, { readyTimeoutMs: 400 })
    expect(await run.code).toBe(1)
    expect(run.isReady()).toBe(false)
    expect(isAlive(run.child.pid!)).toBe(false)
  })

  it('uses SIGKILL on a hung server that ignores SIGTERM', async () => {
    const run = await supervised(
      { HANG: '1', IGNORE_TERM: '1' },
      { readyTimeoutMs: 400, stopGraceMs: 300 },
    )
    expect(await run.code).toBe(1)
    expect(run.child.signalCode).toBe('SIGKILL')
  })

  it('stops listening for signals once the server has ended', async () => {
    const run = await supervised()
    await run.untilReady()
    run.signals.emit('SIGTERM')
    await run.code
    expect(run.signals.listenerCount('SIGTERM') + run.signals.listenerCount('SIGINT')).toBe(0)
  })
})

describe('exitCodeFor', () => {
  it('counts only a stop we forwarded as success', () => {
    expect(exitCodeFor({ code: 143, signal: null, forwarded: 'SIGTERM', hung: false })).toBe(0)
    expect(exitCodeFor({ code: null, signal: 'SIGTERM', forwarded: 'SIGTERM', hung: false })).toBe(
      0,
    )
    expect(exitCodeFor({ code: 0, signal: null, forwarded: null, hung: false })).toBe(1)
    expect(exitCodeFor({ code: 130, signal: null, forwarded: null, hung: false })).toBe(1)
    expect(exitCodeFor({ code: null, signal: 'SIGSEGV', forwarded: null, hung: false })).toBe(1)
    expect(exitCodeFor({ code: 2, signal: null, forwarded: null, hung: false })).toBe(2)
    expect(exitCodeFor({ code: null, signal: 'SIGTERM', forwarded: null, hung: true })).toBe(1)
  })
})
