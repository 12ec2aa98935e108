import { readFileSync } from 'node:fs'
import path from 'node:path'

import { staffToken } from '../../scripts/lib/staff-login.mjs'

const CREDENTIALS = path.resolve(import.meta.dirname, '../../src/seed/credentials.json')

/**
 * A logged-in staff client for Payload's REST API on `base`; `call` fails on any status but 2xx.
 */
export async function adminApi(base) {
  const call = async (url, { method = 'GET', token, body } = {}) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        Origin: base,
        ...(token ? { Authorization: `JWT ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    })
    const text = await response.text()
    if (!response.ok)
      throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`)
    return JSON.parse(text)
  }
  const { admin } = JSON.parse(readFileSync(CREDENTIALS, 'utf8'))
  const token = await staffToken(base, admin)
  return { token, call: (url, options = {}) => call(url, { ...options, token }) }
}
