import type { Locator, Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'
import { waitForMail } from './mail'

/** Where the e2e server (scripts/e2e-server.mjs, VAR_DIR var/e2e, no SMTP_URL) writes its mails. */

const T = {
  de: {
    page: '/kontakt/newsletter/',
    confirmPath: '/newsletter-bestaetigung/',
    salutationLabel: /^Anrede/,
    salutation: 'Firma',
    firstName: 'Vorname',
    email: /^E-Mail-Adresse/,
    consent: /Datenschutzerklärung/,
    submit: 'Newsletter abonnieren',
    almostDone: 'Fast geschafft!',
    back: 'Zurück zum Formular',
    salutationRequired: 'Bitte wählen Sie eine Anrede.',
    confirm: 'Anmeldung bestätigen',
    confirmed: 'Vielen Dank, Ihre Anmeldung ist bestätigt!',
    unsubscribe: 'Vom Newsletter abmelden',
    unsubscribed: 'Sie sind vom Newsletter abgemeldet.',
    invalid: 'Der Link ist ungültig oder abgelaufen.',
    signUp: 'Zur Newsletter-Anmeldung',
    noToken: /fehlt der Code aus der E-Mail/,
  },
  en: {
    page: '/en/contact-us/newsletter/',
    confirmPath: '/en/newsletter-confirmation/',
    salutationLabel: /^Salutation/,
    salutation: 'Company',
    firstName: 'First name',
    email: /^Email address/,
    consent: /privacy statement/,
    submit: 'Subscribe to the newsletter',
    almostDone: 'Almost done!',
    back: 'Back to the form',
    salutationRequired: 'Please choose a salutation.',
    confirm: 'Confirm subscription',
    confirmed: 'Thank you, your subscription is confirmed!',
    unsubscribe: 'Unsubscribe from the newsletter',
    unsubscribed: 'You have been unsubscribed from the newsletter.',
    invalid: 'This link is invalid or has expired.',
    signUp: 'Go to the newsletter sign-up',
    noToken: /code from the email is missing/,
  },
} as const

type Texts = (typeof T)[keyof typeof T]

/** A fresh address per test, so each finds its own mail. */
const uniqueAddress = (label: string) =>
  `nl-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@beispiel.de`

/** The confirmation mail sent to `address`, once the outbox has written it. */
async function confirmationLinks(
  address: string,
): Promise<{ confirm: string; unsubscribe: string }> {
  const text = await waitForMail(address, 'token', 'a confirmation mail')
  const links = text.match(/https?:\/\/\S+#token=[\w-]+(?:&action=unsubscribe)?/g) ?? []
  const confirm = links.find((link) => !link.includes('action='))
  const unsubscribe = links.find((link) => link.endsWith('&action=unsubscribe'))
  expect(confirm, 'confirmation link in the mail').toBeTruthy()
  expect(unsubscribe, 'unsubscribe link in the mail').toBeTruthy()
  // Relative to the test server, so the test runs wherever SITE_URL points.
  const relative = (link: string) => {
    const url = new URL(link)
    return `${url.pathname}${url.search}${url.hash}`
  }
  return { confirm: relative(confirm as string), unsubscribe: relative(unsubscribe as string) }
}

const signUp = (page: Page) => page.getByTestId('newsletter-signup')

async function signUpWithMouse(page: Page, t: Texts, address: string) {
  const form = signUp(page)
  await form
    .getByRole('combobox', { name: t.salutationLabel })
    .selectOption({ label: t.salutation })
  await form.getByRole('textbox', { name: t.firstName }).fill('Zoë')
  await form.getByRole('textbox', { name: t.email }).fill(address)
  await form.getByRole('checkbox', { name: t.consent }).check()
  await form.getByRole('button', { name: t.submit }).click()
}

/** Opens a mailed link; the page drops the token from the address bar once it has read it. */
async function openMailedLink(
  page: Page,
  link: string,
  t: Texts,
  button: string,
): Promise<Locator> {
  await page.goto(link)
  const action = page.getByRole('button', { name: button })
  await expect(action).toBeVisible()
  await expect(page).toHaveURL((url) => url.pathname === t.confirmPath && url.hash === '')
  return action
}

for (const locale of ['de', 'en'] as const) {
  const t = T[locale]

  test(`${locale}: sign up → mail → confirm on click → unsubscribe via the mailed link`, async ({
    page,
  }) => {
    const address = uniqueAddress(locale)
    await page.goto(t.page)
    await signUpWithMouse(page, t, address)
    const heading = signUp(page).getByRole('heading', { name: t.almostDone })
    await expect(heading).toBeVisible()
    await expect(heading).toBeFocused()
    await expectNoAxeViolations(page)

    const links = await confirmationLinks(address)
    expect(links.confirm.startsWith(`${t.confirmPath}#token=`)).toBe(true)

    await (await openMailedLink(page, links.confirm, t, t.confirm)).click()
    await expect(page.getByRole('heading', { level: 2, name: t.confirmed })).toBeFocused()
    await expectNoAxeViolations(page)

    // Opening the same link again confirms nothing new and says so.
    await (await openMailedLink(page, links.confirm, t, t.confirm)).click()
    await expect(page.getByRole('heading', { level: 2, name: t.confirmed })).toBeVisible()

    await (await openMailedLink(page, links.unsubscribe, t, t.unsubscribe)).click()
    await expect(page.getByRole('heading', { level: 2, name: t.unsubscribed })).toBeFocused()
    await expectNoAxeViolations(page)

    // After unsubscribing, the old confirmation link no longer signs anybody up.
    await (await openMailedLink(page, links.confirm, t, t.confirm)).click()
    await expect(page.getByRole('heading', { level: 2, name: t.invalid })).toBeVisible()
  })

  test(`${locale}: an unknown token is invalid, a link without one explains the page`, async ({
    page,
  }) => {
    await (
      await openMailedLink(page, `${t.confirmPath}#token=${'A'.repeat(22)}`, t, t.confirm)
    ).click()
    await expect(page.getByRole('heading', { level: 2, name: t.invalid })).toBeFocused()
    await expect(page.getByRole('link', { name: t.signUp })).toHaveAttribute('href', t.page)
    await expectNoAxeViolations(page)

    await page.goto(t.confirmPath)
    await expect(page.getByText(t.noToken)).toBeVisible()
    await expect(page.getByRole('link', { name: t.signUp })).toHaveAttribute('href', t.page)
    await expect(page.getByRole('button', { name: t.confirm })).toHaveCount(0)
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
  })
}

test('de: the form names what is missing and sends nothing until it is complete', async ({
  page,
}) => {
  const t = T.de
  let posts = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/json-api/newsletter/')) posts++
  })
  await page.goto(t.page)
  await signUp(page).getByRole('button', { name: t.submit }).click()
  await expect(signUp(page).getByText(t.salutationRequired)).toBeVisible()
  await expect(signUp(page).getByRole('combobox', { name: t.salutationLabel })).toBeFocused()
  await expectNoAxeViolations(page)
  expect(posts).toBe(0)
})

