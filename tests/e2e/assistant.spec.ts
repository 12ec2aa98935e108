import type { Locator, Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'

/** What each language calls things on the way from the assistant to a booking. */
const T = {
  de: {
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
    programmeLabel: 'Entwicklungsprogramm',
    toBooking: 'Weiter zur Buchung',
    participant: /^Teilnehmer\/in 1/,
    contact: 'Ansprechperson',
    billing: 'Rechnungsanschrift',
    label: { anrede: 'Anrede', vorname: 'Vorname', nachname: 'Nachname', email: 'E-Mail-Adresse', telefon: 'Telefon', strasse: 'Straße und Hausnummer', plz: 'Postleitzahl', ort: 'Ort' },
    salutation: 'Frau',
    privacy: /Datenschutzerklärung/,
    terms: /Teilnahmebedingungen/,
    submit: 'Verbindlich buchen',
    thanks: 'Vielen Dank für Ihre Buchung!',
  },
  en: {
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
    programmeLabel: 'Development programme',
    toBooking: 'Continue to booking',
    participant: /^Participant 1/,
    contact: 'Contact person',
    billing: 'Billing address',
    label: { anrede: 'Salutation', vorname: 'First name', nachname: 'Last name', email: 'Email address', telefon: 'Phone', strasse: 'Street and house number', plz: 'Postcode', ort: 'Town or city' },
    salutation: 'Ms',
    privacy: /privacy statement/,
    terms: /terms of participation/,
    submit: 'Book now',
    thanks: 'Thank you for your booking!',
  },
} as const

type Texts = (typeof T)[keyof typeof T]

const text = (scope: Locator | Page, name: string) => scope.getByRole('textbox', { name, exact: true })
const choice = (scope: Locator | Page, name: string) => scope.getByRole('combobox', { name, exact: true })

/** Focuses a control and presses a key on it: the keyboard's way to choose a radio or press a button. */
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
    const module = modules.nth(i)
    const seminars = module.getByRole('group', { name: t.seminar }).getByRole('radio')
    await expect(seminars.first()).not.toBeChecked()
    let chosen = false
    for (let s = 0; s < (await seminars.count()) && !chosen; s++) {
      await press(seminars.nth(s), 'Space')
      await expect(seminars.nth(s)).toBeChecked()
      const free = module.getByRole('group', { name: t.date }).getByRole('radio', { disabled: false })
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

  test(`${locale}: assistant → modules and details with the keyboard → cart → booking with a booking number`, async ({ page }) => {
    await page.goto(t.assistant)
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
    const card = page.getByTestId('assistant-programmes').getByRole('listitem').filter({ has: page.getByRole('heading', { name: t.programme }) })
    await press(card.getByRole('link', { name: t.start }), 'Enter')
    await expect(page).toHaveURL(/\?programm=\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: t.programme })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: t.modulesHeading })).toBeVisible()

    const add = page.getByRole('button', { name: t.add })
    await expect(add).toBeDisabled()
    const moduleCount = await chooseEveryModule(page, t)
    await expect(add).toBeDisabled()

    await choice(page, t.label.anrede).selectOption({ label: t.salutation })
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
    const contact = page.getByRole('region', { name: t.contact })
    const billing = page.getByRole('region', { name: t.billing })
    await choice(contact, t.label.anrede).selectOption({ label: t.salutation })
    await text(contact, t.label.vorname).fill('Jonas')
    await text(contact, t.label.nachname).fill('Keller')
    await text(contact, t.label.email).fill('jonas.keller@beispiel.de')
    await text(contact, t.label.telefon).fill('+49 251 123456')
    await text(billing, t.label.strasse).fill('Prinzipalmarkt 1')
    await text(billing, t.label.plz).fill('48143')
    await text(billing, t.label.ort).fill('Münster')
    await page.getByRole('checkbox', { name: t.privacy }).check()
    await page.getByRole('checkbox', { name: t.terms }).check()
    await page.getByRole('button', { name: t.submit, exact: true }).click()

    await expect(page.getByRole('heading', { level: 2, name: t.thanks })).toBeVisible()
    await expect(page.getByTestId('booking-number')).toHaveText(/^B-\d{4}-\d{6}$/)
  })

  test(`${locale}: an unknown programme shows the list with a notice`, async ({ page }) => {
    await page.goto(`${t.assistant}?programm=999999`)
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible()
    await expect(page.getByTestId('assistant-programmes').getByRole('link', { name: t.start }).first()).toBeVisible()
  })
}
