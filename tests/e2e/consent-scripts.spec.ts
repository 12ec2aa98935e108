import { readFileSync } from 'node:fs'

import type { BrowserContext, Locator, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { scrollThrough } from './helpers'

// A first-time visitor: nothing stored, so nothing may come from another host until they agree.
test.use({ consentDecided: false })

/**
 * scripts/e2e-server.mjs points GTM_SCRIPT_URL and CHAT_SCRIPT_URL at 127.0.0.1 while the site is
 * localhost: a second host, as the real services would be. The browser gets the local stand-ins.
 */
const THIRD_PARTY = 'http://127.0.0.1:*/e2e-third-party/**'
const STAND_INS: Record<string, string> = {
  'gtm.js': readFileSync('tests/e2e/assets/gtm.js', 'utf8'),
  'chat-12345.js': readFileSync('tests/e2e/assets/chat.js', 'utf8'),
}
const CHAT_SETTINGS = {
  loadImmediately: false,
  disableAttachment: true,
  enableWidgetCookieBanner: false,
}

type StandInWindow = Window & {
  __e2eTagManagerId?: string
  __e2eChatSettings?: unknown
  dataLayer?: unknown[]
}

const banner = (page: Page) =>
  page.getByRole('dialog', { name: /^(Cookies und Datenschutz|Cookies and privacy)$/ })
const chatWidget = (page: Page) => page.getByRole('dialog', { name: 'Chat', exact: true })
const launcher = (page: Page, name: 'Chat öffnen' | 'Chat schließen') =>
  page.getByRole('button', { name, exact: true })
const cookieNames = async (context: BrowserContext) =>
  (await context.cookies()).map((cookie) => cookie.name)

/** Serves the stand-ins and returns the list of every request that left the site's host. */
async function watchRequests(page: Page, baseURL: string): Promise<string[]> {
  const site = new URL(baseURL).host
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/^(https?|wss?):$/.test(url.protocol) && url.host !== site) foreign.push(request.url())
  })
  await page.route(THIRD_PARTY, (route) => {
    const body = STAND_INS[new URL(route.request().url()).pathname.split('/').pop() ?? '']
    return body === undefined
      ? route.fulfill({ status: 404, body: '' })
      : route.fulfill({ contentType: 'text/javascript', body })
  })
  return foreign
}

