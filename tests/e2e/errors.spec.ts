import { expect, test } from './fixtures'
import { untilPublicPathsIndexed } from './helpers'

test.describe('error screens', () => {
  test('an unknown path answers 404 with the path and the blocks of the 404 page', async ({
    // Alike the test below by shape only: each error page is checked on its own.
    page,
  }) => {
    const response = await page.goto('/gibt-es-nicht/wirklich/')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page.getByTestId('not-found-path')).toHaveText('/gibt-es-nicht/wirklich/')
    await expect(page.getByText('Die gesuchte Seite gibt es nicht oder nicht mehr')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Alle Seminare' })).toBeVisible()
  })

  test('an old address with a file ending gets the same 404 page in its language, with the path and blocks', async ({
    page,
  }) => {
    const response = await page.goto('/seminare/alt.pdf')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByTestId('not-found-path')).toHaveText('/seminare/alt.pdf')
    await expect(page.getByText('Die gesuchte Seite gibt es nicht oder nicht mehr')).toBeVisible()
    expect((await page.goto('/en/old.html'))?.status()).toBe(404)
    await expect(page.getByText('The page you are looking for does not exist')).toBeVisible()
  })

  test('the English 404 has the English blocks', async ({ page }) => {
    const response = await page.goto('/en/does-not-exist/')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page.getByTestId('not-found-path')).toHaveText('/en/does-not-exist/')
    await expect(page.getByText('The page you are looking for does not exist')).toBeVisible()
  })

  test('a path with an escape that does not decode gets the 404 page, and the JSON APIs a 404, never a 500', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/seminare/%ff/')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page.getByTestId('not-found-path')).toHaveText('/seminare/%ff/')
    await page.goto('/€/')
    await expect(page.getByTestId('not-found-path')).toHaveText('/€/')
    for (const path of [
      '/en/%E0%A4%A/',
      '/content/%ff/',
      '/api/pages/%ff/',
      '/api/json-api/kontakt/%ff/',
    ]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
    }
  })

  test('without JavaScript the 404 page shows the title, the path, the blocks, header and footer, in both languages', async ({
    browser,
    request,
  }) => {
    await untilPublicPathsIndexed(request)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const { path, shown, lang, blocks } of [
      {
        path: '/gibt-es-nicht/ohne-skript/',
        shown: '/gibt-es-nicht/ohne-skript/',
        lang: 'de',
        blocks: 'Die gesuchte Seite gibt es nicht oder nicht mehr',
      },
      {
        path: '/en/does-not-exist/without-script/',
        shown: '/en/does-not-exist/without-script/',
        lang: 'en',
        blocks: 'The page you are looking for does not exist',
      },
      { path: '/%E2%82%AC/', shown: '/€/', lang: 'de', blocks: 'Die gesuchte Seite' },
      { path: '/seminare/%ff/', shown: '/seminare/%ff/', lang: 'de', blocks: 'Die gesuchte Seite' },
      { path: '/en/old.html', shown: '/en/old.html', lang: 'en', blocks: 'The page you are' },
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      expect(response?.headers()['cache-control'], path).toMatch(/no-store/)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
      await expect(page.getByTestId('not-found-path')).toHaveText(shown)
      await expect(page.getByText(blocks).first()).toBeVisible()
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute(
        'content',
        /noindex/,
      )
    }
    await context.close()

    // What a crawler reads: the plain HTML of the answer.
    const answer = await request.get('/en/does-not-exist/for-crawlers/')
    expect(answer.status()).toBe(404)
    const html = await answer.text()
    expect(html).toContain('Page not found')
    expect(html).toContain('/en/does-not-exist/for-crawlers/')
    expect(html).toContain('The page you are looking for does not exist')
  })

  test('the route that renders the 404 screen never answers 200, not even at its own address', async ({
    request,
  }) => {
    for (const path of ['/not-found--screen/', '/en/not-found--screen/', '/de/not-found--screen/'])
      expect((await request.get(path)).status(), path).toBe(404)
  })

  test('a server error answers 500 with the German texts and a home button', async ({ page }) => {
    const response = await page.goto('/test/fehler-500/')
    expect(response?.status()).toBe(500)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ein unerwarteter Fehler ist aufgetreten.',
    )
    await expect(
      page.getByText(
        'Es tut uns leid, aber auf dem Server ist ein Problem aufgetreten. Bitte versuche es später erneut oder kehre zur Startseite zurück.',
      ),
    ).toBeVisible()
    await page.getByTestId('error-screen').getByRole('link', { name: 'Zur Startseite' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/')
  })

  test('under /en/ the server error speaks English and leads to the English home page', async ({
    page,
  }) => {
    const response = await page.goto('/en/test/fehler-500/')
    expect(response?.status()).toBe(500)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'An unexpected error has occurred.',
    )
    await expect(
      page.getByTestId('error-screen').getByRole('link', { name: 'To the home page' }),
    ).toHaveAttribute('href', '/en/')
  })
})
