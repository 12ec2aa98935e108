import ICAL from 'ical.js'

import { expect, test } from './fixtures'

/** The demo topic every language has; everything else is found by following its links. */
const TOPIC = {
  de: {
    path: '/seminarthemen/fuehrung/',
    cardBook: /^Termin buchen/,
    book: /buchen$/,
    added: /liegt jetzt im Warenkorb/,
    again: /jetzt 2 Teilnehmende/,
    toCart: 'Zum Warenkorb',
    cart: '/warenkorb/',
    dates: 'Termine und Buchung',
  },
  en: {
    path: '/en/seminar-topics/leadership/',
    cardBook: /^Book a date/,
    book: /^Book the date/,
    added: /is now in your cart/,
    again: /holds 2 participants/,
    toCart: 'Go to cart',
    cart: '/en/cart/',
    dates: 'Dates and booking',
  },
} as const

for (const locale of ['de', 'en'] as const) {
  const t = TOPIC[locale]

  test(`${locale}: a topic page lists its seminars as cards`, async ({ page }) => {
    await page.goto(t.path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const cards = page.getByTestId('seminar-cards').getByRole('listitem')
    expect(await cards.count()).toBeGreaterThan(0)
    const title = cards.first().getByRole('heading', { level: 3 }).getByRole('link')
    await expect(title).toHaveAttribute(
      'href',
      locale === 'de' ? /^\/seminare\/.+\/$/ : /^\/en\/seminars\/.+\/$/,
    )
    // The book button is the card's last link.
    await expect(cards.first().getByRole('link').last()).toHaveAttribute(
      'href',
      /#seminar-detail-section-termine$/,
    )
  })

  test(`${locale}: a card's book button leads to the dates, and booking puts the date into the cart`, async ({
    page,
  }) => {
    await page.goto(t.path)
    await expect(page.getByTestId('cart-count')).toBeHidden()
    await page.getByTestId('seminar-cards').getByRole('link', { name: t.cardBook }).first().click()
    await expect(page).toHaveURL(/#seminar-detail-section-termine$/)

    const dates = page.locator('#seminar-detail-section-termine')
    await expect(dates.getByRole('heading', { level: 2, name: t.dates })).toBeVisible()
    const row = dates
      .getByTestId('seminar-date')
      .filter({ has: page.getByRole('button', { name: t.book }) })
      .first()
    await row.getByRole('button', { name: t.book }).click()

    await expect(page.getByTestId('cart-count')).toHaveText('1')
    await expect(row.getByRole('status')).toHaveText(t.added)
    await expect(row.getByRole('link', { name: t.toCart })).toHaveAttribute('href', t.cart)

    // The same date again: still one cart item, now with two participants.
    await row.getByRole('button', { name: t.book }).click()
    await expect(row.getByRole('status')).toHaveText(t.again)
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('warenkorb') ?? '{}'))
    expect(stored.state.warenkorb[0]).toMatchObject({ type: 'seminar', teilnehmer: 2 })
    expect(stored.state.warenkorb[0].teilnehmerData.map((p: { id: number }) => p.id)).toEqual([
      1, 2,
    ])
  })
}

test('a seminar page has its title, facts, dates, both language URLs and Course data', async ({
  page,
}) => {
  await page.goto(TOPIC.de.path)
  // Alike security-headers.spec.ts by shape only: each picks a seminar card for its own check.
  const href = await page
    .getByTestId('seminar-cards')
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .first()
    .getAttribute('href')
  await page.goto(href!)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Sie sind hier' })).toBeVisible()
  await expect(page.getByText(/^\d+ Tage?$/).first()).toBeVisible()
  await expect(page.locator('#seminar-detail-section-termine')).toBeVisible()
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    /\/en\/seminars\/.+\/$/,
  )

  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  )
  expect(jsonLd['@type']).toBe('Course')
  expect(jsonLd.courseCode).toMatch(/^[A-Z0-9-]+$/)
  expect(jsonLd.provider['@type']).toBe('Organization')
  for (const instance of jsonLd.hasCourseInstance) {
    expect(instance).toMatchObject({
      '@type': 'CourseInstance',
      // In person, live online or blended (the demo has all three).
      courseMode: expect.stringMatching(/^(onsite|online|blended)$/),
      offers: { priceCurrency: expect.stringMatching(/^(EUR|CHF)$/) },
    })
    expect(instance.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  }
})

