import { readFileSync } from 'node:fs'

import type { APIResponse, Page } from '@playwright/test'

import { CONSENT_STORAGE_KEY, CONSENT_STORE_VERSION } from '../../src/features/consent/constants'
import { expect, frameHasDocument, test } from './fixtures'
import { demo, scrollThrough } from './helpers'

/**
 * Security headers (docs/decisions/0009-content-security-policy.md) and a crawl that fails on any
 * Content-Security-Policy violation. It relies on scripts/e2e-server.mjs: the tag manager and chat
 * scripts on http://127.0.0.1:<port> (served here from tests/e2e/assets through routing), the
 * iframe host of embeds.spec.ts in CSP_EXTRA_SOURCES, plain http (so no HSTS).
 */

const thirdPartyOrigin = (baseURL: string) => `http://127.0.0.1:${new URL(baseURL).port}`

function one(response: APIResponse, name: string): string | undefined {
  const values = response.headersArray().filter((header) => header.name.toLowerCase() === name)
  expect(values.length, `${name} sent once on ${response.url()}`).toBeLessThanOrEqual(1)
  return values[0]?.value
}

/** The headers every answer carries, whatever its kind. */
function expectBaseHeaders(response: APIResponse): void {
  expect(one(response, 'x-content-type-options')).toBe('nosniff')
  expect(one(response, 'referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(one(response, 'permissions-policy')).toMatch(
    /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
  )
  expect(one(response, 'cross-origin-opener-policy')).toBe('same-origin')
  // The e2e server is plain http: HSTS there would be ignored, and is a production-only header.
  expect(one(response, 'strict-transport-security')).toBeUndefined()
}

/** The site policy as the running server's environment makes it (the proxy's, not the build's). */
function expectSitePolicy(response: APIResponse, baseURL: string): void {
  const csp = one(response, 'content-security-policy') ?? ''
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain(`script-src 'self' 'unsafe-inline' ${thirdPartyOrigin(baseURL)}`)
  expect(csp).toMatch(
    /frame-src 'self' [^;]*https:\/\/www\.youtube-nocookie\.com[^;]*https:\/\/planer\.example\.test/,
  )
  for (const directive of [
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ])
    expect(csp).toContain(directive)
  expect(csp).not.toContain('*')
  expect(csp).not.toContain('unsafe-eval')
  expect(csp).not.toContain('upgrade-insecure-requests')
  expect(one(response, 'x-frame-options')).toBe('DENY')
}

const API_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

test.describe('security headers', () => {
  test('a cached page and a CMS page carry the site policy from the running server', async ({
    request,
    baseURL,
  }) => {
    for (const path of ['/', '/kontakt/', '/en/contact-us/']) {
      const first = await request.get(path)
      const cached = await request.get(path)
      expect(cached.status()).toBe(200)
      // Served from the render cache: the headers are not part of the cached page.
      expect(cached.headers()['x-nextjs-cache'] ?? first.headers()['x-nextjs-cache'], path).toMatch(
        /HIT|STALE/,
      )
      expectBaseHeaders(cached)
      expectSitePolicy(cached, baseURL!)
    }
  })

  test('JSON answers, the content endpoint and our PDFs load and run nothing', async ({
    request,
  }) => {
    for (const path of [
      '/api/build-id/',
      '/api/pages/?limit=1&depth=0&locale=de',
      '/content/kontakt/',
    ]) {
      const answer = await request.get(path)
      expect(answer.status(), path).toBe(200)
      expect(answer.headers()['content-type']).toContain('application/json')
      expectBaseHeaders(answer)
      expect(one(answer, 'content-security-policy')).toBe(API_POLICY)
    }

    // A whitepaper PDF, the way the card asks for it after the request form.
    const whitepapers = await (
      await request.get('/api/whitepapers/?limit=1&depth=0&locale=de')
    ).json()
    const id = whitepapers.docs[0].id as number
    const requested = await request.post('/api/json-api/whitepaper/', {
      data: {
        message: {
          formType: 'whitepaperKontaktForm',
          downloadId: id,
          anrede: 'Frau',
          vorname: 'Sina',
          nachname: 'Header',
          strasse: 'Domplatz 5',
          plz: '48143',
          ort: 'Münster',
          land: 'DE',
          email: 'sina.header@beispiel.de',
          requestPage: '/knowledge-center/',
          datenschutz: true,
        },
      },
    })
    expect(requested.status()).toBe(200)
    const { code } = await requested.json()
    const pdf = await request.post('/api/whitepaper-dl/', {
      data: { message: { download: true, code, id } },
    })
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expectBaseHeaders(pdf)
    expect(one(pdf, 'content-security-policy')).toBe(API_POLICY)

    // The certificate endpoint (here without a session) answers under the same rules.
    const certificate = await request.get('/api/kundenportal/zertifikat/de/1/1/1/')
    expect(certificate.status()).toBeGreaterThanOrEqual(400)
    expectBaseHeaders(certificate)
  })

  test('static files, own embeddable pages and uploaded files', async ({ request, baseURL }) => {
    const favicon = await request.get('/favicon.svg')
    expect(favicon.status()).toBe(200)
    expectBaseHeaders(favicon)
    expect(one(favicon, 'content-security-policy')).toContain("object-src 'none'")
    expect(one(favicon, 'x-frame-options')).toBe('DENY')

    // The showcase frames these pages: only the site itself may.
    const embedded = await request.get('/embeds/magazin.de.html')
    expect(embedded.status()).toBe(200)
    expectBaseHeaders(embedded)
    expect(one(embedded, 'content-security-policy')).toContain("frame-ancestors 'self'")
    expect(one(embedded, 'x-frame-options')).toBe('SAMEORIGIN')

    const media = await (await request.get('/api/media/?limit=1&depth=0')).json()
    const file = await request.get(new URL(media.docs[0].url as string, baseURL).pathname)
    expect(file.status()).toBe(200)
    expectBaseHeaders(file)
    const csp = one(file, 'content-security-policy') ?? ''
    expect(csp).toContain("default-src 'none'")
    expect(csp).not.toContain('script-src')
  })

  test("the admin has its own policy, without the site's third parties", async ({
    request,
    baseURL,
  }) => {
    const login = await request.get('/admin/login/')
    expect(login.status()).toBe(200)
    expectBaseHeaders(login)
    const csp = one(login, 'content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self' 'unsafe-inline';")
    expect(csp).toContain("worker-src 'self' blob:")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain(thirdPartyOrigin(baseURL!))
    expect(csp).not.toContain('unsafe-eval')
    expect(one(login, 'x-frame-options')).toBe('DENY')
  })
})

// ---------------------------------------------------------------------------------------------
// The crawl: every violation the browser reports, from the console and from the DOM event.

type CspWindow = Window & { __cspViolations?: string[] }

/**
 * Starts collecting violations for this page (every frame, every navigation); returns the console's
 * list.
 */
async function collectViolations(page: Page): Promise<string[]> {
  const found: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      found.push(`console on ${page.url()}: ${message.text()}`)
  })
  await page.addInitScript(() => {
    const store: string[] = []
    ;(window as CspWindow).__cspViolations = store
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        store.push(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
        ),
      true,
    )
  })
  return found
}

