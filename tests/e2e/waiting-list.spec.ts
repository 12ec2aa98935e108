import type { APIRequestContext, Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'
import { staffHeaders } from './helpers'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { MAIL_DIR, mailText } from './mail'

/** The decoded text of the mail to `address` that says `marker` (waits for the outbox). */
async function mailSaying(address: string, marker: string): Promise<string> {
  let text = ''
  await expect
    .poll(
      async () => {
        for (const file of await readdir(MAIL_DIR).catch(() => [] as string[])) {
          if (!file.endsWith('.eml')) continue
          const raw = await readFile(path.join(MAIL_DIR, file), 'utf8')
          const decoded = raw.includes(address) ? mailText(raw) : ''
          if (decoded.includes(marker)) text = decoded
        }
        return text !== ''
      },
      { timeout: 45_000, message: `a mail to ${address} saying ${marker}` },
    )
    .toBe(true)
  return text
}

type DateDoc = {
  id: number
  seatsTotal: number
  seatsTaken: number
  startDate?: string | null
  location: number | { id: number }
  seminar: { id: number; path: string; title: string }
}

/** An upcoming, fully booked date of the demo catalogue and its seminar's page in `locale`. */
async function fullDate(request: APIRequestContext, locale: 'de' | 'en'): Promise<DateDoc> {
  const response = await request.get(`/api/seminar-dates/?limit=500&depth=1&locale=${locale}`)
  const { docs } = (await response.json()) as { docs: DateDoc[] }
  const full = docs.find(
    (date) =>
      date.seatsTaken >= date.seatsTotal &&
      date.startDate &&
      new Date(date.startDate) > new Date() &&
      date.seminar?.path,
  )
  expect(full, 'the demo has a fully booked date').toBeTruthy()
  return full!
}

/** A date of a seminar none of whose dates any booking holds seats on (English fields). */
async function unbookedSeminarDate(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<DateDoc> {
  const bookings = await request.get('/api/bookings/?limit=1000&depth=0', { headers })
  const booked = new Set<number>()
  for (const booking of (await bookings.json()).docs as {
    items?: { seminarDate?: number; modules?: { seminarDate?: number }[] }[]
  }[])
    for (const item of booking.items ?? [])
      for (const id of [item.seminarDate, ...(item.modules ?? []).map((m) => m.seminarDate)])
        if (id) booked.add(id)
  const response = await request.get('/api/seminar-dates/?limit=1000&depth=1&locale=en')
  const dates = ((await response.json()) as { docs: DateDoc[] }).docs
  const bookedSeminars = new Set(dates.filter((d) => booked.has(d.id)).map((d) => d.seminar?.id))
  const date = dates.find((d) => d.seminar?.path && !bookedSeminars.has(d.seminar.id))
  expect(date, 'a seminar without bookings').toBeTruthy()
  return date!
}

const pageOf = (locale: 'de' | 'en', path: string) => (locale === 'de' ? path : `/en${path}`)

/** Opens the sign-up dialog with the keyboard and fills it in, all keys, no pointer. */
async function joinWithKeyboard(page: Page, row: ReturnType<Page['locator']>, email: string) {
  const open = row.getByRole('button', { name: /Warteliste/ })
  await open.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: /Warteliste für den Termin/ })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(open).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Eintragen' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('Bitte geben Sie Ihren Namen ein.')).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused()
  await page.keyboard.type('Wilma Wartend')
  await page.keyboard.press('Tab')
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Control+a')
  await page.keyboard.type('2')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await dialog.getByRole('button', { name: 'Eintragen' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('status')).toHaveText(/Sie stehen auf Platz 1 der Warteliste/)
  await expectNoAxeViolations(page)
}

test('de: a full date takes a waiting-list sign-up; freed seats are offered and booked from the mail', async ({
  page,
  request,
}) => {
  const date = await fullDate(request, 'de')
  await page.goto(`${pageOf('de', date.seminar.path)}#seminar-detail-section-termine`)
  const row = page
    .getByTestId('seminar-date')
    .filter({ has: page.locator(`a[href*="/api/kalender/${date.id}/"]`) })
  await expect(row.getByRole('button', { name: /buchen$/ })).toHaveCount(0)
  const email = `wilma.${Date.now()}@firma.example`
  await joinWithKeyboard(page, row, email)

  // Staff offer two more seats: both go to the waiting list, whose first entry gets the mail.
  const headers = await staffHeaders(request)
  const patched = await request.patch(`/api/seminar-dates/${date.id}/`, {
    headers,
    data: { seatsTotal: date.seatsTotal + 2 },
  })
  expect(patched.status()).toBe(200)
  const mail = await mailSaying(email, '/warteliste/angebot/')
  expect(mail).toContain('halten wir 2 Plätze für Sie bereit')
  const link = /https?:\/\/\S+#token=[\w-]{22}/.exec(mail)![0]

  await page.goto(new URL(link).pathname + new URL(link).hash)
  await expect(page.getByText(/Wir halten 2 Plätze für Sie/)).toBeVisible()
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Plätze verbindlich buchen' }) })
  await expect(form.getByRole('textbox', { name: 'E-Mail' }).first()).toHaveValue(email)
  await form.getByRole('button', { name: 'Plätze verbindlich buchen' }).click()
  await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused()
  await expectNoAxeViolations(page)

  const participants = form.getByRole('group', { name: /Teilnehmer\/in/ })
  for (let i = 0; i < 2; i++) {
    const group = participants.nth(i)
    await group.getByRole('combobox', { name: 'Anrede' }).selectOption('Frau')
    await group.getByRole('textbox', { name: 'Vorname' }).fill(i ? 'Petra' : 'Wilma')
    await group.getByRole('textbox', { name: 'Nachname' }).fill(i ? 'Partner' : 'Wartend')
    if (i) await group.getByRole('textbox', { name: 'E-Mail' }).fill('petra@firma.example')
  }
  await form.getByRole('textbox', { name: 'Telefon' }).fill('+49 251 123456')
  await form.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Hafenweg 5')
  await form.getByRole('textbox', { name: 'PLZ' }).fill('48155')
  await form.getByRole('textbox', { name: 'Ort' }).fill('Münster')
  await form.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check()
  await form.getByRole('checkbox', { name: /Teilnahmebedingungen/ }).check()
  await form.getByRole('button', { name: 'Plätze verbindlich buchen' }).click()
  await expect(page.getByRole('status')).toHaveText(/Ihre Buchung B-\d{4}-\d{6} ist eingegangen/)

  const number = /B-\d{4}-\d{6}/.exec((await page.getByRole('status').textContent()) ?? '')![0]
  // The link's second use shows that booking again, not a second form.
  await page.reload()
  await expect(page.getByRole('status')).toContainText(number)
  await expect(page.getByRole('button', { name: 'Plätze verbindlich buchen' })).toHaveCount(0)
})

test('en: a seminar without dates offers an alert, confirmed by mail and mailed once a date is set', async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request)
  const date = await unbookedSeminarDate(request, headers)
  const seminar = date.seminar.id
  // Its dates go (no booking holds seats on them): the seminar has no upcoming dates now.
  const removed = await request.delete(`/api/seminar-dates/?where[seminar][equals]=${seminar}`, {
    headers,
  })
  expect(removed.status()).toBe(200)

  await page.goto(`${pageOf('en', date.seminar.path)}#seminar-detail-section-termine`)
  const open = page.getByRole('button', { name: 'Notify me when new dates are set' })
  await open.click()
  const dialog = page.getByRole('dialog', { name: 'Notify me when new dates are set' })
  const email = `ali.${Date.now()}@firma.example`
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('checkbox', { name: /privacy statement/ }).check()
  await dialog.getByRole('button', { name: 'Notify me' }).click()
  await expect(dialog.getByRole('status')).toHaveText(/Almost done/)

  const confirmMail = await mailSaying(email, '/en/date-alert/')
  const link = /https?:\/\/\S+#token=[\w-]{22}/.exec(confirmMail)![0]
  await page.goto(new URL(link).pathname + new URL(link).hash)
  await expect(page.getByRole('status')).toHaveText(/We will write to you/)

  const start = new Date(Date.now() + 90 * 86_400_000).toISOString()
  const created = await request.post('/api/seminar-dates/', {
    headers,
    data: {
      seminar,
      location: typeof date.location === 'object' ? date.location.id : date.location,
      startDate: start,
      price: 990,
      currency: 'EUR',
      seatsTotal: 12,
    },
  })
  expect(created.status()).toBe(201)
  const newDate = await mailSaying(email, 'a new date is set')
  expect(newDate).toContain('/en/seminars/')
})