test('a seminar page hands on an info sheet, offers an in-house enquiry and similar seminars', async ({
  page,
}) => {
  await page.goto(TOPIC.de.path)
  const card = page.getByTestId('seminar-cards').getByRole('heading', { level: 3 }).first()
  const title = (await card.innerText()).trim()
  await card.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

  const sheet = page.getByRole('link', { name: `Infoblatt (PDF): ${title}`, exact: false })
  const pdf = await page.request.get((await sheet.getAttribute('href'))!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')

  const similar = page.getByRole('region', { name: 'Ähnliche Seminare' })
  const titles = await similar.getByRole('heading', { level: 3 }).allInnerTexts()
  expect(titles.length).toBeGreaterThan(0)
  expect(titles.length).toBeLessThanOrEqual(3)
  expect(titles.map((t) => t.trim())).not.toContain(title)

  await page.getByRole('link', { name: 'Als Inhouse-Training anfragen' }).click()
  await expect(page).toHaveURL(/\/kontakt\/\?inhouse=/)
  await expect(page.getByRole('textbox', { name: 'Mitteilung', exact: true })).toHaveValue(
    new RegExp(
      `^Inhouse-Anfrage: Wir interessieren uns für das Seminar „${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}“`,
    ),
  )
})

test('each dated row offers its calendar file: an .ics download in Europe/Berlin at the place', async ({
  page,
}) => {
  await page.goto(TOPIC.en.path)
  await page
    .getByTestId('seminar-cards')
    .getByRole('link', { name: TOPIC.en.cardBook })
    .first()
    .click()
  const row = page.locator('#seminar-detail-section-termine').getByTestId('seminar-date').first()
  const link = row.getByRole('link', { name: /^Add to calendar \(\.ics\): the date .+ in .+$/ })
  await expect(link).toHaveText('Add to calendar (.ics)')
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^\/api\/kalender\/\d+\/\?language=en$/)

  const response = await page.request.get(href!)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  expect(response.headers()['content-disposition']).toMatch(
    /^attachment; filename="[A-Z0-9-]+-\d{4}-\d{2}-\d{2}\.ics"$/,
  )
  const calendar = new ICAL.Component(ICAL.parse(await response.text()))
  expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
    'Europe/Berlin',
  )
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
  expect(event.startDate.zone.tzid).toBe('Europe/Berlin')
  expect(event.location).toMatch(/, \d{4,5} \S/)
})

test('seminar topics as vertical tabs: one topic at a time, arrow keys switch', async ({
  page,
}) => {
  await page.goto('/seminare/')
  const block = page.locator('[data-block="seminarthemen"]').first()
  const tabs = block.getByRole('tab')
  expect(await tabs.count()).toBeGreaterThan(1)
  await tabs.first().focus()
  await page.keyboard.press('ArrowDown')
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(tabs.nth(1)).toBeFocused()
  await expect(block.getByRole('tabpanel')).toHaveCount(1)
  await expect(block.getByRole('tabpanel')).toContainText(await tabs.nth(1).innerText())
})

test('seminar topics on a phone: a dropdown instead of tabs', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/seminare/')
  const block = page.locator('[data-block="seminarthemen"]').first()
  await expect(block.getByRole('tab').first()).toBeHidden()
  const select = block.getByRole('combobox')
  await expect(select).toBeVisible()
  const second = (await select.locator('option').nth(1).textContent())!.trim()
  await select.selectOption({ index: 1 })
  await expect(block.getByRole('tabpanel')).toContainText(second)
})

test('seminar topics as tiles: Enter opens one topic, another tile switches, Escape closes', async ({
  page,
}) => {
  await page.goto('/')
  const block = page.locator('[data-block="seminarthemen"]').first()
  // By position, not by state: the second tile stays the second tile whichever one is open.
  const tiles = block.getByTestId('topic-tiles').getByRole('button')
  const [first, second] = [tiles.nth(0), tiles.nth(1)]
  const details = block.getByTestId('topic-details')
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await expect(second).toHaveAttribute('aria-expanded', 'false')
  await first.focus()
  await page.keyboard.press('Enter')
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(block.getByRole('button', { expanded: true })).toHaveCount(1)
  await expect(details.getByRole('heading', { level: 3 })).toHaveText(
    (await first.locator('span').first().textContent())!.trim(),
  )
  await second.focus()
  await page.keyboard.press('Enter')
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await expect(block.getByRole('button', { expanded: true })).toHaveCount(1)
  await expect(details.getByRole('heading', { level: 3 })).toHaveText(
    (await second.locator('span').first().textContent())!.trim(),
  )
  await page.keyboard.press('Escape')
  await expect(block.getByRole('button', { expanded: true })).toHaveCount(0)
  await expect(second).toBeFocused()
  await expect(details).toBeHidden()
})