/** The violations the pages' frames recorded so far (read before leaving the page). */
async function recordedViolations(page: Page): Promise<string[]> {
  const all: string[] = []
  for (const frame of page.frames()) {
    // Nothing to report from a lazy frame that never loaded (evaluating in it hung this crawl
    // once).
    if (!frameHasDocument(frame)) continue
    const list = await frame
      .evaluate(() => (window as CspWindow).__cspViolations ?? [])
      .catch(() => [])
    all.push(...list.map((entry) => `${frame.url()}: ${entry}`))
  }
  return all
}

/**
 * Stand-ins for every third party, so consented content really loads (and is checked) without the
 * internet.
 */
async function serveThirdParties(page: Page): Promise<void> {
  const scripts: Record<string, string> = {
    'gtm.js': readFileSync('tests/e2e/assets/gtm.js', 'utf8'),
    'chat-12345.js': readFileSync('tests/e2e/assets/chat.js', 'utf8'),
  }
  await page.route('http://127.0.0.1:*/e2e-third-party/**', (route) => {
    const body = scripts[new URL(route.request().url()).pathname.split('/').pop() ?? '']
    return body === undefined
      ? route.fulfill({ status: 404, body: '' })
      : route.fulfill({ contentType: 'text/javascript', body })
  })
  const html = (title: string) =>
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1></body></html>`
  for (const [host, title] of [
    ['www.youtube-nocookie.com', 'Testvideo'],
    ['www.google.com', 'Testkarte'],
  ]) {
    await page.route(`https://${host}/**`, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: html(title) }),
    )
  }
}

const PAGES = {
  de: {
    topic: '/seminarthemen/fuehrung/',
    fixed: [
      '/',
      '/bausteine/',
      '/kontakt/',
      '/warenkorb/',
      '/test/chat/',
      '/test/standorte/',
      '/blog/feedback-das-ankommt/',
    ],
    play: /^Video abspielen/,
    chat: 'Chat starten',
  },
  en: {
    topic: '/en/seminar-topics/leadership/',
    fixed: [
      '/en/',
      '/en/blocks/',
      '/en/contact-us/',
      '/en/cart/',
      '/en/test/chat/',
      '/en/test/standorte/',
      '/en/blog/feedback-that-lands/',
    ],
    play: /^Play video/,
    chat: 'Start the chat',
  },
} as const

