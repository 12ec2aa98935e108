import { expect, test } from './fixtures'
import { demo, staffHeaders } from './helpers'

test.describe('customer portal', () => {
  test('the portal sends visitors to the login and back after logging in', async ({ page }) => {
    await page.goto('/kundenportal/')
    await expect(page).toHaveURL(/\/login\/\?return=%2Fkundenportal%2F$/)
    await page.getByLabel('E-Mail').fill(demo.customer.email)
    await page.getByLabel('Passwort').fill(demo.customer.password)
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page).toHaveURL(/\/kundenportal\/$/)
    await expect(page.getByText(`Willkommen, ${demo.customer.vorname} ${demo.customer.nachname}`)).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Bereiche des Kundenportals' }).getByRole('link', { name: 'Übersicht' })).toHaveAttribute('aria-current', 'page')

    await page.getByRole('button', { name: 'Abmelden' }).click()
    // The home page itself (any URL ends in a slash, the portal's too, so match the whole path).
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await page.goto('/kundenportal/')
    await expect(page).toHaveURL(/\/login\//)
  })

  test('a wrong password and an unknown email get the same answer', async ({ page }) => {
    await page.goto('/en/login/')
    await page.getByLabel('Email').fill(demo.customer.email)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Log in' }).click()
    const alert = page.getByRole('main').getByRole('alert')
    const wrong = await alert.textContent()
    await page.getByLabel('Email').fill('nobody@example.com')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(alert).toHaveText(wrong ?? '')
    expect(wrong).toContain('did not succeed')
  })

  test('the English portal works with the keyboard alone', async ({ page }) => {
    await page.goto('/en/kundenportal/')
    await expect(page).toHaveURL(/\/en\/login\//)
    await page.getByLabel('Email').focus()
    await page.keyboard.type(demo.customer.email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(demo.customer.password)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/kundenportal\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview')
    await page.getByTestId('language-switch').click()
    await expect(page).toHaveURL(/:\d+\/kundenportal\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Übersicht')
  })

  test('with the portal switched off, login and portal redirect to the home page', async ({ page, request }) => {
    const headers = await staffHeaders(request)
    const off = await request.post('/api/globals/site-settings/', { headers, data: { showKundenportal: false } })
    expect(off.status()).toBe(200)
    try {
      await page.goto('/login/')
      await expect(page).toHaveURL((url) => url.pathname === '/')
      await page.goto('/en/kundenportal/')
      await expect(page).toHaveURL(/\/en\/$/)
    } finally {
      await request.post('/api/globals/site-settings/', { headers, data: { showKundenportal: true } })
    }
    await page.goto('/login/')
    await expect(page).toHaveURL(/\/login\/$/)
  })
})
