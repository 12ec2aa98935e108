import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { staffHeaders } from './helpers'

const T = {
  de: {
    path: '/test/standorte/',
    load: 'Inhalt laden',
    always: 'Immer laden',
    provider: 'Externer Inhalt von Google Maps',
  },
  en: {
    path: '/en/test/standorte/',
    load: 'Load content',
    always: 'Always load',
    provider: 'External content from Google Maps',
  },
} as const

/** A stand-in for the maps host, so the test needs no internet (and the frame passes axe). */
const STAND_IN_HTML = (title: string) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>Stellvertreter für den externen Inhalt.</p></body></html>`

/** Serves every request to `host` from a tiny local page. */
async function standIn(context: BrowserContext, host: string, title: string): Promise<void> {
  await context.route(`https://${host}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: STAND_IN_HTML(title),
    }),
  )
}

/**
 * The visitor already chose "necessary only" in the cookie banner (so it does not cover the page);
 * written once, so a later choice survives reloads.
 */
async function necessaryOnly(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (localStorage.getItem('cookies')) return
    const cookieSettings = {
      marketing: false,
      necessary: true,
      preferences: false,
      statistics: false,
      other: false,
    }
    const state = {
      youtubeCookiesAccepted: false,
      googleMapsCookiesAccepted: false,
      cookieSettings,
      showCookieBanner: false,
      decidedAt: '2025-01-01T00:00:00.000Z',
    }
    localStorage.setItem('cookies', JSON.stringify({ state, version: 2 }))
  })
}

/** Every http(s) request the page makes to a host other than the site, from now on. */
function foreignRequests(page: Page, baseURL: string | undefined): string[] {
  const own = new URL(baseURL ?? 'http://localhost').host
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/^https?:$/.test(url.protocol) && url.host !== own) foreign.push(request.url())
  })
  return foreign
}

async function locationTitles(request: APIRequestContext, locale: 'de' | 'en'): Promise<string[]> {
  const response = await request.get(`/api/locations/?limit=100&depth=0&locale=${locale}`)
  expect(response.status()).toBe(200)
  return ((await response.json()).docs as { standort_titel: string }[]).map(
    (doc) => doc.standort_titel,
  )
}

test.beforeEach(async ({ context }) => {
  await necessaryOnly(context)
})

for (const locale of ['de', 'en'] as const) {
  const t = T[locale]
  test(`${locale}: every location shows behind a maps notice, and nothing is requested from another host`, async ({
    page,
    request,
    baseURL,
  }) => {
    const titles = await locationTitles(request, locale)
    expect(titles.length).toBeGreaterThanOrEqual(6)
    const foreign = foreignRequests(page, baseURL)
    await page.goto(t.path)
    for (const title of titles) {
      const article = page.getByRole('article', { name: title, exact: true })
      await expect(
        article.getByRole('heading', { level: 2, name: title, exact: true }),
      ).toBeVisible()
      await expect(article.getByRole('group', { name: new RegExp(t.provider) })).toBeVisible()
      await expect(article.getByRole('button', { name: t.load })).toBeVisible()
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(foreign).toEqual([])
  })
}

test('a click loads one map; "Immer laden" loads all, also after a reload', async ({
  page,
  context,
  baseURL,
}) => {
  await standIn(context, 'www.google.com', 'Testkarte')
  const foreign = foreignRequests(page, baseURL)
  await page.goto(T.de.path)
  const gates = page.getByRole('group', { name: /Externer Inhalt von Google Maps/ })
  const count = await gates.count()

  await gates.first().getByRole('button', { name: 'Inhalt laden' }).click()
  const map = page.locator('iframe').first()
  await expect(map).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/)
  await expect(page.locator('iframe')).toHaveCount(1)
  await expect(gates).toHaveCount(count - 1)
  expect(foreign.every((url) => url.startsWith('https://www.google.com/maps'))).toBe(true)

  await gates.first().getByRole('checkbox', { name: 'Immer laden' }).check()
  await gates.first().getByRole('button', { name: 'Inhalt laden' }).click()
  await expect(page.locator('iframe')).toHaveCount(count)

  await page.reload()
  await expect(page.locator('iframe')).toHaveCount(count)
  await expect(page.getByRole('button', { name: 'Inhalt laden' })).toHaveCount(0)
})

test('keyboard only: Tab to the button, Enter loads the map', async ({ page, context }) => {
  await standIn(context, 'www.google.com', 'Testkarte')
  await page.goto(T.en.path)
  const gate = page.getByRole('group', { name: /External content from Google Maps/ }).first()
  await gate.getByRole('link', { name: /privacy statement/ }).focus()
  await page.keyboard.press('Tab')
  await expect(gate.getByRole('checkbox', { name: 'Always load' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(gate.getByRole('button', { name: 'Load content' })).toBeFocused()
  await page.keyboard.press('Enter')
  const map = page.locator('iframe').first()
  await expect(map).toBeVisible()
  await expect(map).toBeFocused()
})

test('the showcase embeds its own pages at once: nothing of them goes to a third party', async ({
  page,
}) => {
  await page.goto('/bausteine/')
  const block = page.locator('[data-block="iframe"]').first()
  await expect(block.locator('iframe')).toHaveAttribute('src', '/embeds/anfahrt-hafen.de.html')
  await expect(block.getByRole('button', { name: 'Inhalt laden' })).toHaveCount(0)
  await expect(page.locator('[data-block="epaper_iframe"] iframe').first()).toHaveAttribute(
    'src',
    '/embeds/magazin.de.html',
  )
})

test('an iframe block with a page from another host asks first and loads after the click', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await standIn(context, 'planer.example.test', 'Seminarplaner')
  const headers = await staffHeaders(request)
  const slug = `e2e-einbettung-${Date.now()}`
  const created = await request.post('/api/pages/?locale=de', {
    headers,
    data: {
      title: 'Einbettung im Test',
      slug,
      _status: 'published',
      blocks: [
        {
          blockType: 'iframe',
          main_block_iframe_titel: 'Seminarplaner',
          main_block_iframe_src: 'https://planer.example.test/embed',
          main_block_iframe_frame_titel: 'Interaktiver Seminarplaner',
          main_block_iframe_hoehe: '400',
          main_block_iframe_fallback: 'den Seminarplaner',
          main_block_hintergrundfarbe: '1',
        },
      ],
    },
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).doc.id
  try {
    const foreign = foreignRequests(page, baseURL)
    await page.goto(`/${slug}/`)
    const block = page.locator('[data-block="iframe"]')
    const gate = block.getByRole('group', { name: /Externer Inhalt von planer\.example\.test/ })
    await expect(gate).toBeVisible()
    await expect(
      block.getByRole('link', { name: 'den Seminarplaner in neuem Tab öffnen' }),
    ).toHaveAttribute('href', 'https://planer.example.test/embed')
    await page.waitForLoadState('networkidle')
    await expect(block.locator('iframe')).toHaveCount(0)
    expect(foreign).toEqual([])

    await gate.getByRole('button', { name: 'Inhalt laden' }).click()
    await expect(block.locator('iframe')).toHaveAttribute(
      'src',
      'https://planer.example.test/embed',
    )
    await expect(
      block.frameLocator('iframe').getByRole('heading', { name: 'Seminarplaner' }),
    ).toBeVisible()
  } finally {
    await request.delete(`/api/pages/${id}/`, { headers })
  }
})
