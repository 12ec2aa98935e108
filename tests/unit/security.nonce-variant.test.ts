import { describe, expect, it } from 'vitest'

import {
  CSP_NONCE_VARIANT,
  pageHeadersForRequest,
  pageHeadersFromEnv,
  siteCsp,
} from '@/features/security/headers'

import { PRODUCTION_SECURITY } from './fixtures/security-config'

const CONFIG = PRODUCTION_SECURITY

const scriptSrc = (csp: string) =>
  csp
    .split(';')
    .find((part) => part.trim().startsWith('script-src'))
    ?.trim() ?? ''

describe('nonce variant of the page policy (decision 0009, CSP_NONCE=1 builds only)', () => {
  it('replaces unsafe-inline for scripts by the nonce and strict-dynamic, and changes nothing else', () => {
    const shipped = siteCsp(CONFIG)
    const withNonce = siteCsp(CONFIG, 'abc123')
    expect(scriptSrc(withNonce)).toContain("'nonce-abc123' 'strict-dynamic'")
    expect(scriptSrc(withNonce)).not.toContain("'unsafe-inline'")
    expect(withNonce.replace(scriptSrc(withNonce), '')).toBe(
      shipped.replace(scriptSrc(shipped), ''),
    )
  })

  it('is off unless the build switched it on: every request gets the shipped headers', () => {
    expect(CSP_NONCE_VARIANT).toBe(false)
    expect(pageHeadersForRequest()).toEqual(pageHeadersFromEnv())
    expect(scriptSrc(pageHeadersForRequest()[0].value)).toContain("'unsafe-inline'")
  })
})
