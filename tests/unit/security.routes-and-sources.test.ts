import { buildCustomRoute } from 'next/dist/lib/build-custom-route'
import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import {
  type HeaderRoute,
  nextConfigHeaders,
  pageHeadersFromEnv,
  type SecurityConfig,
} from '@/features/security/headers'
import { isPlainOrigin, originOf, parseExtraSources } from '@/features/security/sources'
import { LOCALE_COOKIE } from '@/i18n/locales'
import proxy from '@/proxy'

const CONFIG: SecurityConfig = {
  siteUrl: 'http://localhost:3100',
  imageBaseUrl: '',
  extraSources: '',
  development: false,
  gtmScriptUrl: 'http://127.0.0.1:3100/e2e-third-party/gtm.js',
  chatScriptUrl: 'http://127.0.0.1:3100/e2e-third-party/chat-{portalId}.js',
  jobWidgetScriptUrl: '',
  newsletterWidgetScriptUrl: 'https://js.hsforms.net/forms/embed/v2.js',
}

/**
 * The headers a path gets from next.config, resolved the way Next does it: every matching entry in
 * order (with Next's own matcher), a later value replacing an earlier one of the same name.
 */
function headersFor(routes: HeaderRoute[], path: string): Map<string, string> {
  const result = new Map<string, string>()
  for (const route of routes) {
    const { regex } = buildCustomRoute('header', { source: route.source, headers: route.headers })
    if (!new RegExp(regex).test(path)) continue
    for (const { key, value } of route.headers) result.set(key, value)
  }
  return result
}

describe('next.config headers per kind of answer', () => {
  const routes = nextConfigHeaders(CONFIG)

  it('give every answer nosniff, the referrer and permissions policies and a CSP', () => {
    const paths = [
      '/',
      '/kontakt/',
      '/_next/static/chunks/main.js',
      '/logo.png',
      '/api/json-api/suche/',
      '/api/kundenportal/zertifikat/de/1/2/3/',
      '/api/whitepaper-dl/',
      '/content/kontakt/',
      '/admin/login/',
      '/api/media/file/plan.pdf',
    ]
    for (const path of paths) {
      const headers = headersFor(routes, path)
      expect(headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(headers.get('permissions-policy'), path).toContain('camera=()')
      expect(headers.get('content-security-policy'), path).toMatch(/frame-ancestors '(none|self)'/)
    }
  })

  it('send JSON, CSV and our PDFs with a policy that loads and runs nothing', () => {
    for (const path of [
      '/api/json-api/warenkorb/',
      '/api/bookings/export.csv',
      '/api/whitepaper-dl/',
      '/content/en/contact-us/',
    ]) {
      expect(headersFor(routes, path).get('content-security-policy'), path).toBe(
        "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      )
    }
  })

  it("let uploaded files open in Chrome's PDF viewer but run no script", () => {
    const csp = headersFor(routes, '/api/media/file/lageplan.pdf').get('content-security-policy')
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("object-src 'self'")
    expect(csp).not.toContain('script-src')
  })

  it('give the admin its own policy, and the site policy to pages, static files and chunks', () => {
    const admin = headersFor(routes, '/admin/collections/pages/').get('content-security-policy')
    expect(admin).toContain('worker-src')
    expect(admin).not.toContain('127.0.0.1')
    expect(admin).not.toContain('unsafe-eval')
    expect(headersFor(routes, '/admin').get('content-security-policy')).toBe(admin)
    for (const path of ['/kontakt/', '/favicon.svg', '/_next/static/chunks/main.js']) {
      expect(headersFor(routes, path).get('content-security-policy'), path).toContain(
        "script-src 'self' 'unsafe-inline' http://127.0.0.1:3100",
      )
    }
  })

  it('let only the site frame its own embeddable pages', () => {
    const headers = headersFor(routes, '/embeds/anfahrt-hafen.de.html')
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(headersFor(routes, '/kontakt/').get('x-frame-options')).toBe('DENY')
  })
})

describe('the proxy', () => {
  it("sets the page policy from the running server's environment on pages and its redirects", async () => {
    const expected = pageHeadersFromEnv().find((h) => h.key === 'content-security-policy')?.value
    expect(expected).toContain("object-src 'none'")
    const page = await proxy(new NextRequest(new URL('/kontakt/', 'http://localhost:3000')))
    expect(page.headers.get('content-security-policy')).toBe(expected)
    const redirect = await proxy(
      new NextRequest(new URL('/', 'http://localhost:3000'), {
        headers: { cookie: `${LOCALE_COOKIE}=en` },
      }),
    )
    expect(redirect.headers.get('location')).toBe('http://localhost:3000/en/')
    expect(redirect.headers.get('content-security-policy')).toBe(expected)
  })
})

describe('sources', () => {
  it('takes the origin of a script address; own paths and other schemes give none', () => {
    expect(originOf('https://js-eu1.hs-scripts.com/{portalId}.js')).toBe(
      'https://js-eu1.hs-scripts.com',
    )
    expect(originOf('http://127.0.0.1:3100/e2e-third-party/gtm.js')).toBe('http://127.0.0.1:3100')
    expect(originOf('/scripts/gtm.js')).toBeNull()
    expect(originOf('')).toBeNull()
    expect(originOf('javascript:alert(1)')).toBeNull()
  })

  it('accepts only plain origins as extra sources', () => {
    expect(isPlainOrigin('https://planer.example.test')).toBe(true)
    expect(isPlainOrigin('wss://realtime.example.test:8443')).toBe(true)
    for (const bad of [
      '*',
      'https://*.example.test',
      "'unsafe-eval'",
      'https:',
      'data:',
      'https://a.example.test/path',
      'https://user:pw@a.example.test',
    ]) {
      expect(isPlainOrigin(bad), bad).toBe(false)
    }
  })

  it('parses CSP_EXTRA_SOURCES and reports what it ignores', () => {
    const parsed = parseExtraSources(
      "frame-src https://planer.example.test https://maps.example.test/; script-src 'unsafe-eval'; sandbox allow-scripts",
    )
    expect(parsed.sources).toEqual({
      'frame-src': ['https://planer.example.test', 'https://maps.example.test'],
    })
    expect(parsed.rejected).toEqual(["script-src 'unsafe-eval'", 'sandbox allow-scripts'])
    expect(parseExtraSources('')).toEqual({ sources: {}, rejected: [] })
  })
})
