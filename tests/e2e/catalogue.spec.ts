import type { APIRequestContext, Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'

// The catalogue's one result view on the finder page (docs/behaviour/catalogue.md): rendered on
// the server from the URL, enhanced by a small client leaf.
const TEXTS = {
  de: {
    path: '/seminare/seminarfinder/',
    form: 'Termine filtern',
    format: 'Format',
    online: 'Online live',
    sort: 'Sortieren nach',
    byPrice: 'Preis (niedrigster zuerst)',
    place: 'Seminarort',
    apply: 'Ergebnisse anzeigen',
    found: /^([\d.]+) Termine? gefunden$/,
    vat: 'zzgl. MwSt.',
    seats: /^(Plätze frei|Nur noch wenige Plätze|Ausgebucht)$/,
    ignored: /Nicht berücksichtigt, weil ungültig: Seminarort/,
    term: 'Suchbegriff oder Seminarcode',
    next: 'Nächste Seite',
  },
  en: {
    path: '/en/seminars/find-your-seminar/',
    form: 'Filter dates',
    format: 'Format',
    online: 'Live online',
    sort: 'Sort by',
    byPrice: 'Price (lowest first)',
    place: 'Seminar place',
    apply: 'Show results',
    found: /^([\d,]+) dates? found$/,
    vat: 'plus VAT',
    seats: /^(Seats available|Only a few seats left|Fully booked)$/,
    ignored: /Ignored because invalid: Seminar place/,
    term: 'Search term or seminar code',
    next: 'Next page',
  },
} as const

type Locale = keyof typeof TEXTS

const status = (page: Page) => page.locator('[role="status"][aria-live="polite"]')

/** The number the live region announces. */
async function announced(page: Page, locale: Locale): Promise<number> {
  const text = (await status(page).textContent())?.trim() ?? ''
  const match = text.match(TEXTS[locale].found)
  expect(match, text).not.toBeNull()
  return Number(match![1].replace(/[.,]/g, ''))
}

/** A word of an upcoming seminar's title, from the JSON endpoint. */
async function titleWord(request: APIRequestContext, locale: Locale) {
  const body = await (await request.get(`/api/json-api/seminarfinder/?language=${locale}`)).json()
  const title: string = body.dates[0].seminarTitle
  return { title, word: title.split(/[\s:]+/).find((word) => word.length >= 5) ?? title }
}

for (const locale of ['de', 'en'] as const) {
  const t = TEXTS[locale]

  test.describe(`catalogue results (${locale})`, () => {
    test('each result shows title link, code, dates, place, price plus VAT, seats and format', async ({
      page,
    }) => {
      await page.goto(t.path)
      expect(await announced(page, locale)).toBeGreaterThan(0)
      const row = page.getByTestId('catalogue-result').first()
      const link = row.getByRole('heading').getByRole('link')
      await expect(link).toHaveAttribute('href', /\/seminar/)
      await expect(row).toContainText(/[A-Z]{2,4}-\d{3}/)
      await expect(row).toContainText(/\d{4}/)
      await expect(row).toContainText(t.vat)
      await expect(row.locator('[data-seats]')).toHaveText(t.seats)
      await expect(row.locator('[data-format]')).toBeVisible()
    })

    test('filters live in the URL, combine, and the back button restores them', async ({
      page,
    }) => {
      await page.goto(t.path)
      const all = await announced(page, locale)
      const before = (await status(page).textContent()) ?? ''
      await page.locator('[data-enhanced]').waitFor()
      const form = page.getByRole('search', { name: t.form })
      await form.getByLabel(t.format).selectOption({ label: t.online })
      await expect(page).toHaveURL(`${t.path}?format=online`)
      // The live region itself stays; its text changes, which screen readers announce.
      await expect(status(page)).not.toHaveText(before)
      const online = await announced(page, locale)
      expect(online).toBeLessThan(all)
      for (const format of await page
        .locator('[data-testid="catalogue-result"] [data-format]')
        .all())
        await expect(format).toHaveAttribute('data-format', 'online')

      await form.getByLabel(t.sort).selectOption({ label: t.byPrice })
      await expect(page).toHaveURL(`${t.path}?format=online&sortierung=preis`)
      const prices = await page
        .locator('[data-testid="catalogue-result"]')
        .evaluateAll((rows) =>
          rows.map((row) =>
            Number(row.textContent?.match(/(\d[\d.,]*)[,.]00/)?.[1].replace(/[.,]/g, '')),
          ),
        )
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
      await expectNoAxeViolations(page)

      await page.goBack()
      await expect(page).toHaveURL(`${t.path}?format=online`)
      await expect(form.getByLabel(t.sort)).toHaveValue('datum')
      await expect(form.getByLabel(t.format)).toHaveValue('online')
      await page.goBack()
      await expect(page).toHaveURL(t.path)
      await expect(form.getByLabel(t.format)).toHaveValue('')
      expect(await announced(page, locale)).toBe(all)
    })

    test('a keyword from the finder lists the matching seminars with their dates', async ({
      page,
      request,
    }) => {
      const { title, word } = await titleWord(request, locale)
      await page.goto(t.path)
      const field = page.getByRole('combobox', { name: t.term })
      await field.fill(word)
      await field.press('Escape')
      await field.press('Enter')
      await expect(page).toHaveURL(`${t.path}?q=${encodeURIComponent(word)}`)
      expect(await announced(page, locale)).toBeGreaterThan(0)
      const rows = page.getByTestId('catalogue-result')
      await expect(rows.getByRole('link', { name: title }).first()).toBeVisible()
      // Dates, not pages: every row is a date with its period.
      for (const row of await rows.all()) await expect(row).toContainText(/\d{4}/)
    })

    test('an invalid value is ignored and named, the valid filters still apply', async ({
      page,
    }) => {
      const response = await page.goto(`${t.path}?ort=mond&format=online`)
      expect(response?.status()).toBe(200)
      await expect(page.getByText(t.ignored)).toBeVisible()
      const form = page.getByRole('search', { name: t.form })
      await expect(form.getByLabel(t.format)).toHaveValue('online')
      await expect(form.getByLabel(t.place)).toHaveValue('')
      for (const format of await page
        .locator('[data-testid="catalogue-result"] [data-format]')
        .all())
        await expect(format).toHaveAttribute('data-format', 'online')
    })
  })
}

test.describe('catalogue results without JavaScript', () => {
  test('render from the URL, submit as a GET form and page with the filters kept', async ({
    browser,
  }) => {
    const t = TEXTS.de
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${t.path}?sortierung=preis`)
    const all = await announced(page, 'de')
    expect(all).toBeGreaterThan(0)
    const form = page.getByRole('search', { name: t.form })
    await form.getByLabel(t.place).selectOption({ label: 'Online' })
    await form.getByRole('button', { name: t.apply }).click()
    await expect(page).toHaveURL(new RegExp(`${t.path}\\?(.+&)?ort=online&(.+&)?sortierung=preis`))
    const online = await announced(page, 'de')
    expect(online).toBeGreaterThan(0)
    expect(online).toBeLessThan(all)
    await expect(form.getByLabel(t.place)).toHaveValue('online')
    for (const row of await page.getByTestId('catalogue-result').all())
      await expect(row).toContainText('Online')

    await page.goto(t.path)
    if ((await announced(page, 'de')) > 20) {
      await page.getByRole('link', { name: t.next }).click()
      await expect(page).toHaveURL(`${t.path}?seite=2`)
      await expect(page.getByText(/^Seite 2 von \d+$/)).toBeVisible()
    }
    await context.close()
  })
})

test.describe('GET /api/json-api/seminarfinder/ with the catalogue filters', () => {
  test('answers a page of results and names each bad value with 400', async ({ request }) => {
    const ok = await request.get('/api/json-api/seminarfinder/?language=de&ort=online&seite=1')
    expect(ok.status()).toBe(200)
    const body = await ok.json()
    expect(body).toMatchObject({ page: 1, pageSize: 20 })
    expect(body.dates.every((date: { place: string }) => date.place === 'Online')).toBe(true)

    const bad = await request.get('/api/json-api/seminarfinder/?dauer=9&sortierung=beliebt')
    expect(bad.status()).toBe(400)
    expect((await bad.json()).errors.map((e: { field: string }) => e.field)).toEqual([
      'dauer',
      'sortierung',
    ])
  })
})
