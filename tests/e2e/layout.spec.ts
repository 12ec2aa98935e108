import { LOADING_BAR } from '../../src/features/navigation/constants'
import { expect, test } from './fixtures'

test.describe('default layout', () => {
  test('header and footer come from the CMS globals', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
    await expect(nav.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/kontakt/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText('Hafenweg 12')).toBeVisible()
    await expect(footer.getByRole('link', { name: '+49 251 123 456 0' })).toHaveAttribute(
      'href',
      'tel:+492511234560',
    )
    await expect(footer.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    )
    await expect(page.getByRole('search')).toBeVisible()
  })

  test('the English layout uses the English navigation', async ({ page }) => {
    await page.goto('/en/')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByRole('link', { name: 'Contact' }).first()).toHaveAttribute(
      'href',
      '/en/contact-us/',
    )
  })

  test('the cart link shows the number of items and follows other tabs', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await expect(page.getByTestId('cart-count')).toBeHidden()
    const item = (id: string) => ({
      _id: id,
      type: 'seminar',
      termin_auswahl: { termin: 't1' },
      teilnehmer: 1,
      teilnehmerData: [],
    })
    const stored = (items: unknown[]) =>
      JSON.stringify({
        state: {
          warenkorb: items,
          buchungData: { ansprechpartner: null },
          buchungAssistent: {},
          qpCounter: 100,
        },
        version: 1,
      })

    await page.evaluate(
      (value) => localStorage.setItem('warenkorb', value),
      stored([item('a'), item('b')]),
    )
    await page.reload()
    await expect(page.getByTestId('cart-count')).toHaveText('2')
    await expect(page.getByTestId('cart-link')).toHaveAttribute(
      'aria-label',
      'Warenkorb, 2 Seminare',
    )

    const other = await context.newPage()
    await other.goto('/kontakt/')
    await other.evaluate((value) => localStorage.setItem('warenkorb', value), stored([item('a')]))
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    await other.close()
  })

  test('a slow client-side navigation shows the loading bar, which hides afterwards', async ({
    page,
  }) => {
    await page.goto('/')
    await page.route(/_rsc=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 900))
      await route.continue()
    })
    const bar = page.getByTestId('loading-bar')
    await expect(bar).toHaveAttribute('data-visible', 'false')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click()
    await expect(bar).toHaveAttribute('data-visible', 'true')
    await expect(page).toHaveURL(/\/impressum\/$/)
    await expect(bar).toHaveAttribute('data-visible', 'false', { timeout: 3000 })
  })

  test('a client-side navigation that ends before 200 ms never shows the loading bar', async ({
    page,
  }) => {
    // The page's clock stands still from the click on (Playwright's clock), so "before 200 ms" does
    // not depend on how busy the machine is: the navigation completes while no time passes for the
    // bar's timer, and the clock then runs on past the moment the bar would have appeared.
    await page.clock.install()
    await page.goto('/')
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' })
    // Watch the bar that is in the page now; after the navigation it must still be the page's bar.
    await page.getByTestId('loading-bar').evaluate((bar) => {
      const changes: string[] = []
      new MutationObserver((records) => {
        for (const { attributeName } of records)
          changes.push(`${attributeName}=${bar.getAttribute(attributeName!)}`)
      }).observe(bar, { attributes: true, attributeFilter: ['data-phase', 'data-visible'] })
      Object.assign(window, { watchedBar: bar, barChanges: changes })
    })
    await page.clock.pauseAt(new Date(Date.now() + 60_000))
    await link.click()
    await expect(page).toHaveURL(/\/impressum\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum')
    await page.clock.runFor(
      LOADING_BAR.showAfter + LOADING_BAR.hideDelay + LOADING_BAR.resetDelay + 100,
    )
    await page.clock.resume()
    const watched = await page.evaluate(() => {
      const { watchedBar, barChanges } = window as unknown as {
        watchedBar?: Element
        barChanges?: string[]
      }
      const bar = document.querySelector('[data-testid="loading-bar"]')
      return {
        sameDocument: watchedBar !== undefined,
        sameBar: watchedBar === bar && bar?.isConnected === true,
        changes: barChanges ?? [],
      }
    })
    expect(watched.sameDocument, 'a client-side navigation, in the same document').toBe(true)
    expect(watched.sameBar, 'the watched bar is the bar of the new page').toBe(true)
    expect(watched.changes).not.toContain('data-phase=running')
    expect(watched.changes).not.toContain('data-visible=true')
    await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-phase', 'idle')
    await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-visible', 'false')
  })

  test('on a phone the menu is a dialog that works with the keyboard alone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    const open = page.getByRole('button', { name: 'Menü öffnen' })
    await open.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Menü' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Kontakt' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()
  })

  // 320 px is WCAG's reflow width (1.4.10); the German pages with the longest compounds in a
  // heading.
  for (const width of [320, 375, 1024, 1440]) {
    test(`nothing overflows sideways at ${width} px, in both languages`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const path of [
        '/',
        '/en/',
        '/kontakt/',
        '/en/development-programmes/',
        '/entwicklungsprogramme/',
        '/seminare/multiprojektmanagement/',
        '/seminarthemen/projektmanagement/',
      ]) {
        await page.goto(path)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        )
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0)
      }
    })
  }

  // Alike the breadcrumb test below by shape only: each phone-size test checks its own element.
  test('on the smallest phones the header still shows the menu button beside the name', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/')
    const menu = page.getByRole('button', { name: 'Menü öffnen' })
    await expect(menu).toBeInViewport({ ratio: 1 })
    await expect(
      page.getByRole('banner').getByRole('link', { name: /Institut für Führung/ }),
    ).toBeInViewport({ ratio: 1 })
  })

  test('the breadcrumb trail stays on one line on a phone: the current page gives way first, the parents stay whole', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/seminare/multiprojektmanagement/')
    const trail = page.getByRole('navigation', { name: 'Sie sind hier' })
    const items = trail.getByRole('listitem')
    await expect(items).toHaveCount(3)
    const tops = await items.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().top),
    )
    expect(new Set(tops).size, 'one line').toBe(1)
    // Cut short on screen, whole for screen readers.
    const current = trail.locator('[aria-current="page"]')
    await expect(current).toHaveText('Multiprojektmanagement')
    expect(await current.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(
      true,
    )
    for (const link of await trail.getByRole('link').all())
      expect(
        await link.evaluate((element) => element.scrollWidth <= element.clientWidth),
        await link.innerText(),
      ).toBe(true)
  })

  test('every image loads directly, without a redirect, in the widths of its srcset', async ({
    page,
  }) => {
    const media: { url: string; status: number }[] = []
    page.on('response', (response) => {
      if (response.url().includes('/api/media/file/'))
        media.push({ url: response.url(), status: response.status() })
    })
    await page.goto('/')
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })
    const images = page.locator('main img')
    expect(await images.count()).toBeGreaterThan(2)
    for (const image of await images.all()) {
      await expect(image).toHaveJSProperty('complete', true)
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      expect(await image.getAttribute('srcset')).toMatch(/480w.*500w.*800w.*1200w/)
    }
    expect(media.length).toBeGreaterThan(0)
    expect(media.filter((m) => m.status !== 200)).toEqual([])
  })

  test('only the upright font face is preloaded; italic text still gets the italic face', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text()
    const preloads = html.match(/<link[^>]*rel="preload"[^>]*as="font"[^>]*>/g) ?? []
    expect(preloads).toHaveLength(1)
    expect(preloads[0]).toContain('wght_normal')
    await page.goto('/datenschutzerklaerung/')
    const family = await page.evaluate(() => {
      const em = document.createElement('em')
      document.querySelector('main')!.append(em)
      return getComputedStyle(em).fontFamily
    })
    expect(family).toMatch(/italic/i)
  })

  test('the skip link jumps to the content', async ({ page }) => {
    await page.goto('/kontakt/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
  })

  test('a field reached with Shift+Tab is scrolled into view below the sticky header, not under it', async ({
    page,
  }) => {
    await page.goto('/kontakt/')
    await page.locator('main form input[type=checkbox]').last().focus()
    const header = (await page.locator('header').first().boundingBox())!
    const focusedTop = () =>
      page.evaluate(() => document.activeElement!.getBoundingClientRect().top)
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Shift+Tab')
      await expect
        .poll(focusedTop, { message: `field ${i + 1} above the last checkbox` })
        .toBeGreaterThanOrEqual(header.y + header.height)
    }
  })
})
