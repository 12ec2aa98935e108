import { describe, expect, it } from 'vitest'

import { isSameOriginRequest } from '@/lib/same-origin'

const SITE = 'https://seminare.example'

function post(headers: Record<string, string>, url = 'http://localhost:3000/api/json-api/suche/') {
  return new Request(url, { method: 'POST', headers })
}

describe('same-origin check for POST endpoints', () => {
  it('lets the site’s own pages through', () => {
    expect(isSameOriginRequest(post({ origin: SITE, 'sec-fetch-site': 'same-origin' }), SITE)).toBe(
      true,
    )
    // Reached under its own host (e.g. localhost in development), whatever SITE_URL says.
    expect(
      isSameOriginRequest(post({ origin: 'http://localhost:3000', host: 'localhost:3000' }), SITE),
    ).toBe(true)
  })

  it('lets requests without Origin through unless the browser says cross-site', () => {
    expect(isSameOriginRequest(post({}), SITE)).toBe(true)
    expect(isSameOriginRequest(post({ 'sec-fetch-site': 'same-site' }), SITE)).toBe(true)
    expect(isSameOriginRequest(post({ 'sec-fetch-site': 'cross-site' }), SITE)).toBe(false)
  })

  it('rejects other origins and opaque ones', () => {
    expect(
      isSameOriginRequest(post({ origin: 'https://evil.example', host: 'seminare.example' }), SITE),
    ).toBe(false)
    expect(isSameOriginRequest(post({ origin: 'null' }), SITE)).toBe(false)
    expect(
      isSameOriginRequest(post({ origin: 'https://seminare.example.evil.example' }), SITE),
    ).toBe(false)
  })
})
