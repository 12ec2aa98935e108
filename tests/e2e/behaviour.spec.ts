import type { Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'
import {
  cookie,
  expectNoNotice,
  leaveAtTop,
  NOTICE_TEXTS as T,
  openTracked,
  wheelTo,
} from './notices'

/** Seconds since 1970 in the page's clock. */
const pageSeconds = (page: Page) => page.evaluate(() => Math.floor(Date.now() / 1000))

test.describe('visitor notices', () => {
  test.use({ visitorNotices: true })
  // Several page loads, each audited by axe: more than the default minute on a busy machine.
  test.describe.configure({ timeout: 150_000 })

  // The days between two showings, and the cookie's lifetime, are in notices-interval.spec.ts.
  test('reading 40 % of a long page opens the magazine notice, once a day', async ({ page }) => {
    await openTracked(page, '/bausteine/')
    const notice = page.getByRole('dialog', { name: T.magazine })
    const logo = page.getByRole('banner').getByRole('link').first()
    await logo.focus()

    await wheelTo(page, 0.5)
    await expect(notice).toBeVisible()
    await expect(notice.getByRole('link', { name: 'Zum Magazin' })).toHaveAttribute(
      'href',
      '/blog/',
    )
    const shown = (await cookie(page, 'userActivity'))!
    expect(shown.value).toMatch(/^magazin-\d+$/)
    await expectNoAxeViolations(page)

    // Keyboard: focus is inside the notice, Tab stays there, Escape closes and gives focus back.
    await page.keyboard.press('Tab')
    expect(await notice.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(notice).toBeHidden()
    await expect(logo).toBeFocused()

    // Further reading in the same view, and a reload later that day, open nothing. The clock is
    // past the second the cookie was written in, so a second showing could not write the same
    // value.
    await wheelTo(page, 0.9)
    await expect.poll(() => pageSeconds(page)).toBeGreaterThan(Number(shown.value.split('-')[1]))
    await expectNoNotice(page, shown.value)
    await openTracked(page, '/bausteine/')
    await wheelTo(page, 0.6)
    await expectNoNotice(page, shown.value)
  })

  test('leaving the window at the top opens the annual-programme notice, which links to the annual programme', async ({
    page,
  }) => {
    await openTracked(page, '/ueber-uns/')
    await leaveAtTop(page)
    const notice = page.getByRole('dialog', { name: T.annual })
    await expect(notice).toBeVisible()
    const link = notice.getByRole('link', { name: T.annualLink })
    await expect(link).toHaveAttribute('href', '/seminare/seminarfinder/')
    expect((await cookie(page, 'userActivity'))?.value).toMatch(/^jahresprogramm-\d+$/)

    // One notice per page view: reading on does not open the magazine on top.
    await notice.getByRole('button', { name: T.dismiss }).click()
    await expect(notice).toBeHidden()
    const shown = (await cookie(page, 'userActivity'))?.value
    await wheelTo(page, 0.9)
    await expectNoNotice(page, shown)

    // The link keeps the promise: the programme of open seminars with their dates.
    await leaveAtTop(page)
    await expectNoNotice(page, shown)
    await page.goto('/seminare/seminarfinder/')
    await expect(page.getByRole('link', { name: /^Jetzt buchen/ }).first()).toBeVisible()
  })
})

test('the window width is kept in a cookie and follows a resize', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await expect.poll(async () => (await cookie(page, 'viewportWidth'))?.value).toBe('1280')
  await page.setViewportSize({ width: 900, height: 800 })
  await expect.poll(async () => (await cookie(page, 'viewportWidth'))?.value).toBe('900')
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
