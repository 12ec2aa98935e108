import type { Locator, Page } from '@playwright/test'

import { choice, text } from './booking-form'
import { expect, expectNoAxeViolations, test } from './fixtures'

/** The contact form's texts as the visitor reads them (messages/*.json, namespace forms). */
const T = {
  de: {
    send: 'Absenden',
    back: 'Zurück zum Formular',
    thanks: 'Vielen Dank für Ihre Nachricht!',
    invalid: 'Eingabe ungültig. Bitte überprüfen Sie Ihre Eingabe.',
    salutationRequired: 'Bitte wählen Sie eine Anrede.',
    privacy: /Datenschutzerklärung/,
    label: {
      anrede: 'Anrede',
      titel: 'Titel',
      vorname: 'Vorname',
      nachname: 'Nachname',
      firma: 'Firma',
      strasse: 'Straße und Hausnummer',
      plz: 'Postleitzahl',
      ort: 'Ort',
      land: 'Land',
      telefon: 'Telefon',
      email: 'E-Mail-Adresse',
      mitteilung: 'Mitteilung',
      medium: 'Wie sind Sie auf uns aufmerksam geworden?',
      mediumOther: 'Sonstiges, und zwar',
      topics: 'Worum geht es?',
    },
    salutation: 'Frau',
    topic: 'Inhouse-Seminare',
    other: 'Sonstige',
  },
  en: {
    send: 'Send',
    back: 'Back to the form',
    thanks: 'Thank you for your message!',
    invalid: 'Invalid input. Please check your entries.',
    salutationRequired: 'Please choose a salutation.',
    privacy: /privacy statement/,
    label: {
      anrede: 'Salutation',
      titel: 'Title',
      vorname: 'First name',
      nachname: 'Last name',
      firma: 'Company',
      strasse: 'Street and house number',
      plz: 'Postcode',
      ort: 'Town or city',
      land: 'Country',
      telefon: 'Phone',
      email: 'Email address',
      mitteilung: 'Message',
      medium: 'How did you hear about us?',
      mediumOther: 'Other, namely',
      topics: 'What is it about?',
    },
    salutation: 'Ms',
    topic: 'In-house seminars',
    other: 'Other',
  },
} as const

type Texts = (typeof T)[keyof typeof T]

/** The contact block's form, once its script runs (the send button is enabled only then). */
async function contactForm(page: Page, t: Texts): Promise<Locator> {
  const form = page.getByTestId('contact-form')
  await expect(form.getByRole('button', { name: t.send, exact: true })).toBeEnabled()
  return form
}

/** A topic pill: a visually hidden checkbox inside its pill-shaped label. */
const pill = (form: Locator, name: string) => form.locator('label').filter({ hasText: name })

async function fillLongForm(form: Locator, t: Texts) {
  await choice(form, t.label.anrede).selectOption({ label: t.salutation })
  await choice(form, t.label.titel).selectOption('Dr.')
  await text(form, t.label.vorname).fill('Zoë')
  await text(form, t.label.nachname).fill("O'Neill-Brandt")
  await text(form, t.label.firma).fill('Beispiel GmbH')
  await text(form, t.label.strasse).fill('Prinzipalmarkt 1')
  await text(form, t.label.plz).fill('48143')
  await text(form, t.label.ort).fill('Münster')
  await choice(form, t.label.land).selectOption('AT')
  await text(form, t.label.telefon).fill('+49 251 123456')
  await text(form, t.label.email).fill('zoe.oneill@beispiel.de')
  await pill(form, t.topic).click()
  await expect(form.getByRole('checkbox', { name: t.topic })).toBeChecked()
  await text(form, t.label.mitteilung).fill(
    'Wir planen ein Inhouse-Seminar zur Führung in Veränderung für zwölf Personen.',
  )
  await choice(form, t.label.medium).selectOption({ label: t.other })
  await text(form, t.label.mediumOther).fill('Messe in Dortmund')
  await form.getByRole('checkbox', { name: t.privacy }).check()
}

