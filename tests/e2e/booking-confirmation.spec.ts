import type { Page } from '@playwright/test'

import { BOOKING_FORM, choice, fillContactBillingAndSend, text } from './booking-form'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { bookFirstDateFromTopic } from './helpers'

/** What each language calls things from the topic page to the confirmation. */
const T = {
  de: {
    ...BOOKING_FORM.de,
    topic: '/seminarthemen/fuehrung/',
    cardBook: /^Termin buchen/,
    book: /buchen$/,
    toCart: 'Zum Warenkorb',
    toBooking: 'Weiter zur Buchung',
    confirmation: /^\/buchung\/bestaetigung\/[\w-]{43}\/$/,
    received: 'Ihre Buchung ist bei uns eingegangen',
    items: 'Gebuchte Seminare und Programme',
    calendar: /^Zum Kalender hinzufügen \(\.ics\): /,
    gross: /^Gesamtbetrag \(brutto\)/,
    next: 'Wie es weitergeht',
    cart: '/warenkorb/',
    // German notation (decision 0023): '1.490,00 €', '03.12.2026'.
    money: /\d{1,3}(\.\d{3})*,\d{2}\s€/,
    day: /\d{2}\.\d{2}\.\d{4}/,
  },
  en: {
    ...BOOKING_FORM.en,
    // Alike booking.spec.ts by shape only: each spec names the texts it expects.
    topic: '/en/seminar-topics/leadership/',
    cardBook: /^Book a date/,
    book: /^Book the date/,
    toCart: 'Go to cart',
    toBooking: 'Continue to booking',
    confirmation: /^\/en\/booking\/confirmation\/[\w-]{43}\/$/,
    received: 'We have received your booking',
    items: 'Booked seminars and programmes',
    calendar: /^Add to calendar \(\.ics\): /,
    gross: /^Total \(gross\)/,
    next: 'What happens next',
    cart: '/en/cart/',
    money: /€\d{1,3}(,\d{3})*\.\d{2}/,
    day: /\d{1,2} [A-Z][a-z]{2,3} \d{4}/,
  },
} as const

type Texts = (typeof T)[keyof typeof T]

/** Topic page → a date into the cart → the booking form, filled in and sent. */
async function bookOneDate(page: Page, t: Texts): Promise<string> {
  const seminarTitle = await bookFirstDateFromTopic(page, t)
  await expect(page).toHaveURL((url) => url.pathname === t.cart)
  await expect(page.getByTestId('cart-item')).toHaveCount(1)
  await page.getByRole('link', { name: t.toBooking }).click()
  const participant = page.getByRole('group', { name: t.participant })
  await choice(participant, t.label.anrede).selectOption({ label: t.salutation.Frau })
  await text(participant, t.label.vorname).fill('Mira')
  await text(participant, t.label.nachname).fill('Lindqvist')
  await text(participant, t.label.email).fill('mira.lindqvist@beispiel.de')
  await fillContactBillingAndSend(page, t)
  return seminarTitle
}

/** The confirmation as a visitor reads it: number, the booked seminar, the totals. */
async function expectConfirmationPage(page: Page, t: Texts, seminarTitle: string) {
  await expect(page.getByRole('heading', { level: 1, name: t.received })).toBeVisible()
  await expect(page.getByTestId('confirmation-number')).toHaveText(/^B-\d{4}-\d{6}$/)
  const items = page.getByRole('region', { name: t.items })
  const item = items.getByTestId('confirmation-item')
  await expect(item).toHaveCount(1)
  await expect(item.getByRole('heading', { level: 3 })).toHaveText(seminarTitle)
  await expect(item.getByTestId('confirmation-period')).toHaveText(t.day)
  await expect(item.getByTestId('confirmation-place')).toContainText(/\d{4,5} \S/)
  await expect(item.getByTestId('confirmation-participants')).toHaveText('Mira Lindqvist')
  const gross = page.getByRole('row', { name: t.gross })
  await expect(gross).toContainText(t.money)
  await expect(page.getByRole('heading', { level: 2, name: t.next })).toBeVisible()
}

for (const locale of ['de', 'en'] as const) {
  const t = T[locale]

  test(`${locale}: a booking ends on its confirmation page, which keeps on a reload and offers its calendar file`, async ({
    page,
  }) => {
    const seminarTitle = await bookOneDate(page, t)
    await expect(page).toHaveURL((url) => t.confirmation.test(url.pathname))
    await expectConfirmationPage(page, t, seminarTitle)
    await expect(page.getByTestId('cart-count')).toBeHidden()
    await expectNoAxeViolations(page)

    const response = await page.reload()
    expect(response?.status()).toBe(200)
    expect(response?.headers()['cache-control']).toMatch(/private/)
    expect(response?.headers()['cache-control']).toMatch(/no-store/)
    expect(response?.headers()['referrer-policy']).toBe('no-referrer')
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/)
    await expectConfirmationPage(page, t, seminarTitle)

    const calendar = page.getByRole('link', { name: t.calendar })
    await expect(calendar).toHaveCount(1)
    const file = await page.request.get((await calendar.getAttribute('href'))!)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toMatch(/^text\/calendar/)
    expect(await file.text()).toContain('BEGIN:VEVENT')

    // No way back leads to an empty cart that is a dead end: no link on the page goes to the
    // cart or the form, and the browser's back (the booking page was replaced) reaches a cart
    // that leads back to this confirmation.
    const targets = await page
      .locator('main a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(targets.filter((href) => /\/(warenkorb|cart|buchung|booking)\/$/.test(href))).toEqual([])
    const confirmationUrl = page.url()
    await page.goBack()
    await expect(page).toHaveURL((url) => url.pathname === t.cart)
    await page.getByTestId('cart-last-booking').getByRole('link').click()
    await expect(page).toHaveURL(confirmationUrl)
    await expect(page.getByRole('heading', { level: 1, name: t.received })).toBeVisible()
  })
}

test('de: printed, the confirmation leaves out navigation, footer and buttons', async ({
  page,
}) => {
  const t = T.de
  const seminarTitle = await bookOneDate(page, t)
  await expect(page).toHaveURL((url) => t.confirmation.test(url.pathname))
  await expectConfirmationPage(page, t, seminarTitle)
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
  const print = page.getByRole('button', { name: 'Drucken' })
  await expect(print).toBeVisible()

  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('body > header')).toBeHidden()
  await expect(nav).toBeHidden()
  await expect(page.locator('body > footer')).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Sie sind hier' })).toBeHidden()
  await expect(print).toBeHidden()
  await expect(page.getByRole('link', { name: t.calendar })).toBeHidden()
  await expect(page.getByTestId('confirmation-number')).toBeVisible()
  await expect(page.getByRole('row', { name: t.gross })).toBeVisible()
})

test('an unknown or malformed confirmation token gets the 404 screen', async ({ page }) => {
  for (const path of [
    `/buchung/bestaetigung/${'x'.repeat(43)}/`,
    '/en/booking/confirmation/too-short/',
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
})
