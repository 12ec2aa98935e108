import type { Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'

/**
 * The notices as the seed fills them (src/seed/globals.ts) and their labels (messages,
 * visitorModals).
 */
const T = {
  magazine: 'Lust auf mehr? Unser Magazin',
  annual: 'Bevor Sie gehen: unser Jahresprogramm',
  annualLink: 'Zu den Entwicklungsprogrammen',
  dismiss: 'Nicht jetzt',
} as const

/** Scrolls so that the bottom of the window is at `share` of the document height. */
async function scrollToShare(page: Page, share: number) {
  await page.evaluate((s) => {
    const height = document.documentElement.scrollHeight
    window.scrollTo(0, Math.max(0, s * height - window.innerHeight + 1))
  }, share)
}

/**
 * Scrolls to `share` of the document height and resolves once the page has handled a scroll event
 * at which 40 % of the page counts as read (the site's rule, tracking.ts). The listener is added
 * after the page's own, so when it sees such an event, the page's handler has seen it already.
 */
async function scrollPastReadDepth(page: Page, share: number) {
  await page.evaluate(
    (s) =>
      new Promise<void>((resolve) => {
        const read = () => {
          const height = Math.max(document.documentElement.scrollHeight, document.body.scrollHeight)
          return window.scrollY + window.innerHeight >= 0.4 * height
        }
        const onScroll = () => {
          if (!read()) return
          window.removeEventListener('scroll', onScroll)
          resolve()
        }
        window.addEventListener('scroll', onScroll, { passive: true })
        window.scrollTo(
          0,
          Math.max(0, s * document.documentElement.scrollHeight - window.innerHeight + 1),
        )
      }),
    share,
  )
}

/**
 * The pointer leaves the window across its top edge (what a mouse on the way to the tab bar does).
 */
async function leaveAtTop(page: Page) {
  await page.mouse.move(300, 200)
  await page.evaluate(() =>
    document.documentElement.dispatchEvent(
      new MouseEvent('mouseout', { clientY: -1, relatedTarget: null, bubbles: true }),
    ),
  )
}

/** Waits until the behaviour tracking runs in the page (it writes the width cookie on mount). */
async function trackingRuns(page: Page) {
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'viewportWidth'))
    .toBe(true)
}

const cookie = async (page: Page, name: string) =>
  (await page.context().cookies()).find((c) => c.name === name)?.value

test.describe('visitor notices', () => {
  test.use({ visitorNotices: true })

  test('reading 40 % of a long page opens the magazine notice, once a day', async ({ page }) => {
    await page.goto('/bausteine/')
    await trackingRuns(page)
    const notice = page.getByRole('dialog', { name: T.magazine })
    const logo = page.getByRole('banner').getByRole('link').first()
    await logo.focus()

    await scrollToShare(page, 0.2)
    await scrollToShare(page, 0.5)
    await expect(notice).toBeVisible()
    await expect(notice.getByRole('link', { name: 'Zum Magazin' })).toHaveAttribute(
      'href',
      '/blog/',
    )
    const shown = await cookie(page, 'userActivity')
    expect(shown).toMatch(/^magazin-\d+$/)
    await expectNoAxeViolations(page)

    // Keyboard: focus is inside the notice, Tab stays there, Escape closes and gives focus back.
    await page.keyboard.press('Tab')
    expect(await notice.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(notice).toBeHidden()
    await expect(logo).toBeFocused()

    // Further scrolling in the same view, and a reload later that day, open nothing. A notice that
    // opens writes its time to the cookie first, in the scroll handler, so an unchanged cookie
    // after the page has handled the scroll shows that none opened. The clock is past the second it
    // was written in, so a second showing could not write the same value.
    await scrollToShare(page, 0.9)
    await expect
      .poll(() => page.evaluate(() => Math.floor(Date.now() / 1000)))
      .toBeGreaterThan(Number(shown!.split('-')[1]))
    // Without the width cookie of this view, trackingRuns waits for the reloaded page's tracking.
    await page.context().clearCookies({ name: 'viewportWidth' })
    await page.reload()
    await trackingRuns(page)
    await scrollPastReadDepth(page, 0.6)
    expect(await cookie(page, 'userActivity')).toBe(shown)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('leaving the window at the top opens the annual-programme notice', async ({ page }) => {
    await page.goto('/kontakt/')
    await trackingRuns(page)
    await leaveAtTop(page)
    const notice = page.getByRole('dialog', { name: T.annual })
    await expect(notice).toBeVisible()
    await expect(notice.getByRole('link', { name: T.annualLink })).toHaveAttribute(
      'href',
      '/entwicklungsprogramme/',
    )
    expect(await cookie(page, 'userActivity')).toMatch(/^jahresprogramm-\d+$/)

    // One notice per page view: reading on does not open the magazine on top.
    await notice.getByRole('button', { name: T.dismiss }).click()
    await expect(notice).toBeHidden()
    await scrollToShare(page, 0.9)
    await page.waitForTimeout(500)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('the cart is never interrupted', async ({ page }) => {
    await page.goto('/warenkorb/')
    await trackingRuns(page)
    await leaveAtTop(page)
    await scrollToShare(page, 0.9)
    await page.waitForTimeout(500)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await cookie(page, 'userActivity')).toBeUndefined()
  })
})

test('the window width is kept in a cookie and follows a resize', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await expect.poll(() => cookie(page, 'viewportWidth')).toBe('1280')
  await page.setViewportSize({ width: 900, height: 800 })
  await expect.poll(() => cookie(page, 'viewportWidth')).toBe('900')
})

test('after a new deployment the next navigation is a full page load', async ({ page }) => {
  await page.clock.install()
  await page.route('**/api/build-id/', (route) =>
    route.fulfill({ json: { buildId: 'a-newer-deployment' } }),
  )
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
  const samePage = () => page.evaluate(() => (window as { samePage?: boolean }).samePage ?? false)

  // Before the hourly check a link is a client-side navigation: the window stays the same.
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await nav.getByRole('link', { name: 'Über uns' }).click()
  await expect(page).toHaveURL(/\/ueber-uns\/$/)
  expect(await samePage()).toBe(true)

  const checked = page.waitForResponse('**/api/build-id/')
  await page.clock.fastForward('01:00:00')
  await checked
  // The answer is read in the page a moment after it arrived.
  await page.waitForTimeout(200)

  await nav.getByRole('link', { name: 'Kontakt' }).click()
  await expect(page).toHaveURL(/\/kontakt\/$/)
  await page.waitForLoadState('load')
  expect(await samePage()).toBe(false)
})
