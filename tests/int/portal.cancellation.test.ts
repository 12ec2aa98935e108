import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { handleCancellationRequest } from '@/features/portal/cancellation/server'
import { handleBookingPdfRequest } from '@/features/portal/booking-pdf/http'
import { env } from '@/lib/env'

import { createCustomer, createStaff, TEST_PASSWORD } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { cookieFrom, rest } from '../helpers/rest'
import { recordSentMails, type SentMail } from '../helpers/sent-mails'
import {
  bookStored,
  type Catalogue,
  seatsTaken,
  seedCatalogue,
  seminarItem,
} from './booking.fixtures'

let payload: Payload
let catalogue: Catalogue
let cookies: { anna: string; ben: string; staff: string }
let mailsTo: (address: string) => Promise<SentMail[]>

const ANNA = 'anna.storno@firma.example'

/** A booking of `count` seats on a new date, made by Anna while logged in (her portal shows it). */
async function annasBooking(count = 2) {
  const date = await catalogue.addDate(12)
  const stored = await bookStored(payload, [seminarItem(date.id, count)], {
    contact: {
      anrede: 'Frau',
      vorname: 'Anna',
      nachname: 'Storno',
      email: ANNA,
      telefon: '+49 251 1',
      firma: 'Firma GmbH',
    },
  })
  // As the endpoint stores a booking made while logged in (BOOKED_BY); set directly here.
  await payload.db.updateOne({
    collection: 'bookings',
    id: stored.id,
    data: { customerEmail: ANNA },
  })
  return { booking: stored, date }
}

const login = async (path: string, email: string) =>
  cookieFrom(await rest('POST', path, { body: { email, password: TEST_PASSWORD } }))

/** A post of the portal's cancel button, as the browser sends it. */
async function cancel(body: unknown, cookie?: string, now?: Date) {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Origin: env.SITE_URL,
  }
  if (cookie) headers.Cookie = cookie
  const request = new Request(`${env.SITE_URL}/api/json-api/kundenportal/stornierung/`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  })
  const response = await handleCancellationRequest(request, payload, now)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const statusOf = async (id: number) =>
  (await payload.findByID({ collection: 'bookings', id, depth: 0 })).status

beforeAll(async () => {
  payload = await getTestPayload()
  catalogue = await seedCatalogue(payload)
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { showKundenportal: true, cancellationDays: 14, email: 'team@institut.example' },
    overrideAccess: true,
  })
  ;({ mailsTo } = recordSentMails(payload))
  await createCustomer(payload, ANNA, { vorname: 'Anna', nachname: 'Storno' })
  await createCustomer(payload, 'ben.storno@firma.example', { vorname: 'Ben', nachname: 'B' })
  await createStaff(payload, 'storno-team@institut.example')
  cookies = {
    anna: await login('/api/customers/login/', ANNA),
    ben: await login('/api/customers/login/', 'ben.storno@firma.example'),
    staff: await login('/api/users/login/', 'storno-team@institut.example'),
  }
})

describe('cancelling a booking in the portal', () => {
  it('before the deadline: the booking is cancelled, its seats are freed, the cancellation is mailed', async () => {
    const { booking, date } = await annasBooking(2)
    expect(await seatsTaken(payload, date.id)).toBe(2)
    const answer = await cancel({ message: { bookingId: booking.id, locale: 'de' } }, cookies.anna)
    expect(answer).toEqual({ status: 200, body: { status: 'ok', outcome: 'cancelled' } })
    expect(await statusOf(booking.id)).toBe('cancelled')
    expect(await seatsTaken(payload, date.id)).toBe(0)
    const mails = await mailsTo(ANNA)
    expect(mails.some((mail) => mail.subject.includes(booking.bookingNumber))).toBe(true)
    // Cancelled stays cancelled: a second click changes nothing.
    const again = await cancel({ message: { bookingId: booking.id } }, cookies.anna)
    expect(again.status).toBe(409)
  })

  it('after the deadline: the booking stands, staff get a request, the customer a receipt', async () => {
    const { booking, date } = await annasBooking(1)
    // Five days before the date: past the 14-day deadline.
    const now = new Date(new Date(date.startDate!).getTime() - 5 * 86_400_000)
    const answer = await cancel(
      { message: { bookingId: booking.id, locale: 'en' } },
      cookies.anna,
      now,
    )
    expect(answer).toEqual({ status: 200, body: { status: 'ok', outcome: 'requested' } })
    const stored = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    expect(stored.status).not.toBe('cancelled')
    expect(stored.cancellationRequestedAt).toBe(now.toISOString())
    expect(await seatsTaken(payload, date.id)).toBe(1)
    const receipt = (await mailsTo(ANNA)).find((mail) => mail.subject.includes('request'))
    expect(receipt?.text).toContain(booking.bookingNumber)
    const staffMail = (await mailsTo('team@institut.example')).find((mail) =>
      mail.subject.includes(`Stornierungsanfrage nach Fristende: Buchung ${booking.bookingNumber}`),
    )
    expect(staffMail?.text).toContain(ANNA)
    expect((await cancel({ message: { bookingId: booking.id } }, cookies.anna, now)).status).toBe(
      409,
    )
  })

  it('refuses everyone else and bad input, and changes nothing', async () => {
    const { booking } = await annasBooking(1)
    const message = { message: { bookingId: booking.id } }
    expect((await cancel(message)).status).toBe(401)
    expect((await cancel(message, cookies.staff)).status).toBe(401)
    expect(await cancel(message, cookies.ben)).toEqual({
      status: 404,
      body: { status: 'error', code: 'notFound' },
    })
    const bad = await cancel({ message: { bookingId: 'eins' } }, cookies.anna)
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors as object)).toContain('bookingId')
    expect(
      (await cancel({ message: { bookingId: booking.id, extra: 1 } }, cookies.anna)).status,
    ).toBe(400)
    expect(await statusOf(booking.id)).toBe('new')
  })
})

describe('the booking confirmation as PDF', () => {
  const download = async (path: string, cookie?: string) => {
    // A click on the portal's link: the browser says where it comes from.
    const headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin' }
    if (cookie) headers.Cookie = cookie
    const response = await handleBookingPdfRequest(
      new Request(`${env.SITE_URL}${path}`, { headers }),
      path.split('/').filter(Boolean).slice(3),
      payload,
    )
    return { status: response.status, type: response.headers.get('content-type'), response }
  }

  it('gives the owner a PDF and nobody else anything', async () => {
    const { booking } = await annasBooking(1)
    const path = `/api/kundenportal/bestaetigung/de/${booking.id}/`
    const own = await download(path, cookies.anna)
    expect(own.status).toBe(200)
    expect(own.type).toBe('application/pdf')
    expect(own.response.headers.get('cache-control')).toContain('no-store')
    const bytes = Buffer.from(await own.response.arrayBuffer())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect((await download(path)).status).toBe(401)
    expect((await download(path, cookies.staff)).status).toBe(401)
    expect((await download(path, cookies.ben)).status).toBe(404)
    expect((await download('/api/kundenportal/bestaetigung/fr/1/', cookies.anna)).status).toBe(404)
  })
})
