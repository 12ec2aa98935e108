import config from '@payload-config'
import { handleEndpoints } from 'payload'

import { env } from '@/lib/env'

export type RestOptions = {
  body?: unknown
  cookie?: string
  origin?: string | null
  headers?: Record<string, string>
}

/**
 * Calls Payload's REST API (`/api/...`) exactly as the route handler does, on the test's own
 * database: same endpoints, access rules and cookie handling as in production. A browser-like
 * same-origin `Origin` header is sent unless `origin: null`.
 */
export async function rest(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  options: RestOptions = {},
): Promise<Response> {
  const headers = new Headers(options.headers)
  if (options.origin !== null) headers.set('Origin', options.origin ?? env.SITE_URL)
  if (options.cookie) headers.set('Cookie', options.cookie)
  if (options.body !== undefined) headers.set('Content-Type', 'application/json')
  const url = new URL(path, env.SITE_URL)
  const request = new Request(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  return handleEndpoints({ config, path: url.pathname, request })
}

/** The `name=value` part of a Set-Cookie header, for sending the cookie back. */
export function cookieFrom(response: Response): string {
  const header = response.headers.get('Set-Cookie') ?? ''
  return header.split(';')[0] ?? ''
}