/** Presses Tab until the element has focus (keyboard only, as a visitor without a mouse would). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 250; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test('before the visitor agrees, no page requests anything from another host', async ({
  page,
  baseURL,
}) => {
  const foreign = await watchRequests(page, baseURL!)
  await page.goto('/seminarthemen/fuehrung/')
  // Alike the seminars and security-headers specs by shape only: each picks a seminar card for its
  // own check.
  const seminar = await page
    .getByTestId('seminar-cards')
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .first()
    .getAttribute('href')
  expect(seminar).toMatch(/^\/seminare\/.+\/$/)

  // Home, a seminar, the contact page, the block showcase (video, frames, newsletter) and the chat
  // page.
  for (const path of ['/', seminar!, '/kontakt/', '/bausteine/', '/test/chat/', '/en/test/chat/']) {
    await page.goto(path)
    await expect(banner(page)).toBeVisible()
    await scrollThrough(page)
    expect(foreign, `requests to other hosts on ${path}`).toEqual([])
  }
  await expect(page.locator('script[src*="/e2e-third-party/"]')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Open chat' })).toHaveCount(0)
})

test('agreeing loads tag manager and chat; the launcher opens and removes the widget; withdrawing purges and reloads', async ({
  page,
  context,
  baseURL,
}) => {
  const foreign = await watchRequests(page, baseURL!)
  await context.addCookies([{ name: 'e2e_own', value: 'stays', url: baseURL! }])
  await page.goto('/test/chat/')
  await expect(page.getByText('Der Chat braucht Ihre Zustimmung')).toBeVisible()
  expect(foreign).toEqual([])

  await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click()
  await expect
    .poll(() => page.evaluate(() => (window as StandInWindow).__e2eTagManagerId))
    .toBe('GTM-TEST1234')
  // The chat script started with our settings: no widget of its own accord, no attachments, no
  // banner.
  await expect
    .poll(() => page.evaluate(() => (window as StandInWindow).__e2eChatSettings))
    .toEqual(CHAT_SETTINGS)
  expect(foreign.map((url) => new URL(url).pathname + new URL(url).search).sort()).toEqual([
    '/e2e-third-party/chat-12345.js',
    '/e2e-third-party/gtm.js?id=GTM-TEST1234',
  ])
  expect(await cookieNames(context)).toEqual(expect.arrayContaining(['_ga', '_gid', 'e2e_own']))
  await expect(chatWidget(page)).toHaveCount(0)

  // The floating launcher: open, then close (the widget is removed, not hidden).
  await launcher(page, 'Chat öffnen').click()
  await expect(chatWidget(page)).toBeVisible()
  await launcher(page, 'Chat schließen').click()
  await expect(chatWidget(page)).toHaveCount(0)
  await expect(launcher(page, 'Chat öffnen')).toBeVisible()

  // The page's own button opens the same chat; the widget's close button resets both buttons.
  await page.getByRole('button', { name: 'Chat starten' }).click()
  await expect(chatWidget(page)).toBeVisible()
  await expect(launcher(page, 'Chat schließen')).toBeVisible()
  await chatWidget(page).getByRole('button', { name: 'Chatfenster schließen' }).click()
  await expect(chatWidget(page)).toHaveCount(0)
  await expect(launcher(page, 'Chat öffnen')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Chat starten' })).toBeVisible()
  // One script for the whole visit.
  expect(foreign.filter((url) => url.includes('/chat-12345.js'))).toHaveLength(1)

  // Withdraw marketing in the footer's settings dialog.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click()
  const settings = page.getByRole('dialog', { name: 'Cookie-Einstellungen' })
  await settings.getByRole('checkbox', { name: 'Marketing' }).uncheck()
  await page.evaluate(() => Object.assign(window, { __e2eBeforeReload: true }))
  foreign.length = 0
  const reloaded = page.waitForEvent('load')
  await settings.getByRole('button', { name: 'Auswahl speichern' }).click()
  await reloaded

  expect(await page.evaluate(() => '__e2eBeforeReload' in window)).toBe(false)
  await page.waitForLoadState('networkidle')
  await expect(page.locator('script[src*="/e2e-third-party/"]')).toHaveCount(0)
  const names = await cookieNames(context)
  expect(names.filter((name) => /^_(ga|gid|gat|gcl)/.test(name))).toEqual([])
  expect(names).toContain('e2e_own')
  expect(await page.evaluate(() => (window as StandInWindow).dataLayer?.length ?? 0)).toBe(0)
  expect(await page.evaluate(() => (window as StandInWindow).__e2eTagManagerId)).toBeUndefined()
  await expect(launcher(page, 'Chat öffnen')).toHaveCount(0)
  await expect(page.getByText('Der Chat braucht Ihre Zustimmung')).toBeVisible()
  expect(foreign).toEqual([])
})

test('the chat launcher works with the keyboard alone', async ({ page, baseURL }) => {
  await watchRequests(page, baseURL!)
  await page.goto('/test/chat/')
  // The banner puts focus on its first choice.
  await expect(banner(page).getByRole('button', { name: 'Alle akzeptieren' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(banner(page)).toHaveCount(0)

  const open = launcher(page, 'Chat öffnen')
  await expect(open).toBeVisible()
  await tabTo(page, open)
  await page.keyboard.press('Enter')
  await expect(chatWidget(page)).toBeVisible()
  // Same button, now the way out.
  await expect(launcher(page, 'Chat schließen')).toBeFocused()
  await page.keyboard.press('Space')
  await expect(chatWidget(page)).toHaveCount(0)
  await expect(open).toBeFocused()
})