test.describe('contact form on the contact page', () => {
  test('the long form sends, thanks, and starts again empty', async ({ page }) => {
    const t = T.de
    await page.goto('/kontakt/')
    const form = await contactForm(page, t)
    await expect(form).toHaveAttribute('data-variant', 'long')
    await expect(form.getByText('* Pflichtfeld')).toBeVisible()
    await expect(choice(form, t.label.land)).toHaveValue('DE')
    await expect(text(form, t.label.mediumOther)).toHaveCount(0)

    await fillLongForm(form, t)
    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/json-api/kontakt/') && response.request().method() === 'POST',
    )
    await form.getByRole('button', { name: t.send, exact: true }).click()
    const response = await sent
    expect(response.status()).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
    expect(response.request().postDataJSON().message).toMatchObject({
      formType: 'kontaktFormLong',
      requestPage: '/kontakt/',
      // Alike the second case below by shape only: each case is its own message.
      land: 'AT',
      info: 'Inhouse-Seminare',
      medium: 'Sonstige',
      medium_other: 'Messe in Dortmund',
    })

    const heading = form.getByRole('heading', { name: t.thanks })
    await expect(heading).toBeVisible()
    await expect(heading).toBeFocused()
    await expect(text(form, t.label.vorname)).toBeHidden()
    await expectNoAxeViolations(page)

    await form.getByRole('button', { name: t.back }).click()
    await expect(heading).toBeHidden()
    await expect(choice(form, t.label.anrede)).toBeFocused()
    await expect(choice(form, t.label.anrede)).toHaveValue('')
    await expect(text(form, t.label.vorname)).toHaveValue('')
    await expect(text(form, t.label.mitteilung)).toHaveValue('')
    await expect(choice(form, t.label.land)).toHaveValue('DE')
    await expect(form.getByRole('checkbox', { name: t.topic })).not.toBeChecked()
    await expect(form.getByRole('checkbox', { name: t.privacy })).not.toBeChecked()
    await expect(text(form, t.label.mediumOther)).toHaveCount(0)
  })

  test('an invalid send marks the fields and focuses the first one', async ({ page }) => {
    const t = T.de
    await page.goto('/kontakt/')
    const form = await contactForm(page, t)
    await text(form, t.label.vorname).fill('Zoë')
    await form.getByRole('button', { name: t.send, exact: true }).click()
    await expect(choice(form, t.label.anrede)).toBeFocused()
    await expect(form.getByText(t.salutationRequired)).toBeVisible()
    await expect(form.getByText(t.invalid)).toBeVisible()
    await expect(text(form, t.label.nachname)).toHaveAttribute('aria-invalid', 'true')
    await expect(text(form, t.label.vorname)).not.toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByRole('checkbox', { name: t.privacy })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expectNoAxeViolations(page)
  })

  test('/en/contact-us without the slash shows the long form in English', async ({ page }) => {
    const t = T.en
    await page.goto('/en/contact-us')
    await expect(page).toHaveURL((url) => url.pathname === '/en/contact-us/')
    const form = await contactForm(page, t)
    await expect(form).toHaveAttribute('data-variant', 'long')
    await expect(text(form, t.label.strasse)).toBeVisible()
    await expect(form.getByRole('group', { name: t.label.topics })).toBeVisible()
    await expect(choice(form, t.label.land).locator('option:checked')).toHaveText('Germany')
    await expect(form.getByText('* Required field')).toBeVisible()

    await form.getByRole('button', { name: t.send, exact: true }).click()
    await expect(choice(form, t.label.anrede)).toBeFocused()
    await expect(form.getByText(t.salutationRequired)).toBeVisible()
    await expectNoAxeViolations(page)

    await fillLongForm(form, t)
    await form.getByRole('button', { name: t.send, exact: true }).click()
    await expect(form.getByRole('heading', { name: t.thanks })).toBeFocused()
    await expectNoAxeViolations(page)
  })
})

test.describe('short contact form elsewhere', () => {
  test('the showcase page’s short form, sent with the keyboard alone', async ({ page }) => {
    const t = T.de
    await page.goto('/bausteine/')
    const form = await contactForm(page, t)
    await expect(form).toHaveAttribute('data-variant', 'short')
    await expect(text(form, t.label.strasse)).toHaveCount(0)
    await expect(choice(form, t.label.anrede)).toHaveCount(0)

    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/json-api/kontakt/') && response.request().method() === 'POST',
    )
    await text(form, t.label.vorname).focus()
    await page.keyboard.type('Jonas')
    await page.keyboard.press('Tab')
    await expect(text(form, t.label.nachname)).toBeFocused()
    await page.keyboard.type('Keller')
    await page.keyboard.press('Tab')
    await expect(text(form, t.label.telefon)).toBeFocused()
    await page.keyboard.type('0251 987654')
    await page.keyboard.press('Tab')
    await expect(text(form, t.label.email)).toBeFocused()
    await page.keyboard.type('jonas.keller@beispiel.de')
    await page.keyboard.press('Tab')
    await expect(text(form, t.label.mitteilung)).toBeFocused()
    await page.keyboard.type('Bitte schicken Sie mir das Jahresprogramm.')
    await page.keyboard.press('Tab')
    const consent = form.getByRole('checkbox', { name: t.privacy })
    await expect(consent).toBeFocused()
    await page.keyboard.press('Space')
    await expect(consent).toBeChecked()

    // The two links of the consent text come next, the trap field is skipped, then the button.
    const send = form.getByRole('button', { name: t.send, exact: true })
    for (
      let presses = 0;
      presses < 4 && !(await send.evaluate((button) => button === document.activeElement));
      presses++
    )
      await page.keyboard.press('Tab')
    await expect(send).toBeFocused()
    await page.keyboard.press('Enter')

    const response = await sent
    expect(response.status()).toBe(200)
    expect(response.request().postDataJSON().message).toMatchObject({
      formType: 'kontaktFormShort',
      requestPage: '/bausteine/',
      land: '',
      anrede: '',
      telefon: '0251 987654',
    })
    const heading = form.getByRole('heading', { name: t.thanks })
    await expect(heading).toBeFocused()
    await expectNoAxeViolations(page)

    await page.keyboard.press('Tab')
    await expect(form.getByRole('button', { name: t.back })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(text(form, t.label.vorname)).toBeFocused()
    await expect(text(form, t.label.vorname)).toHaveValue('')
    await expect(consent).not.toBeChecked()
  })
})
