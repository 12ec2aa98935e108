import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import proxy, { config } from '@/proxy'

// next.config's `trailingSlash: true` reaches next-intl through this variable in the real build.
process.env._next_intl_trailing_slash = 'true'

function request(path: string, cookie?: string): NextRequest {
  return new NextRequest(new URL(path, 'http://localhost:3000'), {
    headers: cookie ? { cookie } : {},
  })
}

/** The route path that serves a request: the rewrite target, or the path itself when unchanged. */
async function servedFrom(path: string, cookie?: string): Promise<string> {
  const response = await proxy(request(path, cookie))
  expect(response.headers.get('location')).toBeNull()
  const target = response.headers.get('x-middleware-rewrite')
  const served = target ? new URL(target).pathname : path
  return served.endsWith('/') ? served : `${served}/`
}

describe('proxy: languages and localized fixed routes', () => {
  it('serves German without prefix from the de route tree', async () => {
    expect(await servedFrom('/kontakt/')).toBe('/de/kontakt/')
    expect(await servedFrom('/')).toBe('/de/')
    expect(await servedFrom('/en/contact-us/')).toBe('/en/contact-us/')
  })

  it('maps localized fixed paths to their route folders in both languages', async () => {
    expect(await servedFrom('/warenkorb/')).toBe('/de/cart/')
    expect(await servedFrom('/en/cart/')).toBe('/en/cart/')
    expect(await servedFrom('/buchung/')).toBe('/de/booking/')
    expect(await servedFrom('/suche/')).toBe('/de/search/')
    expect(await servedFrom('/en/search/')).toBe('/en/search/')
    expect(await servedFrom('/entwicklungsprogramme/assistent/')).toBe('/de/programme-assistant/')
    expect(await servedFrom('/en/development-programmes/assistent/')).toBe(
      '/en/programme-assistant/',
    )
  })

  it('redirects a German path with the superfluous /de prefix to the unprefixed one', async () => {
    const response = await proxy(request('/de/kontakt/'))
    expect(response.status).toBeGreaterThanOrEqual(300)
    expect(response.status).toBeLessThan(400)
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/kontakt/')
  })

  it('sends a visitor whose cookie says English from / to /en/', async () => {
    const response = await proxy(request('/', 'i18n_redirected=en'))
    expect(response.status).toBe(307)
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/en/')
  })

  it('keeps German visitors and other pages where they are', async () => {
    expect(await servedFrom('/', 'i18n_redirected=de')).toBe('/de/')
    expect(await servedFrom('/kontakt/', 'i18n_redirected=en')).toBe('/de/kontakt/')
  })

  it('discards a locale cookie with a value other than de or en', async () => {
    const response = await proxy(request('/', 'i18n_redirected=fr'))
    const setCookie = response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/i18n_redirected=;/)
    expect(setCookie).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i)
    expect(response.headers.get('location')).toBeNull()
  })

  it('leaves the admin, the APIs, the content endpoint and files alone', () => {
    const [matcher] = config.matcher
    const matches = (path: string) => new RegExp(`^${matcher}$`).test(path)
    expect(matches('/kontakt/')).toBe(true)
    expect(matches('/en/contact-us/')).toBe(true)
    expect(matches('/admin/')).toBe(false)
    expect(matches('/admin/collections/pages/')).toBe(false)
    expect(matches('/api/pages/')).toBe(false)
    expect(matches('/content/kontakt/')).toBe(false)
    expect(matches('/_next/static/chunk.js')).toBe(false)
    expect(matches('/favicon.svg')).toBe(false)
    expect(matches('/robots.txt')).toBe(false)
    expect(matches('/sitemap.xml')).toBe(false)
    expect(matches('/sitemap/0.xml')).toBe(false)
    expect(matches('/sitemap/12.xml')).toBe(false)
    // A page under /sitemap/ is still the site's (its 404 in its language).
    expect(matches('/sitemap/')).toBe(true)
    expect(matches('/sitemap/alt.xml')).toBe(true)
    // Pages whose names merely start with those words still go through.
    expect(matches('/contentmarketing/')).toBe(true)
    expect(matches('/administration/')).toBe(true)
  })

  it('leaves every file of public/ alone, and takes any other path with a dot (for the 404 page in its language)', () => {
    const [matcher] = config.matcher
    const matches = (path: string) => new RegExp(`^${matcher}$`).test(path)
    const files = readdirSync('public', { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    )
    expect(files.length).toBeGreaterThan(3)
    for (const file of files) {
      const path = `/${relative('public', join(file.parentPath, file.name)).split(sep).join('/')}`
      expect(matches(path), path).toBe(false)
    }
    for (const path of [
      '/gibtsnicht.html',
      '/seminare/alt.pdf',
      '/en/old.html',
      '/favicon.ico',
      '/admin.php',
    ])
      expect(matches(path), path).toBe(true)
  })
})
