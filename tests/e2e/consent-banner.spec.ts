import type { Locator, Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'

// A first-time visitor: nothing stored, so the banner must come up.
test.use({ consentDecided: false })

const T = {
  de: {
    home: '/',
    banner: 'Cookies und Datenschutz',
    acceptAll: 'Alle akzeptieren',
    necessaryOnly: 'Nur notwendige',
    settings: 'Einstellungen',
    privacy: 'Datenschutzerklärung',
    privacyUrl: '/datenschutzerklaerung/',
  },
  en: {
    home: '/en/',
    banner: 'Cookies and privacy',
    acceptAll: 'Accept all',
    necessaryOnly: 'Necessary only',
    settings: 'Settings',
    privacy: 'privacy statement',
    privacyUrl: '/en/privacy-statement/',
  },
} as const

const dialogTitle = 'Cookie-Einstellungen'
const banner = (page: Page, locale: keyof typeof T = 'de') =>
  page.getByRole('dialog', { name: T[locale].banner })
const settingsDialog = (page: Page) => page.getByRole('dialog', { name: dialogTitle })
const footerLink = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: dialogTitle })
const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookies') ?? 'null')?.state)
const focusIsInside = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement))

/** Presses Tab until the element has focus, checking that focus never leaves the dialog. */
async function tabTo(page: Page, dialog: Locator, target: Locator): Promise<void> {
  for (let i = 0; i < 12; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
    expect(await focusIsInside(dialog)).toBe(true)
  }
  await expect(target).toBeFocused()
}

/** Opens the settings from the footer with the keyboard; retried until the page has hydrated. */
async function openFromFooter(page: Page): Promise<void> {
  await expect(async () => {
    await footerLink(page).focus()
    await page.keyboard.press('Enter')
    await expect(settingsDialog(page)).toBeVisible({ timeout: 1000 })
  }).toPass()
}

test.describe('cookie banner', () => {
  for (const locale of ['de', 'en'] as const) {
    test(`${locale}: the first visit shows the banner, axe-clean, with a link to the privacy statement`, async ({
      page,
    }) => {
      const t = T[locale]
      await page.goto(t.home)
      const dialog = banner(page, locale)
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('link', { name: t.privacy })).toHaveAttribute(
        'href',
        t.privacyUrl,
      )
      for (const name of [t.acceptAll, t.necessaryOnly, t.settings])
        await expect(dialog.getByRole('button', { name })).toBeVisible()
      await expect(dialog.getByRole('button', { name: t.acceptAll })).toBeFocused()
      await expectNoAxeViolations(page)
    })
  }

  test('keyboard only: Tab stays in the banner, "Nur notwendige" closes it for good', async ({
    page,
  }) => {
    await page.goto('/')
    const dialog = banner(page)
    await expect(dialog.getByRole('button', { name: T.de.acceptAll })).toBeFocused()

    // A full round (three buttons and the privacy link) comes back to the start without leaving.
    const seen: string[] = []
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      expect(await focusIsInside(dialog)).toBe(true)
      seen.push(await page.evaluate(() => document.activeElement?.textContent ?? ''))
    }
    expect(seen).toEqual([T.de.necessaryOnly, T.de.settings, T.de.privacy, T.de.acceptAll])
    await page.keyboard.press('Shift+Tab')
    await expect(dialog.getByRole('link', { name: T.de.privacy })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()

    await tabTo(page, dialog, dialog.getByRole('button', { name: T.de.necessaryOnly }))
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    expect(await storedConsent(page)).toMatchObject({
      showCookieBanner: false,
      cookieSettings: {
        necessary: true,
        marketing: false,
        statistics: false,
        preferences: false,
        other: false,
      },
    })

    await page.reload()
    // The footer link works once the page is interactive; by then the banner would have appeared.
    await openFromFooter(page)
    await expect(banner(page)).toHaveCount(0)
  })

  test('settings from the banner: Space toggles statistics, the footer link reopens the saved choice', async ({
    page,
  }) => {
    await page.goto('/')
    const first = banner(page)
    await expect(first).toBeVisible()
    await tabTo(page, first, first.getByRole('button', { name: T.de.settings }))
    await page.keyboard.press('Enter')

    const dialog = settingsDialog(page)
    await expect(dialog).toBeVisible()
    await expect(first).toBeHidden()
    await expect(dialog.getByRole('checkbox', { name: 'Notwendig' })).toBeChecked()
    await expect(dialog.getByRole('checkbox', { name: 'Notwendig' })).toBeDisabled()
    await expectNoAxeViolations(page)

    const statistics = dialog.getByRole('checkbox', { name: 'Statistik' })
    await expect(statistics).not.toBeChecked()
    await tabTo(page, dialog, statistics)
    await page.keyboard.press('Space')
    await expect(statistics).toBeChecked()
    await tabTo(page, dialog, dialog.getByRole('button', { name: 'Auswahl speichern' }))
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(banner(page)).toHaveCount(0)
    expect(await storedConsent(page)).toMatchObject({
      showCookieBanner: false,
      cookieSettings: { necessary: true, statistics: true, marketing: false },
    })

    await page.reload()
    await openFromFooter(page)
    await expect(dialog.getByRole('checkbox', { name: 'Statistik' })).toBeChecked()
    await expect(dialog.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(footerLink(page)).toBeFocused()
  })
})

// The banner is in the HTML and its inline script opens it, so a first visit sees it with the page,
// not after the scripts (on a phone it is the largest thing on the first screen), and the keyboard
// stays in it from the start. These pages never run a chunk.
test.describe('before the scripts have run', () => {
  test.beforeEach(({ page }) =>
    page.route('**/_next/static/chunks/**/*.js', (route) => route.abort()),
  )
  const inHtml = (page: Page) => page.locator('#cookie-banner')

  test('a first visit sees the banner as a modal with the page; on the privacy statement it stays away', async ({
    page,
  }) => {
    await page.goto(T.de.home)
    const dialog = banner(page)
    await expect(dialog.getByRole('button', { name: T.de.acceptAll })).toBeFocused()
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab')
      expect(await focusIsInside(dialog)).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page)
    await page.goto(T.de.privacyUrl)
    await expect(inHtml(page)).toBeAttached()
    await expect(inHtml(page)).toBeHidden()
  })

  test.describe('a visitor who chose before', () => {
    test.use({ consentDecided: true })
    test('sees no banner at all', async ({ page }) => {
      await page.goto(T.en.home)
      await expect(inHtml(page)).toBeAttached()
      await expect(inHtml(page)).toBeHidden()
    })
  })
})
