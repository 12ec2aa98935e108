import { readFileSync } from 'node:fs'

import type { Locator, Page } from '@playwright/test'

import { choice, text } from './booking-form'
import { expect, expectNoAxeViolations, test } from './fixtures'

/** The whitepaper cards, the request form and the download page in both languages. */
const T = {
  de: {
    knowledge: '/knowledge-center/',
    paper: 'Schwierige Gespräche vorbereiten',
    request: /^Whitepaper herunterladen/,
    dialog: /^Whitepaper anfordern:/,
    send: 'Whitepaper anfordern',
    label: {
      anrede: 'Anrede',
      vorname: 'Vorname',
      nachname: 'Nachname',
      strasse: 'Straße und Hausnummer',
      plz: 'Postleitzahl',
      ort: 'Ort',
      land: 'Land',
      email: 'E-Mail-Adresse',
    },
    salutation: 'Frau',
    salutationRequired: 'Bitte wählen Sie eine Anrede.',
    privacy: /Datenschutzerklärung/,
    unlocked: 'Der Download ist nun freigeschaltet',
    download: /^PDF herunterladen/,
    failed: 'Fehler beim Download.',
    page: (id: string) => `/whitepaper-dl/${id}/`,
  },
  en: {
    knowledge: '/en/knowledge-center/',
    paper: 'Preparing difficult conversations',
    request: /^Download the whitepaper/,
    dialog: /^Request the whitepaper:/,
    send: 'Request the whitepaper',
    label: {
      anrede: 'Salutation',
      vorname: 'First name',
      nachname: 'Last name',
      strasse: 'Street and house number',
      plz: 'Postcode',
      ort: 'Town or city',
      land: 'Country',
      email: 'Email address',
    },
    salutation: 'Ms',
    salutationRequired: 'Please choose a salutation.',
    privacy: /privacy statement/,
    unlocked: 'The download is now unlocked',
    download: /^Download PDF/,
    failed: 'Download failed.',
    page: (id: string) => `/en/whitepaper-dl/${id}/`,
  },
} as const

type Texts = (typeof T)[keyof typeof T]

const card = (page: Page, t: Texts) =>
  page
    .locator('[data-whitepaper]')
    .filter({ has: page.getByRole('heading', { name: t.paper, exact: true }) })

async function fillRequest(dialog: Locator, t: Texts) {
  await choice(dialog, t.label.anrede).selectOption({ label: t.salutation })
  await text(dialog, t.label.vorname).fill('Zoë')
  await text(dialog, t.label.nachname).fill("O'Neill-Brandt")
  await text(dialog, t.label.strasse).fill('Prinzipalmarkt 1')
  await text(dialog, t.label.plz).fill('48143')
  await text(dialog, t.label.ort).fill('Münster')
  await text(dialog, t.label.email).fill('zoe.oneill@beispiel.de')
  await dialog.getByRole('checkbox', { name: t.privacy }).check()
}

/** Clicks a download button and checks that a real PDF named after the whitepaper arrives. */
async function expectPdfDownload(page: Page, button: Locator, title: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
  expect(download.suggestedFilename()).toBe(`${title}.pdf`)
  const file = await download.path()
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-')
}

/** A valid request straight to the endpoint, as the mail's link would carry its code. */
async function requestCode(page: Page, id: string, requestPage: string): Promise<string> {
  const response = await page.request.post('/api/json-api/whitepaper/', {
    data: {
      message: {
        formType: 'whitepaperKontaktForm',
        downloadId: Number(id),
        anrede: 'Herr',
        vorname: 'Jonas',
        nachname: 'Keller',
        strasse: 'Domplatz 5',
        plz: '48143',
        ort: 'Münster',
        land: 'DE',
        email: 'jonas.keller@beispiel.de',
        requestPage,
        datenschutz: true,
      },
    },
  })
  expect(response.status()).toBe(200)
  const body = await response.json()
  expect(body).toMatchObject({ status: 'success', id: Number(id) })
  return body.code as string
}

test.describe('whitepapers', () => {
  test('request in the modal by keyboard, download, reload, and a tampered code', async ({
    page,
  }) => {
    const t = T.de
    await page.goto(t.knowledge)
    const paper = card(page, t)
    const open = paper.getByRole('button', { name: t.request })
    await open.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: t.dialog })
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page)

    // An empty send: errors appear and the first invalid field gets the focus.
    await dialog.getByRole('button', { name: t.send, exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(dialog.getByText(t.salutationRequired)).toBeVisible()
    await expect(choice(dialog, t.label.anrede)).toBeFocused()
    await expect(choice(dialog, t.label.land)).toHaveValue('DE')

    await fillRequest(dialog, t)
    await dialog.getByRole('button', { name: t.send, exact: true }).click()
    await expect(dialog.getByRole('heading', { name: t.unlocked })).toBeVisible()
    await expectNoAxeViolations(page)
    await expectPdfDownload(page, dialog.getByRole('button', { name: t.download }), t.paper)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(paper.getByText(t.unlocked)).toBeVisible()

    await page.reload()
    await expect(paper.getByText(t.unlocked)).toBeVisible()
    await expectPdfDownload(page, paper.getByRole('button', { name: t.download }), t.paper)

    // A code the server does not know: the empty answer clears the codes and the form is offered
    // again.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('whitepaper') ?? '{}')
      for (const id of Object.keys(stored.state.codes))
        stored.state.codes[id] = 'AAAAAAAAAAAAAAAAAAAAAA'
      localStorage.setItem('whitepaper', JSON.stringify(stored))
    })
    await page.reload()
    await paper.getByRole('button', { name: t.download }).click()
    await expect(paper.getByText(t.failed, { exact: true })).toBeVisible()
    await expect(paper.getByRole('button', { name: t.request })).toBeVisible()
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('whitepaper') ?? '{}').state.codes),
    ).toEqual({})
  })

  for (const locale of ['de', 'en'] as const) {
    test(`the mailed link unlocks the download (${locale})`, async ({ page }) => {
      const t = T[locale]
      await page.goto(t.knowledge)
      const id = await card(page, t).getAttribute('data-whitepaper')
      expect(id).toMatch(/^\d+$/)
      const code = await requestCode(page, id!, t.knowledge)

      await page.goto(`${t.page(id!)}#code=${code}`)
      await expect(page.getByRole('heading', { level: 1, name: t.paper })).toBeVisible()
      await expect(page.getByRole('heading', { name: t.unlocked })).toBeVisible()
      // The code leaves the address bar once it is stored.
      await expect(page).toHaveURL((url) => url.pathname === t.page(id!) && url.hash === '')
      await expectPdfDownload(page, page.getByRole('button', { name: t.download }), t.paper)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

      // Another browser without a code gets the request form instead.
      await page.evaluate(() => localStorage.removeItem('whitepaper'))
      await page.goto(t.page(id!))
      await expect(page.getByRole('button', { name: t.send, exact: true })).toBeVisible()
    })
  }

  test('an unknown whitepaper id is a 404', async ({ page }) => {
    const response = await page.goto('/whitepaper-dl/999999/')
    expect(response?.status()).toBe(404)
  })
})
