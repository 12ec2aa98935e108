import type { APIRequestContext, Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'
import { staffHeaders } from './helpers'
import { waitForMail } from './mail'

const FIRST_PASSWORD = 'erstes-passwort-123'
const NEW_PASSWORD = 'neues-passwort-456'
/** What the second use of a reset link tries to set; it must never take. */
const THIRD_PASSWORD = 'noch-ein-passwort-789'

const T = {
  de: {
    login: '/login/',
    forgotPath: '/login/passwort-vergessen/',
    resetPath: '/login/passwort-zuruecksetzen/',
    portal: /\/kundenportal\/$/,
    portalPath: '/kundenportal/',
    home: '/',
    logout: 'Abmelden',
    email: 'E-Mail',
    password: 'Passwort',
    loginButton: 'Anmelden',
    forgotLink: 'Passwort vergessen?',
    requestButton: 'Link anfordern',
    sent: 'Bitte sehen Sie in Ihr Postfach',
    sentText: /Wenn zu dieser Adresse ein Kundenkonto besteht/,
    save: 'Passwort speichern',
    done: 'Ihr Passwort ist geändert',
    toLogin: 'Zur Anmeldung',
    invalid: 'Der Link ist ungültig oder abgelaufen',
    requestNew: 'Neuen Link anfordern',
    mismatch: 'Die beiden Passwörter stimmen nicht überein.',
  },
  en: {
    login: '/en/login/',
    forgotPath: '/en/login/forgot-password/',
    resetPath: '/en/login/reset-password/',
    portal: /\/en\/kundenportal\/$/,
    portalPath: '/en/kundenportal/',
    home: '/en/',
    logout: 'Log out',
    email: 'Email',
    password: 'Password',
    loginButton: 'Log in',
    forgotLink: 'Forgot your password?',
    requestButton: 'Send link',
    sent: 'Please check your inbox',
    sentText: /If there is a customer account for this address/,
    save: 'Save password',
    done: 'Your password has been changed',
    toLogin: 'Go to the login',
    invalid: 'This link is invalid or has expired',
    requestNew: 'Request a new link',
    mismatch: 'The two passwords do not match.',
  },
} as const

type Texts = (typeof T)[keyof typeof T]

/** A customer of this test alone (never the seeded demo customer), created by staff. */
async function createCustomer(request: APIRequestContext, label: string): Promise<string> {
  const email = `pw-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@kunde.example`
  const response = await request.post('/api/customers/', {
    headers: await staffHeaders(request),
    data: {
      email,
      password: FIRST_PASSWORD,
      anrede: 'Frau',
      vorname: 'Petra',
      nachname: 'Passwort',
    },
  })
  expect(response.status()).toBe(201)
  return email
}

/** The reset link mailed to `address`, relative to the test server. */
async function mailedResetLink(address: string): Promise<string> {
  const text = await waitForMail(address, 'token', 'a reset mail')
  const links = text.match(/https?:\/\/\S+#token=[0-9a-f]{40}/g) ?? []
  const link = links.at(-1) ?? ''
  expect(link, 'reset link in the mail').toBeTruthy()
  const url = new URL(link)
  return `${url.pathname}${url.hash}`
}

/** The reset form's two password fields (by id: their labels carry a hint and an asterisk). */
const newPassword = (page: Page) => page.locator('#reset-password')
const repeatPassword = (page: Page) => page.locator('#reset-password-repeat')

async function logIn(page: Page, t: Texts, email: string, password: string) {
  await page.getByLabel(t.email).fill(email)
  await page.getByLabel(t.password).fill(password)
  await page.getByRole('button', { name: t.loginButton }).click()
}

for (const locale of ['de', 'en'] as const) {
  const t = T[locale]

  test(`${locale}: forgot password → mail → new password → login; the link works once`, async ({
    page,
    request,
  }) => {
    const email = await createCustomer(request, locale)
    await page.goto(t.login)
    await page.getByRole('link', { name: t.forgotLink }).click()
    await expect(page).toHaveURL((url) => url.pathname === t.forgotPath)
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
    await page.getByLabel(t.email).fill(email)
    await page.getByRole('button', { name: t.requestButton }).click()
    await expect(page.getByRole('heading', { name: t.sent })).toBeFocused()
    await expect(page.getByText(t.sentText)).toBeVisible()
    await expectNoAxeViolations(page)

    const link = await mailedResetLink(email)
    expect(link.startsWith(`${t.resetPath}#token=`)).toBe(true)
    await page.goto(link)
    await expect(newPassword(page)).toBeVisible()
    await expect(page).toHaveURL((url) => url.pathname === t.resetPath && url.hash === '')
    await newPassword(page).fill(NEW_PASSWORD)
    await repeatPassword(page).fill(`${NEW_PASSWORD}x`)
    await page.getByRole('button', { name: t.save }).click()
    await expect(page.getByText(t.mismatch)).toBeVisible()
    await expectNoAxeViolations(page)
    await repeatPassword(page).fill(NEW_PASSWORD)
    await page.getByRole('button', { name: t.save }).click()
    await expect(page.getByRole('heading', { name: t.done })).toBeFocused()
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: t.toLogin }).click()
    await expect(page).toHaveURL((url) => url.pathname === t.login)
    await logIn(page, t, email, FIRST_PASSWORD)
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible()
    await logIn(page, t, email, NEW_PASSWORD)
    await expect(page).toHaveURL(t.portal)

    // The same link a second time changes nothing and offers a new one.
    await page.goto(link)
    await newPassword(page).fill(THIRD_PASSWORD)
    await repeatPassword(page).fill(THIRD_PASSWORD)
    await page.getByRole('button', { name: t.save }).click()
    await expect(page.getByRole('heading', { name: t.invalid })).toBeFocused()
    await expect(page.getByRole('link', { name: t.requestNew })).toHaveAttribute(
      'href',
      t.forgotPath,
    )

    // Proof that nothing changed: logged out, the password of the second try is refused and the
    // first one still works.
    await page.goto(t.portalPath)
    await page.getByRole('button', { name: t.logout }).click()
    await expect(page).toHaveURL((url) => url.pathname === t.home)
    await page.goto(t.login)
    await logIn(page, t, email, THIRD_PASSWORD)
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible()
    await expect(page).toHaveURL((url) => url.pathname === t.login)
    await logIn(page, t, email, NEW_PASSWORD)
    await expect(page).toHaveURL(t.portal)
  })

  test(`${locale}: an unknown address gets the same confirmation`, async ({ page }) => {
    await page.goto(t.forgotPath)
    await page.getByLabel(t.email).fill(`niemand-${Date.now()}@kunde.example`)
    await page.getByRole('button', { name: t.requestButton }).click()
    await expect(page.getByRole('heading', { name: t.sent })).toBeFocused()
    await expect(page.getByText(t.sentText)).toBeVisible()
  })
}

