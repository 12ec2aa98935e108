import { readFileSync } from 'node:fs'
import path from 'node:path'

import { root } from '../../../scripts/lib/build.mjs'
import { staffToken } from '../../../scripts/lib/staff-login.mjs'

type Credentials = Record<'admin' | 'customer', { email: string; password: string }>

/** The seed's logins (staff and a portal customer). */
export const credentials: Credentials = JSON.parse(
  readFileSync(path.join(root, 'src/seed/credentials.json'), 'utf8'),
)

/** Payload's REST API as the seeded staff user. */
export class AdminApi {
  private token = ''

  constructor(readonly base: string) {}

  /** Logs in (again: a restart keeps the secret, but a fresh token costs nothing). */
  async login(): Promise<void> {
    this.token = await staffToken(this.base, credentials.admin)
  }

  /** The staff login as an Authorization header value. */
  get authorization(): string {
    return `JWT ${this.token}`
  }

  /** A call that fails on any status but 2xx; retried a few times while the server restarts. */
  async call<T = Record<string, unknown>>(
    url: string,
    { method = 'GET', body }: { method?: string; body?: unknown } = {},
  ): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await fetch(`${this.base}${url}`, {
          method,
          headers: {
            'Content-Type': 'application/json',
            Origin: this.base,
            ...(this.token ? { Authorization: `JWT ${this.token}` } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(60_000),
        })
        const text = await response.text()
        if (!response.ok)
          throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`)
        return JSON.parse(text) as T
      } catch (error) {
        const offline = error instanceof TypeError && /fetch failed/.test(error.message)
        if (!offline || attempt >= 20) throw error
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
    }
  }

  /** Every document of a collection matching a query string, with only the selected fields. */
  async all<T>(collection: string, query: string): Promise<T[]> {
    const { docs } = await this.call<{ docs: T[] }>(
      `/api/${collection}?pagination=false&depth=0&${query}`,
    )
    return docs
  }

  /** How many documents a collection holds (optionally matching a query string). */
  async count(collection: string, query = ''): Promise<number> {
    const { totalDocs } = await this.call<{ totalDocs: number }>(
      `/api/${collection}?limit=1&depth=0&${query}`,
    )
    return totalDocs
  }
}
