import type { APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures'
import { demo, staffHeaders, untilPublicPathsIndexed } from './helpers'

const credentials = demo.admin

async function pageIdByPath(request: APIRequestContext, path: string): Promise<number> {
  const response = await request.get(
    `/api/pages/?where[path][equals]=${encodeURIComponent(path)}&depth=0&locale=de`,
  )
  expect(response.status()).toBe(200)
  const body = await response.json()
  return body.docs[0].id
}

test.describe('publishing', () => {
  test('pages come from the cache and a publish shows at once', async ({ page, request }) => {
    await page.goto('/ueber-uns/')
    const first = await request.get('/ueber-uns/')
    const second = await request.get('/ueber-uns/')
    expect(second.headers()['x-nextjs-cache'] ?? first.headers()['x-nextjs-cache']).toMatch(
      /HIT|STALE/,
    )

    const headers = await staffHeaders(request)
    const id = await pageIdByPath(request, '/ueber-uns/')
    const original = (await (await request.get(`/api/pages/${id}/?locale=de&depth=0`)).json()).title
    const patched = await request.patch(`/api/pages/${id}/?locale=de`, {
      headers,
      data: { title: 'Über das Institut', _status: 'published' },
    })
    expect(patched.status()).toBe(200)
    try {
      await page.goto('/ueber-uns/')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Über das Institut')
      const json = await (await request.get('/content/ueber-uns/')).json()
      expect(json.title).toBe('Über das Institut')
    } finally {
      await request.patch(`/api/pages/${id}/?locale=de`, {
        headers,
        data: { title: original, _status: 'published' },
      })
    }
  })

  test('a page published where its path answered 404 a moment before opens at once, and is a 404 again once deleted', async ({
    request,
  }) => {
    await untilPublicPathsIndexed(request)
    const slug = `e2e-neu-${Date.now()}`
    const before = await request.get(`/${slug}/`)
    expect(before.status()).toBe(404)
    expect(await before.text()).toContain('Page not found')

    const headers = await staffHeaders(request)
    const created = await request.post('/api/pages/?locale=de', {
      headers,
      data: { title: 'Neu veröffentlicht', slug, _status: 'published', blocks: [] },
    })
    expect(created.status()).toBe(201)
    const id = (await created.json()).doc.id
    try {
      const after = await request.get(`/${slug}/`)
      expect(after.status()).toBe(200)
      expect(await after.text()).toContain('Neu veröffentlicht')
    } finally {
      expect((await request.delete(`/api/pages/${id}/`, { headers })).status()).toBe(200)
    }
    expect((await request.get(`/${slug}/`)).status()).toBe(404)
  })

  test('the admin works behind the trailing-slash rule', async ({ page }) => {
    await page.goto('/admin/')
    await page.getByLabel(/E-Mail|Email/).fill(credentials.email)
    await page.getByLabel(/Passwort|Password/).fill(credentials.password)
    await page.getByRole('button', { name: /Anmelden|Login/ }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await page.goto('/admin/collections/pages/')
    await expect(page.getByText('Kontakt').first()).toBeVisible()
  })

  test('editors preview a draft that visitors do not see', async ({
    page,
    request,
    browser,
    playwright,
    baseURL,
  }) => {
    const headers = await staffHeaders(request)
    const id = await pageIdByPath(request, '/impressum/')
    const saved = await request.patch(`/api/pages/${id}/?locale=de&draft=true`, {
      headers,
      data: { title: 'Impressum (Entwurf)' },
    })
    expect(saved.status()).toBe(200)

    // The editor's browser session (the same login the admin uses) switches draft mode on.
    expect((await page.request.post('/api/users/login/', { data: credentials })).status()).toBe(200)
    await page.goto('/api/preview/?path=%2Fimpressum%2F')
    await expect(page).toHaveURL(/\/impressum\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum (Entwurf)')

    const visitor = await browser.newPage()
    await visitor.goto('/impressum/')
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Impressum')
    await visitor.close()

    // The draft-mode cookie alone shows no draft: not in another browser without the login, and
    // not in the editor's own browser after logging out.
    const bypass = (await page.context().cookies()).find((c) => c.name === '__prerender_bypass')
    expect(bypass?.value, 'draft mode is on in the editor browser').toBeTruthy()
    const holder = await browser.newContext()
    await holder.addCookies([bypass!])
    const holderPage = await holder.newPage()
    await holderPage.goto('/impressum/')
    await expect(holderPage.getByRole('heading', { level: 1 })).toHaveText('Impressum')
    await holder.close()
    // Logging out ends the staff session (the cookie goes); the draft-mode cookie stays behind.
    await page.context().clearCookies({ name: 'payload-token' })
    await page.goto('/impressum/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum')

    const anonymous = await playwright.request.newContext({ baseURL })
    const anonymousPreview = await anonymous.get('/api/preview/?path=%2Fimpressum%2F', {
      maxRedirects: 0,
    })
    expect(anonymousPreview.status()).toBe(403)
    await anonymous.dispose()
  })

  test('the preview route never sends the browser to another host', async ({
    request,
    baseURL,
  }) => {
    const site = new URL(baseURL!).origin
    for (const path of ['/%09/evil.example/', '/%0D%0A/evil.example/', '/%5Cevil.example/']) {
      const answer = await request.get(`/api/preview/?disable=1&path=${path}`, { maxRedirects: 0 })
      expect(answer.status(), path).toBe(307)
      expect(new URL(answer.headers().location, site).origin, path).toBe(site)
    }
  })

  test('a new alternative text of an image shows at once on the cached pages that use it', async ({
    page,
    request,
  }) => {
    const seminarPath = '/seminare/neu-in-der-fuehrungsrolle/'
    await page.goto(seminarPath)
    const image = page.locator('main img').first()
    const src = await image.getAttribute('src')
    const filename = /\/api\/media\/file\/(.+?)-\d+x\d+\.\w+$/.exec(src ?? '')?.[1]
    expect(filename, `a generated size of an upload: ${src}`).toBeTruthy()
    const found = await (
      await request.get(`/api/media/?where[filename][like]=${filename}&depth=0&locale=de&limit=50`)
    ).json()
    const media = found.docs.find((doc: { sizes: Record<string, { filename?: string }> }) =>
      Object.values(doc.sizes).some((size) => size.filename && src?.endsWith(`/${size.filename}`)),
    )
    expect(media?.alt).toBe(await image.getAttribute('alt'))
    await request.get(seminarPath)
    expect((await request.get(seminarPath)).headers()['x-nextjs-cache']).toMatch(/HIT|STALE/)

    const headers = await staffHeaders(request)
    const patched = await request.patch(`/api/media/${media.id}/?locale=de`, {
      headers,
      data: { alt: 'Seminarraum mit Stuhlkreis (neu beschrieben)' },
    })
    expect(patched.status()).toBe(200)
    try {
      await page.goto(seminarPath)
      await expect(page.locator('main img').first()).toHaveAttribute(
        'alt',
        'Seminarraum mit Stuhlkreis (neu beschrieben)',
      )
    } finally {
      await request.patch(`/api/media/${media.id}/?locale=de`, {
        headers,
        data: { alt: media.alt },
      })
    }
  })

  test('drafts are not public', async ({ request }) => {
    const response = await request.get('/api/pages/?draft=true&where[_status][equals]=draft')
    expect(response.status()).toBe(200)
    expect((await response.json()).docs).toEqual([])
  })
})