// Alike the header test below by shape only: each test creates its own customer and path.
test('de: keyboard only – request the link, set the new password, log in', async ({
  page,
  request,
}) => {
  const t = T.de
  const email = await createCustomer(request, 'keys')
  await page.goto(t.login)
  await page.getByLabel(t.password).focus()
  // Password → submit button → "Passwort vergessen?"
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: t.forgotLink })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL((url) => url.pathname === t.forgotPath)
  await page.getByLabel(t.email).focus()
  await page.keyboard.type(email)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: t.sent })).toBeFocused()

  await page.goto(await mailedResetLink(email))
  await newPassword(page).focus()
  await page.keyboard.type(NEW_PASSWORD)
  await page.keyboard.press('Tab')
  await expect(repeatPassword(page)).toBeFocused()
  await page.keyboard.type(NEW_PASSWORD)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: t.done })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: t.toLogin })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL((url) => url.pathname === t.login)
  await page.getByLabel(t.email).focus()
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(NEW_PASSWORD)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(t.portal)
})

test('the header names the logged-in customer on public pages, with the portal and log out', async ({
  page,
  request,
}) => {
  const t = T.de
  const email = await createCustomer(request, 'header')
  await page.goto(t.home)
  await expect(page.getByTestId('account-menu')).toHaveCount(0)
  await page.goto(t.login)
  await logIn(page, t, email, FIRST_PASSWORD)
  await expect(page).toHaveURL(t.portal)

  // A cached public page: the menu comes from the browser, not from the page's HTML.
  await page.goto('/seminare/')
  const account = page.getByRole('button', { name: 'Angemeldet als Petra Passwort' })
  await expect(account).toBeVisible()
  await expectNoAxeViolations(page)
  await account.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('link', { name: 'Mein Kundenportal' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(account).toHaveAttribute('aria-expanded', 'false')
  await account.click()
  await page.getByRole('button', { name: t.logout }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByTestId('account-menu')).toHaveCount(0)
  await page.goto(t.portalPath)
  await expect(page).toHaveURL(/\/login\/\?return=/)
})
