import type { Locator, Page } from '@playwright/test'

import { BOOKING_FORM, choice, fillContactBillingAndSend, text } from './booking-form'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { bookFirstDateFromTopic } from './helpers'

/** What each language calls things on the way from a topic to a booking. */
const T = {
  de: {
    ...BOOKING_FORM.de,
    topic: '/seminarthemen/fuehrung/',
    cardBook: /^Termin buchen/,
    book: /buchen$/,
    toCart: 'Zum Warenkorb',
    toBooking: 'Weiter zur Buchung',
    cart: '/warenkorb/',
    booking: '/buchung/',
    confirmation: /^\/buchung\/bestaetigung\/[\w-]{43}\/$/,
    received: 'Ihre Buchung ist bei uns eingegangen',
    salutationRequired: 'Bitte wählen Sie eine Anrede.',
  },
  en: {
    ...BOOKING_FORM.en,
    // Alike cart.spec.ts by shape only: each spec names the texts it expects.
    topic: '/en/seminar-topics/leadership/',
    cardBook: /^Book a date/,
    book: /^Book the date/,
    toCart: 'Go to cart',
    toBooking: 'Continue to booking',
    cart: '/en/cart/',
    booking: '/en/booking/',
    confirmation: /^\/en\/booking\/confirmation\/[\w-]{43}\/$/,
    received: 'We have received your booking',
    salutationRequired: 'Please choose a salutation.',
  },
} as const

type Texts = (typeof T)[keyof typeof T]

/** Topic page → a card's book link → a date's book button → the cart → the booking form. */
async function bookADateAndOpenTheForm(page: Page, t: Texts) {
  await bookFirstDateFromTopic(page, t)
  await expect(page).toHaveURL((url) => url.pathname === t.cart)
  // The cart renders in the browser: a placeholder until it has read the stored items and fetched
  // their live details, then the link, enabled when every date is bookable and aria-disabled if
  // not.
  await expect(page.getByTestId('cart-item')).toHaveCount(1)
  const next = page.getByRole('link', { name: t.toBooking })
  await expect(next).toBeEnabled()
  await next.click()
  await expect(page).toHaveURL((url) => url.pathname === t.booking)
  await expect(page.getByRole('group', { name: t.participant })).toBeVisible()
}

const person = (page: Page, t: Texts) => ({
  participant: page.getByRole('group', { name: t.participant }),
  contact: page.getByRole('region', { name: t.contact }),
  billing: page.getByRole('region', { name: t.billing }),
})

/** The booking ends on its confirmation page (tests/e2e/booking-confirmation.spec.ts). */
async function expectConfirmation(page: Page, t: Texts) {
  await expect(page).toHaveURL((url) => t.confirmation.test(url.pathname))
  await expect(page.getByRole('heading', { level: 1, name: t.received })).toBeVisible()
  await expect(page.getByTestId('confirmation-number')).toHaveText(/^B-\d{4}-\d{6}$/)
  await expect(page.getByTestId('cart-count')).toBeHidden()
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('warenkorb') ?? '{}'))
  expect(stored.state.warenkorb).toEqual([])
}

for (const locale of ['de', 'en'] as const) {
  const t = T[locale]

  test(`${locale}: seminar page → cart → booking form → confirmation with a booking number`, async ({
    page,
  }) => {
    await bookADateAndOpenTheForm(page, t)
    await expectNoAxeViolations(page)
    const { participant } = person(page, t)

    await choice(participant, t.label.anrede).selectOption({ label: t.salutation.Frau })
    await text(participant, t.label.vorname).fill('Zoë')
    await text(participant, t.label.nachname).fill("O'Neill-Brandt")
    await text(participant, t.label.email).fill('zoe.brandt@beispiel.de')
    await fillContactBillingAndSend(page, t)

    await expectConfirmation(page, t)
  })

  test(`${locale}: the booking page sends visitors with an empty cart to the cart`, async ({
    page,
  }) => {
    await page.goto(t.booking)
    await expect(page).toHaveURL((url) => url.pathname === t.cart)
  })
}

