import type { Locator, Page } from '@playwright/test'

import { BOOKING_FORM, choice, fillContactBillingAndSend, text } from './booking-form'
import { expect, expectNoAxeViolations, test } from './fixtures'

/** What each language calls things on the way from the assistant to a booking. */
const T = {
  de: {
    ...BOOKING_FORM.de,
    assistant: '/entwicklungsprogramme/assistent/',
    title: 'Buchungsassistent',
    programme: 'Erste Führungsrolle',
    start: 'Programm zusammenstellen',
    modulesHeading: 'Module wählen',
    seminar: /^Seminar für/,
    date: /^Termin für/,
    add: 'In den Warenkorb',
    added: 'Das Programm „Erste Führungsrolle“ liegt jetzt im Warenkorb.',
    toCart: 'Zum Warenkorb',
    cart: '/warenkorb/',
    booking: '/buchung/',
    confirmation: /^\/buchung\/bestaetigung\/[\w-]{43}\/$/,
    programmeLabel: 'Entwicklungsprogramm',
    toBooking: 'Weiter zur Buchung',
  },
  en: {
    ...BOOKING_FORM.en,
    assistant: '/en/development-programmes/assistent/',
    title: 'Booking assistant',
    programme: 'Your first leadership role',
    start: 'Put the programme together',
    modulesHeading: 'Choose the modules',
    seminar: /^Seminar for/,
    date: /^Date for/,
    add: 'Add to cart',
    added: 'The programme “Your first leadership role” is now in your cart.',
    toCart: 'Go to cart',
    cart: '/en/cart/',
    booking: '/en/booking/',
    // Alike booking.spec.ts by shape only: both specs end on the confirmation page.
    confirmation: /^\/en\/booking\/confirmation\/[\w-]{43}\/$/,
    programmeLabel: 'Development programme',
    toBooking: 'Continue to booking',
  },
} as const

type Texts = (typeof T)[keyof typeof T]

/**
 * Focuses a control and presses a key on it: the keyboard's way to choose a radio or press a
 * button.
 */
async function press(target: Locator, key: 'Space' | 'Enter') {
  await target.focus()
  await expect(target).toBeFocused()
  await target.press(key)
}

/**
 * Per module: the first seminar that has a free date, then its first free date, chosen with the
 * keyboard. Returns how many modules the programme has.
 */
async function chooseEveryModule(page: Page, t: Texts): Promise<number> {
  const modules = page.getByTestId('assistant-module')
  const count = await modules.count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const programmeModule = modules.nth(i)
    const seminars = programmeModule.getByRole('group', { name: t.seminar }).getByRole('radio')
    await expect(seminars.first()).not.toBeChecked()
    let chosen = false
    for (let s = 0; s < (await seminars.count()) && !chosen; s++) {
      await press(seminars.nth(s), 'Space')
      await expect(seminars.nth(s)).toBeChecked()
      const free = programmeModule
        .getByRole('group', { name: t.date })
        .getByRole('radio', { disabled: false })
      if ((await free.count()) === 0) continue
      await press(free.first(), 'Space')
      await expect(free.first()).toBeChecked()
      chosen = true
    }
    expect(chosen, `module ${i + 1} has a seminar with a free date`).toBe(true)
  }
  return count
}

for (const locale of ['de', 'en'] as const) {
  const t = T[locale]

  test(`${locale}: assistant → modules and details with the keyboard → cart → booking with a booking number`, async ({
    page,
  }) => {
    await page.goto(t.assistant)
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
    const card = page
      .getByTestId('assistant-programmes')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: t.programme }) })
    await press(card.getByRole('link', { name: t.start }), 'Enter')
    await expect(page).toHaveURL(/\?programm=\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: t.programme })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: t.modulesHeading })).toBeVisible()

    const add = page.getByRole('button', { name: t.add })
    await expect(add).toBeDisabled()
    const moduleCount = await chooseEveryModule(page, t)
    await expect(add).toBeDisabled()

    await choice(page, t.label.anrede).selectOption({ label: t.salutation.Frau })
    await text(page, t.label.vorname).fill('Zoë')
    await text(page, t.label.nachname).fill('Brandt')
    await text(page, t.label.email).fill('zoe.brandt@beispiel.de')
    await text(page, t.label.email).blur()
    await expect(add).toBeEnabled()
    await expectNoAxeViolations(page)

    await press(add, 'Enter')
    await expect(page.getByRole('status').filter({ hasText: t.added })).toBeVisible()
    const toCart = page.getByRole('link', { name: t.toCart, exact: true }).last()
    await expect(toCart).toBeFocused()
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL((url) => url.pathname === t.cart)
    const item = page.getByTestId('cart-item').filter({ hasText: t.programmeLabel })
    await expect(item.getByRole('heading', { name: t.programme })).toBeVisible()
    await expect(item.getByRole('listitem')).toHaveCount(moduleCount)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('warenkorb') ?? '{}'))
    expect(stored.state.warenkorb[0]).toMatchObject({ type: 'qualifizierungsprogramm', qpID: 100 })
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: t.toBooking, disabled: false }).click()
    await expect(page).toHaveURL((url) => url.pathname === t.booking)
    const participant = page.getByRole('group', { name: t.participant })
    // The assistant's details are the programme's first participant.
    await expect(text(participant, t.label.vorname)).toHaveValue('Zoë')
    await fillContactBillingAndSend(page, t)

    // The confirmation page names each module with the seminar chosen for it.
    await expect(page).toHaveURL((url) => t.confirmation.test(url.pathname))
    await expect(page.getByTestId('confirmation-number')).toHaveText(/^B-\d{4}-\d{6}$/)
    const booked = page.getByTestId('confirmation-item')
    await expect(booked.getByRole('heading', { level: 3, name: t.programme })).toBeVisible()
    await expect(booked.getByTestId('confirmation-module-seminar')).toHaveCount(moduleCount)
  })

  test(`${locale}: an unknown programme shows the list with a notice`, async ({ page }) => {
    await page.goto(`${t.assistant}?programm=999999`)
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible()
    await expect(
      page.getByTestId('assistant-programmes').getByRole('link', { name: t.start }).first(),
    ).toBeVisible()
  })
}
