import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  commonHeaders,
  pageHeaders,
  permissionsPolicy,
  type SecurityConfig,
  securityConfigFromEnv,
  siteCsp,
} from '@/features/security/headers'

import { PRODUCTION_SECURITY, headerValue } from './fixtures/security-config'

const PRODUCTION = PRODUCTION_SECURITY

/** What scripts/e2e-server.mjs sets: the stand-ins on a second host, plain http. */
const E2E: SecurityConfig = {
  ...PRODUCTION,
  siteUrl: 'http://localhost:3100',
  gtmScriptUrl: 'http://127.0.0.1:3100/e2e-third-party/gtm.js',
  chatScriptUrl: 'http://127.0.0.1:3100/e2e-third-party/chat-{portalId}.js',
  extraSources: 'frame-src https://planer.example.test',
}

/** The policy as directive → sources. */
function parse(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

const header = headerValue

describe('site Content-Security-Policy', () => {
  it('has every directive, with no plugins, no <base>, own form targets and no framing by anyone', () => {
    const policy = parse(siteCsp(PRODUCTION))
    for (const directive of [
      'default-src',
      'script-src',
      'style-src',
      'img-src',
      'font-src',
      'connect-src',
      'frame-src',
      'object-src',
      'base-uri',
      'form-action',
      'frame-ancestors',
    ]) {
      expect(policy.has(directive), directive).toBe(true)
    }
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('font-src')).toEqual(["'self'", 'data:'])
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(policy.get('script-src')?.slice(0, 2)).toEqual(["'self'", "'unsafe-inline'"])
    expect(policy.get('img-src')?.slice(0, 3)).toEqual(["'self'", 'data:', 'blob:'])
    expect(policy.get('connect-src')?.[0]).toBe("'self'")
  })

  it('takes the script origins from the configured addresses, {portalId} and all', () => {
    const policy = parse(siteCsp(E2E))
    expect(policy.get('script-src')).toContain('http://127.0.0.1:3100')
    expect(policy.get('connect-src')).toContain('http://127.0.0.1:3100')
    expect(policy.get('script-src')).not.toContain('https://www.googletagmanager.com')
    expect(policy.get('script-src')).not.toContain('https://js-eu1.hs-scripts.com')
    expect(policy.get('frame-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://www.youtube-nocookie.com',
        'https://www.google.com',
        'https://planer.example.test',
      ]),
    )
  })

  it('names the real services and the hosts their scripts load from or send to', () => {
    const policy = parse(siteCsp(PRODUCTION))
    const script = policy.get('script-src')
    expect(script).toEqual(
      expect.arrayContaining([
        'https://www.googletagmanager.com',
        'https://js-eu1.hs-scripts.com',
        'https://js-eu1.usemessages.com',
        'https://js.hsforms.net',
      ]),
    )
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://region1.google-analytics.com',
        'https://api-eu1.hubspot.com',
        'https://forms.hsforms.com',
      ]),
    )
    // The chat's conversation window and the tag manager's noscript frame, besides the two embeds.
    expect(policy.get('frame-src')).toEqual([
      "'self'",
      'https://www.youtube-nocookie.com',
      'https://www.google.com',
      'https://www.googletagmanager.com',
      'https://app-eu1.hubspot.com',
    ])
  })

  it('adds the job board and the image host only when configured, and nothing for scripts on the site itself', () => {
    const plain = parse(siteCsp(PRODUCTION))
    expect(plain.get('script-src')).not.toContain('https://jobs.example.test')
    const configured = parse(
      siteCsp({
        ...PRODUCTION,
        jobWidgetScriptUrl: 'https://jobs.example.test/widget.js',
        imageBaseUrl: 'https://cdn.example.test/media',
      }),
    )
    expect(configured.get('script-src')).toContain('https://jobs.example.test')
    expect(configured.get('frame-src')).toContain('https://jobs.example.test')
    expect(configured.get('img-src')).toContain('https://cdn.example.test')
    const own = parse(
      siteCsp({
        ...PRODUCTION,
        gtmScriptUrl: '/scripts/gtm.js',
        chatScriptUrl: '/chat/{portalId}.js',
        newsletterWidgetScriptUrl: '',
      }),
    )
    expect(own.get('script-src')).toEqual(["'self'", "'unsafe-inline'"])
  })

  it('has no wildcard anywhere, even when the extra sources try one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const sneaky = {
      ...PRODUCTION,
      extraSources:
        "script-src * https://*.example.test 'unsafe-eval' https:; frame-src https://ok.example.test",
    }
    for (const config of [PRODUCTION, E2E, sneaky]) {
      const csp = siteCsp(config)
      expect(csp).not.toContain('*')
      expect(csp).not.toContain('unsafe-eval')
      expect(parse(csp).get('script-src')).not.toContain('https:')
    }
    expect(parse(siteCsp(sneaky)).get('frame-src')).toContain('https://ok.example.test')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("script-src 'unsafe-eval'"))
    warn.mockRestore()
  })

  it("allows eval only under `next dev`, where React's debugging needs it", () => {
    expect(parse(siteCsp({ ...E2E, development: true })).get('script-src')).toContain(
      "'unsafe-eval'",
    )
    expect(parse(siteCsp(E2E)).get('script-src')).not.toContain("'unsafe-eval'")
  })

  it('upgrades insecure requests on an https site only', () => {
    expect(parse(siteCsp(PRODUCTION)).has('upgrade-insecure-requests')).toBe(true)
    expect(parse(siteCsp(E2E)).has('upgrade-insecure-requests')).toBe(false)
  })
})

