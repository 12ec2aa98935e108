import type { ChildProcess } from 'node:child_process'
import { execFileSync } from 'node:child_process'
import { closeSync, openSync } from 'node:fs'

import { startNextServer, waitForServer } from '../../../scripts/lib/server.mjs'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Ids of the processes listening on a TCP port (the real `next-server`, not the `next` wrapper).
 */
export function listeningPids(port: number): number[] {
  let out = ''
  try {
    out = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' })
  } catch {
    return []
  }
  return [...new Set([...out.matchAll(/pid=(\d+)/g)].map((match) => Number(match[1])))]
}

/**
 * Whether anything listens on the port, owned by a process or not: a SIGKILLed server's listening
 * socket can outlive its process for a moment (no pid in `ss` any more), and a start then fails
 * with EADDRINUSE.
 */
export function portIsListening(port: number): boolean {
  try {
    return execFileSync('ss', ['-Hltn', `sport = :${port}`], { encoding: 'utf8' }).trim() !== ''
  } catch {
    return false
  }
}

/**
 * The production server (`next start` from .next) on one port with a fixed environment; it can be
 * killed with SIGKILL and started again on the same database. Output goes to a log file.
 */
export class SiteServer {
  private wrapper: ChildProcess | null = null
  private logFd: number | null = null
  restarts = 0

  constructor(
    readonly port: number,
    readonly env: NodeJS.ProcessEnv,
    readonly logFile: string,
  ) {}

  get base(): string {
    return `http://localhost:${this.port}`
  }

  /** Starts the server and waits until it answers. */
  async start(): Promise<number> {
    if (portIsListening(this.port)) throw new Error(`port ${this.port} is taken by another process`)
    this.logFd ??= openSync(this.logFile, 'a')
    // The helper's JSDoc types stdio as a string; spawn takes the array form as well.
    const stdio = ['ignore', this.logFd, this.logFd] as unknown as string
    const wrapper: ChildProcess = startNextServer({
      port: this.port,
      host: 'localhost',
      env: this.env,
      stdio,
    })
    this.wrapper = wrapper
    wrapper.on('exit', () => {
      if (this.wrapper === wrapper) this.wrapper = null
    })
    return waitForServer(`${this.base}/api/build-id/`, 120_000)
  }

  /**
   * kill -9 of every process listening on the port and of the wrapper; resolves once the port is
   * free.
   */
  async crash(): Promise<number[]> {
    const pids = listeningPids(this.port)
    if (!pids.length)
      throw new Error(`nothing listens on port ${this.port}: cannot crash the server`)
    for (const pid of pids) process.kill(pid, 'SIGKILL')
    this.wrapper?.kill('SIGKILL')
    for (let waited = 0; portIsListening(this.port); waited += 50) {
      if (waited > 10_000) throw new Error(`port ${this.port} still taken 10 s after SIGKILL`)
      await sleep(50)
    }
    return pids
  }

  /**
   * The crash and a start on the same database; resolves with the milliseconds the site was down.
   */
  async crashAndRestart(): Promise<{ pids: number[]; downMs: number }> {
    const started = Date.now()
    const pids = await this.crash()
    await this.start()
    this.restarts++
    return { pids, downMs: Date.now() - started }
  }

  /** Ends the server gracefully (SIGTERM), then by force whatever still listens. */
  async stop(): Promise<void> {
    const pids = listeningPids(this.port)
    this.wrapper?.kill('SIGTERM')
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
    for (let waited = 0; listeningPids(this.port).length && waited < 5_000; waited += 100)
      await sleep(100)
    for (const pid of listeningPids(this.port)) process.kill(pid, 'SIGKILL')
    this.wrapper?.kill('SIGKILL')
    this.wrapper = null
    if (this.logFd !== null) closeSync(this.logFd)
    this.logFd = null
  }
}