test('de: keyboard only – sign up with Tab, arrows, Space and Enter', async ({ page }) => {
  const t = T.de
  const address = uniqueAddress('keys')
  await page.goto(t.page)
  const form = signUp(page)
  // The salutation is a native dropdown: arrows move through Herr, Frau, Firma without opening it.
  const salutation = form.getByRole('combobox', { name: t.salutationLabel })
  await salutation.focus()
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown')
  await expect(salutation).toHaveValue('Firma')
  await page.keyboard.press('Tab')
  await expect(form.getByRole('textbox', { name: t.firstName })).toBeFocused()
  await page.keyboard.type('Zoë')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(form.getByRole('textbox', { name: t.email })).toBeFocused()
  await page.keyboard.type(address)
  // The three topics, each a tab stop of its own: tick the first.
  await page.keyboard.press('Tab')
  await expect(form.getByRole('checkbox', { name: 'Neue Seminartermine' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(form.getByRole('checkbox', { name: 'Neue Seminartermine' })).toBeChecked()
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab')
  await expect(form.getByRole('checkbox', { name: t.consent })).toBeFocused()
  await page.keyboard.press('Space')
  const submit = form.getByRole('button', { name: t.submit })
  // Past the two links in the consent text; the hidden trap field is not a tab stop.
  for (let i = 0; i < 4 && !(await submit.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(submit).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(form.getByRole('heading', { name: t.almostDone })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(form.getByRole('button', { name: t.back })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(form.getByRole('textbox', { name: t.email })).toHaveValue('')
  await confirmationLinks(address)
})

test('the showcase page shows the same sign-up', async ({ page }) => {
  await page.goto('/bausteine/')
  const block = page.locator('[data-block="newsletter"]')
  await block.scrollIntoViewIfNeeded()
  await expect(block.getByRole('form', { name: 'Anmeldung zum Newsletter' })).toBeVisible()
  await expect(block.getByRole('combobox', { name: /^Anrede/ }).locator('option')).toHaveText([
    'Bitte wählen',
    'Herr',
    'Frau',
    'Firma',
  ])
})
