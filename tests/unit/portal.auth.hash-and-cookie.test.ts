import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { generatePayloadCookie } from 'payload/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { PAYLOAD_HASH } from '@/features/portal/auth/server/equal-work'

describe('customer auth hardening', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('hashes unknown and locked logins with the installed Payload’s own parameters', () => {
    const payloadDir = path.resolve(path.dirname(createRequire(import.meta.url).resolve('payload')), '..')
    const source = readFileSync(path.join(payloadDir, 'dist/auth/strategies/local/generatePasswordSaltHash.js'), 'utf8')
    expect(Number(/currentPasswordHashIterations = (\d+)/.exec(source)?.[1])).toBe(PAYLOAD_HASH.iterations)
    expect(Number(/currentPasswordHashKeyLength = (\d+)/.exec(source)?.[1])).toBe(PAYLOAD_HASH.keyLength)
    expect(source).toContain(`'${PAYLOAD_HASH.digest}'`)
  })

  it('marks the session cookie Secure when the site runs on https', async () => {
    vi.stubEnv('SITE_URL', 'https://seminare.example')
    const { Customers } = await import('@/collections/Customers')
    const cookie = generatePayloadCookie({ collectionAuthConfig: Customers.auth as never, cookiePrefix: 'payload', token: 'x' }) as string
    expect(cookie).toMatch(/; Secure/)
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Lax/)
  })
})
