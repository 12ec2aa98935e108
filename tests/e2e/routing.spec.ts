import { expect, test } from './fixtures'

test.describe('routing', () => {
  test('a path without trailing slash is permanently redirected to the one with it', async ({
    request,
  }) => {
    for (const [from, to] of [
      ['/kontakt', '/kontakt/'],
      ['/en/contact-us', '/en/contact-us/'],
      ['/kontakt/newsletter', '/kontakt/newsletter/'],
      ['/admin', '/admin/'],
      ['/content/kontakt', '/content/kontakt/'],
    ]) {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status(), from).toBe(308)
      expect(new URL(response.headers().location, 'http://x').pathname, from).toBe(to)
    }
  })

  test('a page asked for under another host never loops; the health check answers there', async ({
    request,
    baseURL,
  }) => {
    const site = new URL(baseURL!)
    // Here SITE_URL is the server's own origin, whose redirects Next makes relative: the page is
    // served as it is. Behind a real SITE_URL the 308 goes out (tests/unit/proxy.one-host.test.ts).
    for (const host of [`www.${site.host}`, `localhost:${Number(site.port) + 1}`]) {
      for (const path of ['/seminare/', '/login/', '/kundenportal/']) {
        const response = await request.get(path, { headers: { host }, maxRedirects: 0 })
        const location = response.headers().location
        if (response.status() === 308)
          expect(location, `${host}${path}`).toBe(`${site.origin}${path}`)
        else expect(response.status(), `${host}${path}`).toBeLessThan(400)
      }
      const health = await request.get('/api/health/', { headers: { host }, maxRedirects: 0 })
      expect(health.status(), host).toBe(200)
    }
  })

  test('German pages have no prefix, English pages live under /en/', async ({ page }) => {
    await page.goto('/kontakt/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt')

    await page.goto('/en/contact-us/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')
  })

  test('the superfluous /de prefix redirects to the unprefixed German path', async ({
    request,
  }) => {
    const response = await request.get('/de/kontakt/', { maxRedirects: 0 })
    expect([307, 308]).toContain(response.status())
    expect(new URL(response.headers().location, 'http://x').pathname).toBe('/kontakt/')
  })

  test('every fixed link (docs/behaviour/screens.md#fixed-links) is a page in both languages', async ({
    request,
  }) => {
    const paths = [
      ['/kontakt/newsletter/', '/en/contact-us/newsletter/'],
      ['/seminare/seminarfinder/', '/en/seminars/find-your-seminar/'],
      ['/inhouse-seminare/', '/en/inhouse-seminars/'],
      ['/merkzettel/', '/en/bookmarks/'],
      ['/seminare/anmeldung/', '/en/seminars/book-your-seminar/'],
      ['/kontakt/', '/en/contact-us/'],
      ['/entwicklungsprogramme/', '/en/development-programmes/'],
      ['/datenschutzerklaerung/', '/en/privacy-statement/'],
      ['/teilnahmebedingungen/', '/en/terms-of-participation/'],
    ]
    for (const pair of paths) {
      for (const path of pair) expect((await request.get(path)).status(), path).toBe(200)
    }
  })

  test('the language switch keeps the seminar finder’s filters, but not a login’s return path', async ({
    page,
  }) => {
    await page.goto('/seminare/seminarfinder/?ort=3')
    await page.getByTestId('language-switch').click()
    await expect(page).toHaveURL(/\/en\/seminars\/find-your-seminar\/\?ort=3$/)
    await page.goto('/login/?return=%2Fkundenportal%2F')
    await page.getByTestId('language-switch').click()
    await expect(page).toHaveURL(/\/en\/login\/$/)
  })

  test('the language switch goes to the counterpart page and remembers the choice', async ({
    page,
    context,
  }) => {
    await page.goto('/kontakt/newsletter/')
    await page.getByTestId('language-switch').click()
    await expect(page).toHaveURL(/\/en\/contact-us\/newsletter\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie?.value).toBe('en')
    expect(cookie?.path).toBe('/')
    expect(cookie?.sameSite).toBe('Lax')
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThan(366)

    await page.getByTestId('language-switch').click()
    await expect(page).toHaveURL(/\/kontakt\/newsletter\/$/)
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('de')
  })

  test('without a counterpart the language switch goes to the other home page', async ({
    page,
  }) => {
    await page.goto('/gibt-es-nicht/')
    await page.getByTestId('language-switch').click()
    await expect(page).toHaveURL(/\/en\/$/)
  })

  test('a visitor who chose English lands on the English home page', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }])
    await page.goto('/')
    await expect(page).toHaveURL(/\/en\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('a locale cookie with another value is discarded', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'fr', url: baseURL! }])
    await page.goto('/')
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')).toBeUndefined()
  })
})
