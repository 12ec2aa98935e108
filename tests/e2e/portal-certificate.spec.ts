import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { demo } from './helpers'

const TEXTS = {
  de: { email: 'E-Mail', password: 'Passwort', submit: 'Anmelden', base: '' },
  en: { email: 'Email', password: 'Password', submit: 'Log in', base: '/en' },
} as const

/**
 * Opens a portal page, logs in as the demo customer on the login page it leads to, and lands back
 * on it.
 */
async function openAsDemoCustomer(page: Page, locale: 'de' | 'en', path: string): Promise<void> {
  const texts = TEXTS[locale]
  await page.goto(`${texts.base}${path}`)
  await expect(page).toHaveURL(/\/login\/\?return=/)
  await page.getByLabel(texts.email).fill(demo.customer.email)
  await page.getByLabel(texts.password).fill(demo.customer.password)
  await page.getByRole('button', { name: texts.submit }).click()
  await expect(page).toHaveURL(new RegExp(`${texts.base}${path}$`))
}

/** Clicks a certificate link and answers the downloaded file's name and first bytes. */
async function downloadFrom(page: Page, name: RegExp): Promise<{ file: string; head: string }> {
  const link = page
    .getByRole('region', { name: /^(Abgeschlossene Seminare|Completed seminars)$/ })
    .getByRole('link', { name })
    .first()
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  const bytes = await readFile(await download.path())
  return { file: download.suggestedFilename(), head: bytes.subarray(0, 5).toString('latin1') }
}

test.describe('portal: seminars and achievements', () => {
  test('my seminars lists upcoming, past and cancelled seminars with their status in words', async ({
    page,
  }) => {
    await openAsDemoCustomer(page, 'de', '/kundenportal/seminare/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meine Seminare')
    const upcoming = page.getByRole('region', { name: 'Anstehende Seminare' })
    const past = page.getByRole('region', { name: 'Vergangene Seminare' })
    await expect(upcoming.getByText('Bestätigt', { exact: true }).first()).toBeVisible()
    await expect(page.getByText('Angefragt', { exact: true }).first()).toBeVisible()
    await expect(page.getByText('Reservierung', { exact: true }).first()).toBeVisible()
    await expect(past.getByText('Abgeschlossen', { exact: true }).first()).toBeVisible()
    // A cancelled booking has its own section, whatever its dates.
    const cancelled = page.getByRole('region', { name: 'Stornierte Buchungen' })
    await expect(cancelled.getByText('Storniert', { exact: true }).first()).toBeVisible()
    await expect(upcoming.getByText('Storniert', { exact: true })).toHaveCount(0)
    await expect(past.getByText('Storniert', { exact: true })).toHaveCount(0)
    await expect(page.getByText('Entwicklungsprogramm', { exact: true }).first()).toBeVisible()
  })

  test('the demo customer downloads a certificate of a completed seminar and sees programme progress', async ({
    page,
  }) => {
    await openAsDemoCustomer(page, 'de', '/kundenportal/erfolge/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erfolge')
    const { file, head } = await downloadFrom(page, /^Zertifikat herunterladen für .+: .+/)
    expect(file).toMatch(/^Zertifikat-[A-Za-z0-9-]+\.pdf$/)
    expect(head).toBe('%PDF-')

    const progress = page.getByRole('region', { name: 'Programmfortschritt' })
    await expect(
      progress.getByRole('progressbar', { name: /^Fortschritt im Programm / }).first(),
    ).toBeVisible()
    await expect(progress.getByText(/^\d+ von \d+ Modul(en)? abgeschlossen$/).first()).toBeVisible()
    await expect(progress.getByText(/^Abgeschlossen am \d{2}\.\d{2}\.\d{4}$/).first()).toBeVisible()
    await expect(progress.getByText('Noch nicht gebucht').first()).toBeVisible()
  })

  test('the English achievements page gives an English certificate', async ({ page }) => {
    await openAsDemoCustomer(page, 'en', '/kundenportal/erfolge/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Achievements')
    await expect(page.getByRole('heading', { level: 2, name: 'Programme progress' })).toBeVisible()
    const { file, head } = await downloadFrom(page, /^Download certificate for .+: .+/)
    expect(file).toMatch(/^Certificate-[A-Za-z0-9-]+\.pdf$/)
    expect(head).toBe('%PDF-')
  })

  test('a certificate link does not work without the customer’s session', async ({
    page,
    browser,
  }) => {
    await openAsDemoCustomer(page, 'de', '/kundenportal/erfolge/')
    const href = await page
      .getByRole('link', { name: /^Zertifikat herunterladen/ })
      .first()
      .getAttribute('href')
    expect(href).toMatch(/^\/api\/kundenportal\/zertifikat\/de\//)
    const stranger = await browser.newContext({ baseURL: new URL(page.url()).origin })
    try {
      const answer = await stranger.request.get(href!)
      expect(answer.status()).toBe(401)
    } finally {
      await stranger.close()
    }
  })
})