describe('headers on every response', () => {
  it('send nosniff, the referrer policy, the permissions policy, DENY framing and COOP', () => {
    const headers = commonHeaders(E2E)
    expect(header(headers, 'x-content-type-options')).toBe('nosniff')
    expect(header(headers, 'referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(header(headers, 'x-frame-options')).toBe('DENY')
    expect(header(headers, 'cross-origin-opener-policy')).toBe('same-origin')
    for (const feature of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'browsing-topics',
    ]) {
      expect(permissionsPolicy()).toContain(`${feature}=()`)
    }
    expect(headers.every((h) => h.key === h.key.toLowerCase())).toBe(true)
  })

  it('send Strict-Transport-Security only when the site is served over https', () => {
    expect(header(commonHeaders(PRODUCTION), 'strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains',
    )
    expect(header(pageHeaders(PRODUCTION), 'strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains',
    )
    expect(header(commonHeaders(E2E), 'strict-transport-security')).toBeUndefined()
    expect(header(pageHeaders(E2E), 'strict-transport-security')).toBeUndefined()
  })
})

describe('configuration from the environment', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })

  it('reads the script addresses, the site address and the extra sources', () => {
    Object.assign(process.env, {
      SITE_URL: 'https://www.institut.example/',
      GTM_SCRIPT_URL: 'https://sgtm.institut.example/gtm.js',
      CHAT_SCRIPT_URL: 'https://js.hs-scripts.com/{portalId}.js',
      JOB_WIDGET_SCRIPT_URL: 'https://jobs.example.test/widget.js',
      CSP_EXTRA_SOURCES: 'frame-src https://planer.example.test',
    })
    const config = securityConfigFromEnv()
    expect(config.siteUrl).toBe('https://www.institut.example')
    const policy = parse(siteCsp(config))
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining([
        'https://sgtm.institut.example',
        'https://js.hs-scripts.com',
        'https://js.usemessages.com',
        'https://jobs.example.test',
      ]),
    )
    expect(policy.get('frame-src')).toEqual(
      expect.arrayContaining(['https://app.hubspot.com', 'https://planer.example.test']),
    )
    expect(header(pageHeaders(config), 'strict-transport-security')).toBeDefined()
  })
})
