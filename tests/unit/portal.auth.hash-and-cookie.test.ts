import { pbkdf2Sync } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { generatePayloadCookie } from 'payload/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { PAYLOAD_HASH } from '@/lib/auth/equal-work'
import {
  PAYLOAD_HASH_PREFIX,
  PAYLOAD_LEGACY_HASH,
  passwordMatches,
} from '@/lib/auth/verify-password'

/** The installed Payload's dist folder: its hash module is not among the package's exports. */
const payloadDist = () =>
  path.resolve(path.dirname(createRequire(import.meta.url).resolve('payload')), '..', 'dist')

describe('customer auth hardening', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('hashes unknown and locked logins with the installed Payload’s own parameters', () => {
    const source = readFileSync(
      path.join(payloadDist(), 'auth/strategies/local/generatePasswordSaltHash.js'),
      'utf8',
    )
    expect(Number(/currentPasswordHashIterations = (\d+)/.exec(source)?.[1])).toBe(
      PAYLOAD_HASH.iterations,
    )
    expect(Number(/currentPasswordHashKeyLength = (\d+)/.exec(source)?.[1])).toBe(
      PAYLOAD_HASH.keyLength,
    )
    expect(source).toContain(`'${PAYLOAD_HASH.digest}'`)
    expect(/currentPasswordHashPrefix = '([^']+)'/.exec(source)?.[1]).toBe(PAYLOAD_HASH_PREFIX)
    expect(Number(/legacyPasswordHashIterations = (\d+)/.exec(source)?.[1])).toBe(
      PAYLOAD_LEGACY_HASH.iterations,
    )
    expect(Number(/legacyPasswordHashKeyLength = (\d+)/.exec(source)?.[1])).toBe(
      PAYLOAD_LEGACY_HASH.keyLength,
    )
  })

  it('checks a password against a hash made by the installed Payload, as its login would', async () => {
    const { generatePasswordSaltHash } = (await import(
      path.join(payloadDist(), 'auth/strategies/local/generatePasswordSaltHash.js')
    )) as {
      generatePasswordSaltHash: (args: {
        isPasswordAuthenticated: boolean
        password: string
      }) => Promise<{ hash: string; salt: string }>
    }
    const stored = await generatePasswordSaltHash({
      isPasswordAuthenticated: true,
      password: 'ein-langes-passwort',
    })
    expect(await passwordMatches(stored, 'ein-langes-passwort')).toBe(true)
    expect(await passwordMatches(stored, 'ein-langes-Passwort')).toBe(false)
    expect(await passwordMatches({ hash: null, salt: null }, 'ein-langes-passwort')).toBe(false)
    // An account from before the current format: bare hex with the legacy parameters.
    const legacy = {
      salt: 'abc123',
      hash: pbkdf2Sync(
        'altes-passwort',
        'abc123',
        PAYLOAD_LEGACY_HASH.iterations,
        PAYLOAD_LEGACY_HASH.keyLength,
        'sha256',
      ).toString('hex'),
    }
    expect(await passwordMatches(legacy, 'altes-passwort')).toBe(true)
  })

  it('marks the session cookie Secure when the site runs on https', async () => {
    vi.stubEnv('SITE_URL', 'https://seminare.example')
    const { Customers } = await import('@/collections/Customers')
    const cookie = generatePayloadCookie({
      collectionAuthConfig: Customers.auth as never,
      cookiePrefix: 'payload',
      token: 'x',
    }) as string
    expect(cookie).toMatch(/; Secure/)
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Lax/)
  })
})
