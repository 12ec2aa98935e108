import type { APIRequestContext } from '@playwright/test'

import { oneSeatBooking } from '../../scripts/lib/catalogue-views.mjs'

import { expect, test } from './fixtures'
import { staffHeaders } from './helpers'
import { waitForMail } from './mail'

const PASSWORD = 'storno-passwort-123'

/** A customer of this spec alone, created by staff as the admin does. */
async function newCustomer(request: APIRequestContext): Promise<string> {
  const email = `storno-${Date.now()}-${Math.floor(Math.random() * 1e6)}@kunde.example`
  const created = await request.post('/api/customers/', {
    headers: await staffHeaders(request),
    data: { email, password: PASSWORD, anrede: 'Frau', vorname: 'Svenja', nachname: 'Storno' },
  })
  expect(created.status()).toBe(201)
  return email
}

/** A published date with seats to spare, at least 30 days ahead (before the cancel deadline). */
async function roomyDate(request: APIRequestContext): Promise<number> {
  const from = new Date(Date.now() + 30 * 86_400_000).toISOString()
  const answer = await request.get(
    `/api/seminar-dates/?limit=50&depth=0&sort=startDate&where[startDate][greater_than]=${from}`,
  )
  const { docs } = (await answer.json()) as {
    docs: { id: number; seatsTotal: number; seatsTaken: number }[]
  }
  const date = docs.find((d) => d.seatsTotal - d.seatsTaken >= 3)
  expect(date, 'a date with seats to spare').toBeDefined()
  return date!.id
}

test.describe('portal: cancelling a booking', () => {
  test('a customer cancels a booking with the keyboard; it moves to the cancelled ones and is mailed', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = await newCustomer(request)
    const login = await page.request.post('/api/customers/login/', {
      data: { email, password: PASSWORD },
      headers: { Origin: baseURL! },
    })
    expect(login.status()).toBe(200)
    // Booked while logged in, with the account's own address: the booking is in the portal.
    const booked = await page.request.post('/api/json-api/buchung/', {
      headers: { Origin: baseURL! },
      data: oneSeatBooking(await roomyDate(request), {
        anrede: 'Frau',
        vorname: 'Svenja',
        nachname: 'Storno',
        email,
      }),
    })
    expect(booked.status()).toBe(200)
    const { bookingNumber } = (await booked.json()) as { bookingNumber: string }

    await page.goto('/kundenportal/seminare/')
    const upcoming = page.getByRole('region', { name: 'Anstehende Seminare' })
    const card = upcoming.getByRole('article').filter({ hasText: bookingNumber })
    await expect(card).toBeVisible()
    await expect(card.getByText(/^Online stornierbar bis \d{2}\.\d{2}\.\d{4}$/)).toBeVisible()

    // The confirmation as PDF, from the card's link, as the browser downloads it.
    const pdfLink = card.getByRole('link', {
      name: `Buchungsbestätigung ${bookingNumber} als PDF herunterladen`,
    })
    const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()])
    expect(download.suggestedFilename()).toBe(`buchung-${bookingNumber}.pdf`)
    const bytes = Buffer.concat(await (await download.createReadStream()).toArray())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')

    // Keyboard only: the button, the question (its heading takes the focus), "Ja, stornieren".
    await card.getByRole('button', { name: 'Buchung stornieren' }).focus()
    await page.keyboard.press('Enter')
    const question = card.getByRole('group', { name: `Buchung ${bookingNumber} stornieren?` })
    await expect(question.getByRole('heading')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(question.getByRole('button', { name: 'Ja, stornieren' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(
      page.getByRole('status').filter({ hasText: 'Die Buchung ist storniert.' }),
    ).toBeVisible()

    const cancelled = page.getByRole('region', { name: 'Stornierte Buchungen' })
    await expect(cancelled.getByRole('article').filter({ hasText: bookingNumber })).toBeVisible()
    await expect(upcoming.getByRole('article').filter({ hasText: bookingNumber })).toHaveCount(0)
    const mail = await waitForMail(email, 'Storn', 'the cancellation mail')
    expect(mail).toContain(bookingNumber)
  })
})
