import type { APIRequestContext, APIResponse, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { demo, staffHeaders } from './helpers'

/**
 * Live preview in the admin, the preview bar in draft mode, and framing: only an editor's
 * draft-mode answer may be framed, by the site itself; every visitor's (cached) page by nobody
 * (docs/decisions/0009-content-security-policy.md).
 */

const frameAncestors = (response: APIResponse | { headers(): Record<string, string> } | null) =>
  /frame-ancestors ([^;]+)/.exec(response?.headers()['content-security-policy'] ?? '')?.[1]

type CreatedPage = { id: number; path: string; title: string }

/**
 * A published page of this spec's own, so that no other spec's content changes; removed at the end.
 */
async function createPage(
  request: APIRequestContext,
  headers: Record<string, string>,
  title: string,
): Promise<CreatedPage> {
  // Slugs allow a-z, 0-9 and hyphens: a unique one from the clock.
  const slug = `live-vorschau-${Date.now()}`
  const response = await request.post('/api/pages/?locale=de', {
    headers,
    data: { title, slug, _status: 'published' },
  })
  expect(response.status()).toBe(201)
  const { doc } = await response.json()
  expect(doc.path).toBe(`/${slug}/`)
  return { id: doc.id, path: doc.path, title }
}

async function removePage(
  request: APIRequestContext,
  headers: Record<string, string>,
  id: number,
): Promise<void> {
  expect((await request.delete(`/api/pages/${id}/`, { headers })).status()).toBe(200)
}

/** Messages Chromium logs when a frame is refused (frame-ancestors, X-Frame-Options). */
function refusedFrames(page: Page): string[] {
  const found: string[] = []
  page.on('console', (message) => {
    if (/Refused to (display|frame)|frame-ancestors|X-Frame-Options/i.test(message.text()))
      found.push(message.text())
  })
  return found
}

test.describe('live preview', () => {
  test('the admin shows the page beside the form and renders a saved draft in it', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const headers = await staffHeaders(request)
    const created = await createPage(request, headers, 'Live-Vorschau Ausgangstitel')
    const draftTitle = 'Live-Vorschau neuer Entwurfstitel'
    const refused = refusedFrames(page)
    try {
      // The editor's browser session, as the admin's own login leaves it.
      expect((await page.request.post('/api/users/login/', { data: demo.admin })).status()).toBe(
        200,
      )
      await page.goto(`/admin/collections/pages/${created.id}/`)
      await expect(page.locator('#field-title')).toHaveValue(created.title)

      // The eye button in the document controls: "Live-Vorschau" / "Live Preview", while open
      // "Live-Vorschau beenden" / "Exit Live Preview" (the preference is per editor and
      // collection).
      const toggler = page.locator('#live-preview-toggler')
      await expect(toggler).toBeVisible()
      if (/^(Live-Vorschau|Live Preview)$/.test((await toggler.getAttribute('aria-label')) ?? ''))
        await toggler.click()
      await expect(toggler).toHaveAttribute(
        'aria-label',
        /^(Live-Vorschau beenden|Exit Live Preview)$/,
      )

      // The frame opens the page through /api/preview/ (draft mode on) and may show it.
      const iframe = page.locator('iframe#live-preview-iframe')
      await expect(iframe).toHaveAttribute(
        'src',
        new RegExp(`/api/preview/\\?path=${encodeURIComponent(created.path)}$`),
      )
      const preview = page.frameLocator('iframe#live-preview-iframe')
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(created.title)
      await expect(preview.getByRole('region', { name: 'Vorschau', exact: true })).toBeVisible()

      // A new title, typed and not saved by hand: the autosave stores the draft half a second
      // after the last key, and the frame renders the page again from it, within a few seconds.
      await expect(page.locator('#action-save-draft')).toBeVisible()
      await page.locator('#field-title').pressSequentially(' ')
      await page.locator('#field-title').fill(draftTitle)
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(draftTitle, {
        timeout: 4_000,
      })

      // The phone width from the toolbar's sizes (Smartphone 375 px, Desktop 1280 px).
      await page.getByRole('button', { name: /^Responsive/ }).click()
      await page.getByRole('button', { name: 'Smartphone (375 px)' }).click()
      // The menu has closed and its button names the chosen size.
      await expect(page.getByRole('button', { name: /^Responsive/ })).toHaveCount(0)
      await expect(page.getByRole('button', { name: /^Smartphone \(375 px\)/ })).toBeVisible()
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(draftTitle)

      // Visitors still get the published page, and it may be framed by nobody.
      const visitor = await playwright.request.newContext({ baseURL })
      const answer = await visitor.get(created.path)
      expect(answer.status()).toBe(200)
      expect(await answer.text()).not.toContain(draftTitle)
      expect(frameAncestors(answer)).toBe("'none'")
      await visitor.dispose()

      // Closed again (a stored preference), so that other specs open pages in the editor as before.
      const stored = page.waitForResponse(
        (response) =>
          response.url().includes('/api/payload-preferences/collection-pages') &&
          response.request().method() === 'POST',
      )
      await toggler.click()
      await expect(toggler).toHaveAttribute('aria-label', /^(Live-Vorschau|Live Preview)$/)
      await stored
      expect(refused, 'no frame was refused').toEqual([])
      await page.goto('/admin/collections/pages/')
    } finally {
      await removePage(request, headers, created.id)
    }
  })

  test('in draft mode every page shows the preview bar, whose link ends the preview on the same page', async ({
    page,
    request,
  }) => {
    const headers = await staffHeaders(request)
    const created = await createPage(request, headers, 'Vorschauleiste veröffentlicht')
    const draftTitle = 'Vorschauleiste Entwurf'
    try {
      expect(
        (
          await request.patch(`/api/pages/${created.id}/?locale=de&draft=true`, {
            headers,
            data: { title: draftTitle },
          })
        ).status(),
      ).toBe(200)
      const heading = page.getByRole('heading', { level: 1 })
      const bar = page.getByRole('region', { name: 'Vorschau', exact: true })

      // A visitor: the published page, no bar, framed by nobody.
      const visitorAnswer = await page.goto(created.path)
      expect(frameAncestors(visitorAnswer)).toBe("'none'")
      expect(visitorAnswer?.headers()['x-frame-options']).toBe('DENY')
      await expect(heading).toHaveText(created.title)
      await expect(bar).toHaveCount(0)

      // The editor switches draft mode on (the admin's preview link; axe checks the bar on
      // arrival).
      expect((await page.request.post('/api/users/login/', { data: demo.admin })).status()).toBe(
        200,
      )
      const draftAnswer = await page.goto(`/api/preview/?path=${encodeURIComponent(created.path)}`)
      await expect(page).toHaveURL(new RegExp(`${created.path}$`))
      await expect(heading).toHaveText(draftTitle)
      await expect(bar).toHaveText(
        'Vorschau: Sie sehen auch unveröffentlichte Änderungen – Vorschau beenden',
      )
      // Rendered for this editor only: never stored, and only the site itself may frame it.
      expect(draftAnswer?.headers()['cache-control']).toContain('no-store')
      expect(frameAncestors(draftAnswer)).toBe("'self'")
      expect(draftAnswer?.headers()['x-frame-options']).toBe('SAMEORIGIN')

      // Every page, fixed routes too, in either language.
      await page.goto('/en/cart/')
      await expect(page.getByRole('region', { name: 'Preview', exact: true })).toContainText(
        'Preview: you are also seeing unpublished changes',
      )

      // Back on the page, the bar's link is reached with the keyboard, right after the skip link.
      await page.goto(created.path)
      const exit = bar.getByRole('link', { name: 'Vorschau beenden' })
      for (
        let presses = 0;
        presses < 4 && !(await exit.evaluate((link) => link === document.activeElement));
        presses++
      )
        await page.keyboard.press('Tab')
      await expect(exit).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(bar).toHaveCount(0)
      await expect(page).toHaveURL(new RegExp(`${created.path}$`))
      await expect(heading).toHaveText(created.title)
      expect(
        (await page.context().cookies()).filter(
          (cookie) => cookie.name === '__prerender_bypass' && cookie.value,
        ),
      ).toEqual([])

      // Out of draft mode, the editor's page is the visitors' one again.
      const after = await page.goto(created.path)
      expect(frameAncestors(after)).toBe("'none'")
      await expect(bar).toHaveCount(0)
    } finally {
      await removePage(request, headers, created.id)
    }
  })

  test('a cached page keeps frame-ancestors none, also for a forged or outdated draft-mode cookie', async ({
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL })
    await visitor.get('/ueber-uns/')
    const cached = await visitor.get('/ueber-uns/')
    expect(cached.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/)
    expect(frameAncestors(cached)).toBe("'none'")
    expect(cached.headers()['x-frame-options']).toBe('DENY')
    await visitor.dispose()

    // Next ignores a bypass cookie that is not this build's, and serves the cached page: so does
    // the policy.
    const forged = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: '__prerender_bypass=0123456789abcdef0123456789abcdef' },
    })
    const answer = await forged.get('/ueber-uns/')
    expect(answer.status()).toBe(200)
    expect(answer.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/)
    expect(frameAncestors(answer)).toBe("'none'")
    expect(answer.headers()['x-frame-options']).toBe('DENY')
    expect(await answer.text()).not.toContain('Vorschau beenden')
    await forged.dispose()
  })
})

test.describe('live preview for a visitor who has not chosen cookies yet', () => {
  test.use({ consentDecided: false })

  test('the preview shows the page only: no consent banner, no notices', async ({ page }) => {
    const banner = page.getByRole('dialog', { name: 'Cookies und Datenschutz' })
    await page.goto('/kontakt/')
    await expect(banner).toBeVisible()

    expect((await page.request.post('/api/users/login/', { data: demo.admin })).status()).toBe(200)
    await page.goto(`/api/preview/?path=${encodeURIComponent('/kontakt/')}`)
    await expect(page.getByRole('region', { name: 'Vorschau', exact: true })).toBeVisible()
    await page.mouse.wheel(0, 4000)
    await page.keyboard.press('Tab')
    await expect(banner).toHaveCount(0)
    await expect(page.locator('html')).not.toHaveAttribute('data-visitor-notices', /.*/)
    await page.goto('/api/preview/?disable=1&path=%2Fkontakt%2F')
  })
})