/**
 * Visits the locale's pages (a seminar found through its topic); with consent, also plays a video
 * and opens the chat.
 */
async function crawl(page: Page, locale: 'de' | 'en', consented: boolean): Promise<string[]> {
  const texts = PAGES[locale]
  const violations: string[] = []
  await page.goto(texts.topic)
  const seminar = await page
    .getByTestId('seminar-cards')
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .first()
    .getAttribute('href')
  violations.push(...(await recordedViolations(page)))

  for (const path of [...texts.fixed, seminar!]) {
    await page.goto(path)
    await scrollThrough(page)
    if (consented && /\/(bausteine|blocks)\/$/.test(path)) {
      await page
        .locator('[data-block="video"]')
        .getByRole('button', { name: texts.play })
        .first()
        .click()
      await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute(
        'src',
        /^https:\/\/www\.youtube-nocookie\.com\//,
      )
      await expect(
        page.getByRole('dialog').frameLocator('iframe').getByRole('heading', { name: 'Testvideo' }),
      ).toBeVisible()
      await page.keyboard.press('Escape')
    }
    if (consented && path.endsWith('/test/chat/')) {
      await page.getByRole('button', { name: texts.chat }).click()
      await expect(page.getByRole('dialog', { name: 'Chat', exact: true })).toBeVisible()
    }
    if (consented && path.endsWith('/test/standorte/')) {
      await expect(page.locator('iframe[src^="https://www.google.com/maps"]').first()).toBeVisible()
    }
    if (consented && path === texts.fixed[0]) {
      // Proof that the policy let the tag manager's script (on the other host) run.
      await expect
        .poll(() =>
          page.evaluate(
            () => (window as Window & { __e2eTagManagerId?: string }).__e2eTagManagerId,
          ),
        )
        .toBe('GTM-TEST1234')
    }
    violations.push(...(await recordedViolations(page)))
  }
  return violations
}

test.describe('no CSP violations with consent refused', () => {
  // The fixtures' default: a visitor who chose "necessary only".
  for (const locale of ['de', 'en'] as const) {
    test(`${locale}: every page type`, async ({ page }) => {
      test.setTimeout(180_000)
      const fromConsole = await collectViolations(page)
      const recorded = await crawl(page, locale, false)
      expect([...fromConsole, ...recorded]).toEqual([])
    })
  }
})

test.describe('no CSP violations with everything accepted', () => {
  test.use({ consentDecided: false })

  test.beforeEach(async ({ context }) => {
    const cookieSettings = {
      necessary: true,
      preferences: true,
      statistics: true,
      marketing: true,
      other: true,
    }
    const state = {
      youtubeCookiesAccepted: true,
      googleMapsCookiesAccepted: true,
      cookieSettings,
      showCookieBanner: false,
      decidedAt: '2025-01-01T00:00:00.000Z',
    }
    await context.addInitScript(
      ({ key, value }) => {
        try {
          if (localStorage.getItem(key) === null) localStorage.setItem(key, value)
        } catch {
          // Frames without local storage.
        }
      },
      {
        key: CONSENT_STORAGE_KEY,
        value: JSON.stringify({ state, version: CONSENT_STORE_VERSION }),
      },
    )
  })

  for (const locale of ['de', 'en'] as const) {
    test(`${locale}: every page type, with tag manager, chat, video and maps loaded`, async ({
      page,
    }) => {
      test.setTimeout(180_000)
      await serveThirdParties(page)
      const fromConsole = await collectViolations(page)
      const recorded = await crawl(page, locale, true)
      expect([...fromConsole, ...recorded]).toEqual([])
    })
  }
})

test('the admin works under its policy without violations', async ({ page, request }) => {
  const fromConsole = await collectViolations(page)
  await page.goto('/admin/')
  await page.getByLabel(/E-Mail|Email/).fill(demo.admin.email)
  await page.getByLabel(/Passwort|Password/).fill(demo.admin.password)
  await page.getByRole('button', { name: /Anmelden|Login/ }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  const recorded = await recordedViolations(page)
  // The list, then a page in the editor (blocks, rich text, images).
  await page.goto('/admin/collections/pages/')
  await expect(page.getByText('Kontakt').first()).toBeVisible()
  recorded.push(...(await recordedViolations(page)))
  const found = await (
    await request.get(
      `/api/pages/?where[path][equals]=${encodeURIComponent('/bausteine/')}&depth=0&locale=de`,
    )
  ).json()
  await page.goto(`/admin/collections/pages/${found.docs[0].id}/`)
  await expect(page.locator('#field-title')).toBeVisible()
  await page.waitForLoadState('networkidle')
  recorded.push(...(await recordedViolations(page)))
  expect([...fromConsole, ...recorded]).toEqual([])
})
