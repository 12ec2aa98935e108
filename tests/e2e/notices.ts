import { expect, type Page } from '@playwright/test'

/**
 * The notices as the seed fills them (src/seed/globals.ts) and their labels (messages,
 * visitorModals).
 */
export const NOTICE_TEXTS = {
  magazine: 'Lust auf mehr? Unser Magazin',
  annual: 'Bevor Sie gehen: unser Jahresprogramm',
  annualLink: 'Zum Jahresprogramm',
  dismiss: 'Nicht jetzt',
} as const

/** Waits until the behaviour tracking runs in the page (it writes the width cookie on mount). */
export async function trackingRuns(page: Page) {
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'viewportWidth'))
    .toBe(true)
}

/** Opens a page and waits for its tracking (a width cookie of an earlier page does not count). */
export async function openTracked(page: Page, path: string) {
  await page.context().clearCookies({ name: 'viewportWidth' })
  await page.goto(path)
  await trackingRuns(page)
}

/**
 * The pointer leaves the window across its top edge (what a mouse on the way to the tab bar does).
 */
export async function leaveAtTop(page: Page) {
  // A visitor moves the pointer before leaving; that first act loads the notices
  // (VisitorModalsLoader.client.tsx), so wait until their chunk has arrived.
  await page.mouse.move(320, 240)
  await page.mouse.move(320, 120)
  await page
    .waitForFunction(() => document.documentElement.dataset.visitorNotices === 'on', null, {
      timeout: 5_000,
    })
    // A page without notices never says so; the leave then simply opens nothing.
    .catch(() => {})
  await page.evaluate(() =>
    document.documentElement.dispatchEvent(
      new MouseEvent('mouseout', { clientY: -1, relatedTarget: null, bubbles: true }),
    ),
  )
}

/** Where the bottom of the window is, as a share of the document height. */
const bottomShare = (page: Page) =>
  page.evaluate(() => {
    const height = Math.max(document.documentElement.scrollHeight, document.body.scrollHeight)
    return (window.scrollY + window.innerHeight) / height
  })

/**
 * The visitor scrolls with the mouse wheel (over the page's left margin, clear of frames) until
 * the bottom of the window is at `share` of the document height or further, or until a notice
 * opens (its dialog holds the page still). Long turns, so that a long page on a slow machine is
 * read in a few of them.
 */
export async function wheelTo(page: Page, share: number) {
  const notice = page.getByTestId('visitor-notice')
  const done = async () => (await bottomShare(page)) >= share || (await notice.count()) > 0
  await page.mouse.move(4, 400)
  for (let turn = 0; turn < 40 && !(await done()); turn++) await page.mouse.wheel(0, 1200)
  await expect.poll(done).toBe(true)
}

/** A few turns of the mouse wheel, down (positive) or up. */
export async function wheelBy(page: Page, pixels: number) {
  await page.mouse.move(4, 400)
  for (let done = 0; done < Math.abs(pixels); done += 800)
    await page.mouse.wheel(0, Math.sign(pixels) * Math.min(800, Math.abs(pixels) - done))
}

/** The value of a cookie in the page's context. */
export const cookie = async (page: Page, name: string) =>
  (await page.context().cookies()).find((c) => c.name === name)

/**
 * Gives the page time to handle what happened and asserts that no notice opened: none is showing
 * and none was recorded as shown (the cookie keeps `shown`).
 */
export async function expectNoNotice(page: Page, shown?: string) {
  await page.waitForTimeout(800)
  await expect(page.getByTestId('visitor-notice')).toHaveCount(0)
  expect((await cookie(page, 'userActivity'))?.value).toBe(shown)
}
