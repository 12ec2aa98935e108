import { expect, test } from './fixtures'
import { demo } from './helpers'

/** The staff dashboard's region in either admin language. */
const OVERVIEW = /^(Überblick für das Team|Overview for staff)$/

/** A short contact message as the form on any page sends it (docs/behaviour/http-calls.md). */
function message(name: string) {
  return {
    formType: 'kontaktFormShort',
    vorname: 'Ilka',
    nachname: name,
    telefon: '+49 251 765432',
    email: 'ilka.inbox@beispiel.de',
    mitteilung: 'Bitte senden Sie mir das Jahresprogramm als PDF.',
    requestPage: '/seminare/',
    datenschutz: true,
    video_url: '',
  }
}

test.describe('staff inbox', () => {
  test('a message sent by a visitor shows in the admin, is marked as done and exported as CSV', async ({
    page,
  }) => {
    // Names allow letters only: a unique one from the clock, written in letters.
    const name = `Posteingang ${[...String(Date.now())].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`
    const sent = await page.request.post('/api/json-api/kontakt/', {
      data: { message: message(name) },
    })
    expect(sent.status()).toBe(200)
    expect(await sent.json()).toEqual({ status: 'ok' })

    // Visitors cannot read the inbox through the API.
    expect((await page.request.get('/api/contact-messages/')).status()).toBe(403)
    expect((await page.request.get('/api/contact-messages/export.csv')).status()).toBe(403)

    await page.goto('/admin/')
    await page.getByLabel(/E-Mail|Email/).fill(demo.admin.email)
    await page.getByLabel(/Passwort|Password/).fill(demo.admin.password)
    await page.getByRole('button', { name: /Anmelden|Login/ }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)

    await page.goto('/admin/collections/contact-messages/')
    const row = page.getByRole('row').filter({ hasText: name })
    await expect(row).toBeVisible()
    await row.getByRole('link').first().click()
    await expect(page.getByText('Bitte senden Sie mir das Jahresprogramm als PDF.')).toBeVisible()

    // Mark as done: the status select in the sidebar, then save.
    await page.locator('#field-status').click()
    await page.getByRole('option', { name: /Erledigt|Done/ }).click()
    await page.getByRole('button', { name: /Speichern|Save/ }).click()
    await expect(page.getByText(/erfolgreich|successfully/i).first()).toBeVisible()

    await page.goto('/admin/collections/contact-messages/')
    const exportLink = page.getByRole('link', { name: /CSV exportieren|Export CSV/ })
    await expect(exportLink).toBeVisible()
    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()])
    const csv = await (await download.createReadStream()).toArray()
    const text = Buffer.concat(csv).toString('utf8')
    const line = text.split('\r\n').find((row) => row.includes(name))
    expect(line, 'the message is in the export').toBeDefined()
    expect(line).toMatch(/;(Erledigt|Done);/)
    expect(line).toContain('ilka.inbox@beispiel.de')
  })

  test('the dashboard opens with what is new since the last visit, linked to the filtered lists', async ({
    page,
    request,
  }) => {
    // Two logins: the second one's "last visit" is the first.
    for (let login = 0; login < 2; login++)
      expect((await page.request.post('/api/users/login/', { data: demo.admin })).status()).toBe(
        200,
      )
    const sent = await request.post('/api/json-api/kontakt/', {
      data: { message: message('Dashboard') },
    })
    expect(sent.status()).toBe(200)
    await page.goto('/admin/')
    // The admin speaks the browser's language (German or English).
    const overview = page.getByRole('region', { name: OVERVIEW })
    await expect(overview).toBeVisible()
    await expect(
      overview.getByRole('heading', {
        name: /^(Neu seit Ihrem letzten Besuch|New since your last visit)/,
      }),
    ).toBeVisible()
    for (const heading of [
      /^(Rückrufe|Callbacks)$/,
      /^(Fast ausgebuchte Termine|Nearly full dates)$/,
      /^(Endgültig gescheiterte Mails|Mails that failed for good)/,
    ])
      await expect(overview.getByRole('heading', { name: heading })).toBeVisible()
    const messages = overview.getByRole('link', {
      name: /^\d+ (Kontaktanfragen|Contact messages)$/,
    })
    expect(Number((await messages.innerText()).split(' ')[0])).toBeGreaterThanOrEqual(1)
    await messages.click()
    await expect(page).toHaveURL(/\/admin\/collections\/contact-messages\/\?where/)
    await expect(page.getByRole('row').filter({ hasText: 'Dashboard' }).first()).toBeVisible()
  })

  test('a customer or a visitor never sees the dashboard', async ({ page, baseURL }) => {
    await page.goto('/admin/')
    await expect(page).toHaveURL(/\/admin\/login/)
    await expect(page.getByRole('region', { name: OVERVIEW })).toHaveCount(0)
    const customer = await page.request.post('/api/customers/login/', {
      data: { email: demo.customer.email, password: demo.customer.password },
      headers: { Origin: baseURL! },
    })
    expect(customer.status()).toBe(200)
    await page.goto('/admin/')
    await expect(page.getByRole('region', { name: OVERVIEW })).toHaveCount(0)
  })
})
