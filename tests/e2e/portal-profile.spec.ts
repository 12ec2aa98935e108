import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { demo, staffHeaders } from './helpers'

const T = {
  de: {
    prefix: '',
    email: 'E-Mail',
    password: 'Passwort',
    login: 'Anmelden',
    profile: 'Profil',
    contact: 'Kontaktdaten',
    changePassword: 'Passwort ändern',
    phone: 'Telefon',
    save: 'Kontaktdaten speichern',
    saved: 'Ihre Kontaktdaten sind gespeichert.',
  },
  en: {
    prefix: '/en',
    email: 'Email',
    password: 'Password',
    login: 'Log in',
    profile: 'Profile',
    contact: 'Contact details',
    changePassword: 'Change password',
    phone: 'Phone',
    save: 'Save contact details',
    saved: 'Your contact details have been saved.',
  },
}

/** Logs in through the login page and lands on `path` (a portal page). */
async function logIn(
  page: Page,
  locale: 'de' | 'en',
  path: string,
  email: string,
  password: string,
) {
  const t = T[locale]
  await page.goto(`${t.prefix}/login/?return=${encodeURIComponent(`${t.prefix}${path}`)}`)
  await page.getByLabel(t.email).fill(email)
  await page.getByLabel(t.password).fill(password)
  await page.getByRole('button', { name: t.login, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${t.prefix}${path}$`))
}

/**
 * Runs `action` (a click or Enter) and waits for the profile endpoint's answer and the
 * confirmation.
 */
async function saveContact(page: Page, saved: string, action: () => Promise<void>) {
  const answer = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/json-api/kundenportal/profil/') && r.request().method() === 'POST',
  )
  await action()
  expect((await answer).status()).toBe(200)
  await expect(page.getByRole('status').filter({ hasText: saved })).toBeVisible()
}

/**
 * A second device: its own cookie jar, logged in through the REST API like a browser of this site.
 */
async function otherDevice(
  request: APIRequestContext,
  origin: string,
  email: string,
  password: string,
) {
  const headers = { Origin: origin }
  const login = await request.post('/api/customers/login/', { data: { email, password }, headers })
  expect(login.ok()).toBe(true)
  return async () =>
    (await (await request.get('/api/customers/me/', { headers })).json()).user?.email ?? null
}

/** The new-password field's label, with or without the required mark. */
const NEW_PASSWORD = /^Neues Passwort\s*\*?$/

test.describe('customer portal: profile', () => {
  for (const locale of ['de', 'en'] as const) {
    test(`the demo customer changes the phone number and restores it (${locale})`, async ({
      page,
    }) => {
      const t = T[locale]
      await logIn(
        page,
        locale,
        '/kundenportal/profil/',
        demo.customer.email,
        demo.customer.password,
      )
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.profile)
      await expect(page.getByRole('heading', { level: 2, name: t.contact })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: t.changePassword })).toBeVisible()

      // Typed before the form has hydrated, the value would be reset to the stored one (the
      // trace of a failed run showed the old number posted).
      await page.waitForLoadState('networkidle')
      const phone = page.getByRole('textbox', { name: t.phone, exact: true })
      const original = await phone.inputValue()
      const save = () => page.getByRole('button', { name: t.save }).click()
      try {
        await phone.fill('+49 251 000 42')
        await saveContact(page, t.saved, save)
        await page.reload()
        await expect(phone).toHaveValue('+49 251 000 42')
        await page.waitForLoadState('networkidle')
      } finally {
        await phone.fill(original)
        await saveContact(page, t.saved, save)
      }
      await page.reload()
      await expect(phone).toHaveValue(original)
    })
  }

  test('a customer who comes under 127.0.0.1 instead of localhost logs in and saves the profile', async ({
    page,
    baseURL,
  }) => {
    // Next takes 127.0.0.1 for localhost, so the site stays there; Payload accepts its session.
    const underIp = `http://127.0.0.1:${new URL(baseURL!).port}`
    await page.goto(`${underIp}/login/?return=%2Fkundenportal%2Fprofil%2F`)
    await page.waitForLoadState('networkidle')
    await page.getByLabel(T.de.email).fill(demo.customer.email)
    await page.getByLabel(T.de.password).fill(demo.customer.password)
    await page.getByRole('button', { name: T.de.login, exact: true }).click()
    await expect(page).toHaveURL(`${underIp}/kundenportal/profil/`)
    await page.waitForLoadState('networkidle')
    // Before, this save answered "Ihre Anmeldung ist abgelaufen".
    await saveContact(page, T.de.saved, () => page.getByRole('button', { name: T.de.save }).click())
  })

  test('the contact form works with the keyboard alone', async ({ page }) => {
    await logIn(page, 'en', '/kundenportal/profil/', demo.customer.email, demo.customer.password)
    const phone = page.getByRole('textbox', { name: 'Phone', exact: true })
    const original = await phone.inputValue()
    const typeAndSubmit = async (value: string) => {
      await page.getByRole('textbox', { name: 'Company' }).focus()
      await page.keyboard.press('Tab')
      await expect(phone).toBeFocused()
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type(value)
      await saveContact(page, 'Your contact details have been saved.', () =>
        page.keyboard.press('Enter'),
      )
    }
    await typeAndSubmit('+49 251 777 1')
    await typeAndSubmit(original)
    await page.reload()
    await expect(phone).toHaveValue(original)
  })

  test('a customer changes the password: a wrong current one is refused, other devices are logged out, this one stays', async ({
    page,
    request,
    baseURL,
  }) => {
    const headers = await staffHeaders(request)
    const email = `profil-${Date.now()}@example.com`
    const oldPassword = 'altes-passwort-2026'
    const newPassword = 'neues-passwort-2026'
    const created = await request.post('/api/customers/', {
      headers,
      data: { email, password: oldPassword, anrede: 'Herr', vorname: 'Paul', nachname: 'Probe' },
    })
    expect(created.status()).toBe(201)
    const { doc } = await created.json()
    try {
      const signedInElsewhere = await otherDevice(
        request,
        new URL(baseURL!).origin,
        email,
        oldPassword,
      )
      expect(await signedInElsewhere()).toBe(email)
      await logIn(page, 'de', '/kundenportal/profil/', email, oldPassword)

      const form = page.getByTestId('password-form')
      await form.getByLabel('Bisheriges Passwort').fill('falsch-geraten-1')
      await form.getByLabel(NEW_PASSWORD).fill(newPassword)
      await form.getByLabel('Neues Passwort wiederholen').fill(newPassword)
      await form.getByRole('button', { name: 'Passwort ändern' }).click()
      await expect(form.getByText(/^Das bisherige Passwort stimmt nicht/)).toBeVisible()

      await form.getByLabel('Bisheriges Passwort').fill(oldPassword)
      await form.getByRole('button', { name: 'Passwort ändern' }).click()
      await expect(form.getByRole('status')).toHaveText(
        'Ihr Passwort ist geändert. Auf anderen Geräten sind Sie jetzt abgemeldet.',
      )
      await expect(form.getByLabel(NEW_PASSWORD)).toHaveValue('')

      expect(await signedInElsewhere()).toBeNull()
      await page.goto('/kundenportal/')
      await expect(page.getByText('Willkommen, Paul Probe')).toBeVisible()

      await page.getByRole('button', { name: 'Abmelden' }).click()
      await expect(page).toHaveURL((url) => url.pathname === '/')
      await logIn(page, 'de', '/kundenportal/', email, newPassword)
    } finally {
      await request.delete(`/api/customers/${doc.id}/`, { headers })
    }
  })

  test('the recommendations page shows both sections in both languages', async ({ page }) => {
    await logIn(
      page,
      'de',
      '/kundenportal/empfehlungen/',
      demo.customer.email,
      demo.customer.password,
    )
    // Alike the en check below by shape only: each locale with its own texts.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Empfehlungen')
    await expect(
      page.getByRole('heading', { level: 2, name: 'Passend zu Ihren Themen' }),
    ).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 2, name: 'Fehlende Module Ihrer Programme' }),
    ).toBeVisible()
    await page.goto('/en/kundenportal/empfehlungen/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recommendations')
    await expect(
      page.getByRole('heading', { level: 2, name: 'Matching your topics' }),
    ).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 2, name: 'Missing modules of your programmes' }),
    ).toBeVisible()
  })
})
