import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it } from 'vitest'

import { canonicalLocation, loopbackOrigins } from '@/features/security/canonical-host'
import proxy from '@/proxy'

process.env._next_intl_trailing_slash = 'true'

const SITE = 'https://www.seminare.example'

/** A request as it reaches `next start`: the URL Next builds, the Host header the client sent. */
function arriving(host: string, path: string, method = 'GET'): NextRequest {
  return new NextRequest(new URL(path, `http://${host}`), { method, headers: { host } })
}

describe('one host: requests under another host than SITE_URL’s', () => {
  const saved = { site: process.env.SITE_URL, aliases: process.env.SITE_HOST_ALIASES }
  afterEach(() => {
    for (const [name, value] of [
      ['SITE_URL', saved.site],
      ['SITE_HOST_ALIASES', saved.aliases],
    ] as const)
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
  })

  it('sends pages, the login and the portal from www-less, a bare IP and another port (308)', async () => {
    process.env.SITE_URL = SITE
    const cases = [
      ['seminare.example', '/seminare/fuehrung-kompakt/?termin=3'],
      ['203.0.113.7', '/login/?return=%2Fkundenportal%2F'],
      ['www.seminare.example:8443', '/kundenportal/profil/'],
      ['203.0.113.7:3000', '/admin/collections/bookings/'],
    ]
    for (const [host, path] of cases) {
      const response = await proxy(arriving(host, path))
      expect(response.status, host).toBe(308)
      expect(response.headers.get('location'), host).toBe(`${SITE}${path}`)
    }
    // 308 keeps the method: a form posted under the wrong host is posted again, not dropped.
    expect((await proxy(arriving('seminare.example', '/kontakt/', 'POST'))).status).toBe(308)
  })

  it('serves the configured host as before, whatever the letter case', async () => {
    process.env.SITE_URL = SITE
    const response = await proxy(arriving('WWW.Seminare.Example', '/kontakt/'))
    expect(response.headers.get('location')).toBeNull()
    expect(response.headers.get('x-middleware-rewrite')).toContain('/de/kontakt/')
  })

  it('serves the hosts SITE_HOST_ALIASES names as they are', async () => {
    process.env.SITE_URL = 'http://localhost:3701'
    process.env.SITE_HOST_ALIASES = ' localhost:3702 , Intern.example '
    for (const host of ['localhost:3702', 'intern.example'])
      expect((await proxy(arriving(host, '/'))).status, host).not.toBe(308)
    expect((await proxy(arriving('localhost:3703', '/'))).status).toBe(308)
  })

  it('takes 127.0.0.1 and [::1] on localhost’s port for localhost, as Next does', () => {
    const site = 'http://localhost:3100'
    expect(canonicalLocation('127.0.0.1:3100', '/login/', site, [])).toBeNull()
    expect(canonicalLocation('[::1]:3100', '/login/', site, [])).toBeNull()
    expect(canonicalLocation('127.0.0.1:3101', '/login/', site, [])).toBe(`${site}/login/`)
    expect(canonicalLocation('127.0.0.1', '/', 'https://www.seminare.example', [])).toBe(
      'https://www.seminare.example/',
    )
    expect(loopbackOrigins(site)).toEqual(['http://127.0.0.1:3100', 'http://[::1]:3100'])
    expect(loopbackOrigins('https://www.seminare.example')).toEqual([])
  })

  it('keeps a path that looks like a host on the site', () => {
    expect(canonicalLocation('evil.example', '//evil.example/x/', SITE, [])).toBe(
      `${SITE}//evil.example/x/`,
    )
    expect(new URL(canonicalLocation('a', '//evil.example/', SITE, []) ?? '').host).toBe(
      'www.seminare.example',
    )
    expect(canonicalLocation(null, '/', SITE, [])).toBeNull()
  })
})
