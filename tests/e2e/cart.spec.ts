import type { Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'
import { bookFirstDateFromTopic, layoutShiftTotal, recordLayoutShifts } from './helpers'

const T = {
  de: {
    topic: '/seminarthemen/fuehrung/',
    cardBook: /^Termin buchen/,
    book: /buchen$/,
    toCart: 'Zum Warenkorb',
    cart: '/warenkorb/',
    title: 'Warenkorb',
    more: /^Teilnehmende erhöhen: /,
    fewer: /^Teilnehmende verringern: /,
    remove: /^Aus dem Warenkorb entfernen: /,
    two: /: 2 Personen$/,
    one: /: 1 Person$/,
    removed: /wurde aus dem Warenkorb entfernt\.$/,
    empty: 'Ihr Warenkorb ist leer.',
    toSeminars: 'Zu den Seminaren',
    seminars: /^\/seminare\/?$/,
    proceed: 'Weiter zur Buchung',
    booking: /^\/buchung\/?$/,
    // German notation: '03.12.2026', '1.490,00 €' / '1.690,00 CHF'.
    // The label runs into the date in the card's text ('Zeitraum04.01.2027'): no \b before it.
    day: /(?<!\d)\d{2}\.\d{2}\.\d{4}(?!\d)/,
    money: /^\d{1,3}(\.\d{3})*,\d{2}\s(€|CHF)$/,
  },
  en: {
    topic: '/en/seminar-topics/leadership/',
    cardBook: /^Book a date/,
    book: /^Book the date/,
    toCart: 'Go to cart',
    cart: '/en/cart/',
    title: 'Cart',
    more: /^More participants: /,
    fewer: /^Fewer participants: /,
    remove: /^Remove from cart: /,
    two: /: 2 participants$/,
    one: /: 1 participant$/,
    removed: /was removed from your cart\.$/,
    empty: 'Your cart is empty.',
    toSeminars: 'Browse seminars',
    seminars: /^\/en\/seminars\/?$/,
    proceed: 'Continue to booking',
    booking: /^\/en\/booking\/?$/,
    // British notation, the month named (decision 0023): '3 Dec 2026', '€1,490.00' / 'CHF 1,690.00'.
    day: /(?<!\d)\d{1,2} [A-Z][a-z]{2,3} \d{4}(?!\d)/,
    money: /^(€|CHF\s)\d{1,3}(,\d{3})*\.\d{2}$/,
  },
} as const

type Texts = (typeof T)[keyof typeof T]

/**
 * From a topic page: a card's book link → the seminar's dates → book the first bookable date → the
 * cart.
 */
async function bookADateAndOpenCart(page: Page, t: Texts): Promise<string> {
  const seminarTitle = await bookFirstDateFromTopic(page, t)
  await expect(page).toHaveURL(new RegExp(`${t.cart}$`))
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
  await expect(page.getByTestId('cart-item')).toHaveCount(1)
  return seminarTitle
}

for (const locale of ['de', 'en'] as const) {
  const t = T[locale]

  test(`${locale}: a booked date shows in the cart with its total; participants change; removing empties the cart`, async ({
    page,
  }) => {
    const seminarTitle = await bookADateAndOpenCart(page, t)
    const item = page.getByTestId('cart-item')
    await expect(item.getByRole('heading', { level: 3 })).toHaveText(seminarTitle)
    await expect(item.getByRole('link', { name: seminarTitle })).toHaveAttribute(
      'href',
      /#seminar-detail-section-termine$/,
    )
    await expect(item.getByTestId('participant-count')).toHaveText('1')
    const totals = page.getByTestId('cart-totals')
    await expect(totals).toContainText(/(€|CHF)/)
    // One notation per language: the period and the amounts as the page's language writes them.
    await expect(item).toContainText(t.day)
    await expect(item.getByTestId('cart-item-subtotal')).toHaveText(t.money)
    await expect(page.getByRole('link', { name: t.proceed })).toHaveAttribute('href', t.booking)
    await expectNoAxeViolations(page)

    const fewer = item.getByRole('button', { name: t.fewer })
    await expect(fewer).toHaveAttribute('aria-disabled', 'true')
    // textContent, as toHaveText compares it (innerText would add line breaks between term and
    // value).
    const single = (await totals.textContent()) ?? ''
    await item.getByRole('button', { name: t.more }).click()
    await expect(item.getByTestId('participant-count')).toHaveText('2')
    await expect(page.getByRole('status').filter({ hasText: t.two })).toHaveCount(1)
    await expect(totals).not.toHaveText(single)
    await fewer.click()
    await expect(item.getByTestId('participant-count')).toHaveText('1')
    await expect(totals).toHaveText(single)

    // The cart survives a reload: it lives in the browser.
    await page.reload()
    await expect(page.getByTestId('cart-item')).toHaveCount(1)

    await page.getByTestId('cart-item').getByRole('button', { name: t.remove }).click()
    await expect(page.getByRole('heading', { name: t.empty })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: t.removed })).toHaveCount(1)
    await expect(page.getByRole('link', { name: t.toSeminars })).toHaveAttribute('href', t.seminars)
    await expect(page.getByTestId('cart-count')).toBeHidden()
  })

  test(`${locale}: an empty cart says so and leads to the seminars`, async ({ page }) => {
    await page.goto(t.cart)
    await expect(page.getByRole('heading', { name: t.empty })).toBeVisible()
    await expect(page.getByRole('link', { name: t.toSeminars })).toHaveAttribute('href', t.seminars)
  })

  test(`${locale}: the empty cart appears where the loading text was, without moving the page`, async ({
    page,
  }) => {
    await recordLayoutShifts(page)
    await page.goto(t.cart)
    await expect(page.getByRole('heading', { name: t.empty })).toBeVisible()
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01)
  })
}

test('de: the cart works with the keyboard alone', async ({ page }) => {
  const t = T.de
  await bookADateAndOpenCart(page, t)
  const item = page.getByTestId('cart-item')
  // Start on the item's title link, then only Tab, Shift+Tab, Enter and Space.
  await item.getByRole('heading', { level: 3 }).getByRole('link').focus()
  await page.keyboard.press('Tab')
  await expect(item.getByRole('button', { name: t.fewer })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(item.getByRole('button', { name: t.more })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(item.getByTestId('participant-count')).toHaveText('2')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Space')
  await expect(item.getByTestId('participant-count')).toHaveText('1')
  // At one participant the − button stays focused (aria-disabled, not disabled) and does nothing.
  await expect(item.getByRole('button', { name: t.fewer })).toHaveAttribute('aria-disabled', 'true')
  await page.keyboard.press('Space')
  await expect(item.getByRole('button', { name: t.fewer })).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: t.one })).toHaveCount(1)
  await expect(item.getByTestId('participant-count')).toHaveText('1')
  await expect(page.getByTestId('cart-item')).toHaveCount(1)
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  // The store is written as the click is handled, so what it holds now is what the press did.
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('warenkorb') ?? '{}').state?.warenkorb ?? [],
  )
  expect(stored.map((entry: { teilnehmer: number }) => entry.teilnehmer)).toEqual([1])
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(item.getByRole('button', { name: t.remove })).toBeFocused()
  await page.keyboard.press('Enter')
  // Focus lands on the empty view's heading; the next Tab reaches its link.
  await expect(page.getByRole('heading', { name: t.empty })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: t.toSeminars })).toBeFocused()
})