/** Presses Tab until `target` has the focus; fails if it never gets there. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 200; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test('de: the booking form works with the keyboard alone', async ({ page }) => {
  const t = T.de
  await bookADateAndOpenTheForm(page, t)
  const { participant, contact, billing } = person(page, t)
  const submit = page.getByRole('button', { name: t.submit, exact: true })

  // An empty send: the first field with an error gets the focus.
  await tabTo(page, submit)
  await page.keyboard.press('Enter')
  await expect(choice(participant, t.label.anrede)).toBeFocused()
  await expect(choice(participant, t.label.anrede)).toHaveAccessibleDescription(
    t.salutationRequired,
  )
  await expectNoAxeViolations(page)

  const typeInto = async (target: Locator, text: string) => {
    await tabTo(page, target)
    await page.keyboard.type(text)
  }
  // Typing a letter on a focused select picks the first option starting with it.
  await typeInto(choice(participant, t.label.anrede), 'F')
  await typeInto(text(participant, t.label.vorname), 'Anne-Kathrin')
  await typeInto(text(participant, t.label.nachname), 'Schulte')
  await typeInto(text(participant, t.label.email), 'a.schulte@beispiel.de')
  await typeInto(choice(contact, t.label.anrede), 'H')
  await typeInto(text(contact, t.label.vorname), 'Jonas')
  await typeInto(text(contact, t.label.nachname), 'Keller')
  await typeInto(text(contact, t.label.email), 'jonas.keller@beispiel.de')
  await typeInto(text(contact, t.label.telefon), '0251 123456')
  await typeInto(text(billing, t.label.strasse), 'Domplatz 5')
  await typeInto(text(billing, t.label.plz), '48143')
  await typeInto(text(billing, t.label.ort), 'Münster')
  await expect(choice(participant, t.label.anrede)).toHaveValue('Frau')
  await expect(choice(contact, t.label.anrede)).toHaveValue('Herr')

  // The consent names the terms page, not the privacy statement.
  await expect(
    page.getByRole('link', { name: 'Teilnahmebedingungen', exact: true }),
  ).toHaveAttribute('href', '/teilnahmebedingungen/')
  for (const name of [t.privacy, t.terms]) {
    const box = page.getByRole('checkbox', { name })
    await tabTo(page, box)
    await page.keyboard.press('Space')
    await expect(box).toBeChecked()
  }
  await tabTo(page, submit)
  await page.keyboard.press('Enter')

  await expectConfirmation(page, t)
})

test('de: one tick makes participant 1 the contact person; "Weitere Angaben" opens by keyboard; the input survives a reload and the way back', async ({
  page,
}) => {
  const t = T.de
  await bookADateAndOpenTheForm(page, t)
  const { participant, contact, billing } = person(page, t)

  // Optional fields wait behind a closed disclosure, which the keyboard opens.
  const fax = text(participant, t.fax)
  await expect(fax).toBeHidden()
  const moreDetails = participant.locator('summary', { hasText: t.moreDetails })
  await moreDetails.focus()
  await page.keyboard.press('Enter')
  await expect(fax).toBeVisible()
  await fax.fill('0251 987654')

  await choice(participant, t.label.anrede).selectOption({ label: t.salutation.Frau })
  await text(participant, t.label.vorname).fill('Zoë')
  await text(participant, t.label.nachname).fill('Brandt')
  await text(participant, t.label.email).fill('zoe.brandt@beispiel.de')
  await text(participant, t.label.telefon).fill('+49 251 123456')
  const tick = contact.getByRole('checkbox', { name: t.firstIsContact })
  await tick.check()
  await expect(text(contact, t.label.vorname)).toHaveCount(0)
  await text(billing, t.label.ort).fill('Münster')
  await page.getByRole('textbox', { name: t.comment }).fill('Bitte vegetarisches Essen.')

  await page.reload()
  await expect(text(participant, t.label.vorname)).toHaveValue('Zoë')
  // The disclosure starts closed again; what it holds was kept.
  await expect(text(participant, t.fax)).toBeHidden()
  await participant.locator('summary', { hasText: t.moreDetails }).click()
  await expect(text(participant, t.fax)).toHaveValue('0251 987654')
  await expect(tick).toBeChecked()
  await expect(text(billing, t.label.ort)).toHaveValue('Münster')
  await expect(page.getByRole('textbox', { name: t.comment })).toHaveValue(
    'Bitte vegetarisches Essen.',
  )

  await page.goBack()
  await expect(page).toHaveURL((url) => url.pathname === t.cart)
  const toBooking = page.getByRole('link', { name: t.toBooking })
  await expect(toBooking).toBeEnabled()
  await toBooking.click()
  await expect(page).toHaveURL((url) => url.pathname === t.booking)
  await expect(text(participant, t.label.nachname)).toHaveValue('Brandt')
  await expect(tick).toBeChecked()
  await expectNoAxeViolations(page)

  await text(billing, t.label.strasse).fill('Prinzipalmarkt 1')
  await text(billing, t.label.plz).fill('48143')
  await page.getByRole('checkbox', { name: t.privacy }).check()
  await page.getByRole('checkbox', { name: t.terms }).check()
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/json-api/buchung/') && request.method() === 'POST',
  )
  await page.getByRole('button', { name: t.submit, exact: true }).click()
  expect((await sent).postDataJSON().message.contact).toMatchObject({
    anrede: 'Frau',
    vorname: 'Zoë',
    nachname: 'Brandt',
    email: 'zoe.brandt@beispiel.de',
    telefon: '+49 251 123456',
    fax: '0251 987654',
  })
  await expectConfirmation(page, t)
})
