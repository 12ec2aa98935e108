import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

import { startNextServer, waitForServer } from './server.mjs'

const REDIS_SERVER = '/usr/bin/redis-server'

/**
 * Child processes a test script owns. Everything started through it is ended by `stopAll()`,
 * which is synchronous so that it can also run from a process 'exit' handler (after a failure
 * inside a helper that calls process.exit).
 */
export function processGroup() {
  const children = new Set()
  const started = []

  /** Keeps the last lines a child printed, shown when the test fails. */
  function capture(child, name) {
    const lines = []
    const keep = (chunk) => {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(`[${name}] ${line}`)
      lines.splice(0, Math.max(0, lines.length - 40))
    }
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    child.tail = lines
    children.add(child)
    started.push(child)
    child.on('exit', () => children.delete(child))
    return child
  }

  return {
    /** A throwaway Redis without persistence on the given port. */
    async startRedis(port) {
      if (!existsSync(REDIS_SERVER))
        throw new Error(`${REDIS_SERVER} is missing (apt-get install redis-server)`)
      const child = capture(
        spawn(
          REDIS_SERVER,
          ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
          { stdio: ['ignore', 'pipe', 'pipe'] },
        ),
        'redis',
      )
      await waitFor(
        () => child.tail.some((line) => /Ready to accept connections/i.test(line)),
        10_000,
        `redis-server on port ${port} did not start:\n${child.tail.join('\n')}`,
      )
      return child
    },

    /** `next start` of the existing build on a port, answering before this returns. */
    async startNext(name, port, env) {
      const child = capture(
        startNextServer({ port, host: 'localhost', env, stdio: ['ignore', 'pipe', 'pipe'] }),
        name,
      )
      child.name = name
      await waitForServer(`http://localhost:${port}/`, 120_000)
      return child
    },

    /** Ends one child and waits until it is gone. */
    async stop(child) {
      if (!child || child.exitCode !== null || child.signalCode !== null) return
      const gone = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await gone
      clearTimeout(timer)
    },

    /** Ends every child still running (synchronously: signals only). */
    stopAll() {
      for (const child of children) child.kill('SIGKILL')
    },

    /** The captured output of every child, for a failure report. */
    tails() {
      return started.flatMap((child) => child.tail ?? [])
    },
  }
}

/** Polls a condition until it holds or the time runs out. */
export async function waitFor(check, timeoutMs, message) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(message)
}
