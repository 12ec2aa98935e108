import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { handleBookingRequest, resetBookingRateLimit } from '@/features/booking/server/http'

import { getTestPayload } from '../helpers/payload'
import { cookieFrom, rest } from '../helpers/rest'
import { participant, seatsTaken, seedCatalogue } from './booking.fixtures'

let payload: Payload
let dateId: number

const SITE = 'http://localhost:3000'

/** The JSON the booking page sends, as plain objects (before the schema's defaults). */
function message(overrides: Record<string, unknown> = {}) {
  return {
    language: 'en',
    idempotencyKey: randomUUID(),
    kind: 'buchung',
    items: [{ type: 'seminar', dateId, participants: [participant()] }],
    contact: {
      anrede: 'Frau',
      vorname: 'Kim',
      nachname: 'Kontakt',
      email: 'kim@firma.example',
      telefon: '0251 123456',
    },
    billing: { strasse: 'Hafenweg 5', plz: '48155', ort: 'Münster' },
    datenschutz: true,
    agb: true,
    ...overrides,
  }
}

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${SITE}/api/json-api/buchung/`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: SITE,
      'X-Forwarded-For': '203.0.113.7',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function send(body: unknown, headers?: Record<string, string>) {
  const { response, booked } = await handleBookingRequest(post(body, headers), payload)
  return { status: response.status, body: await response.json(), headers: response.headers, booked }
}

const bookingCount = async () =>
  (await payload.count({ collection: 'bookings', overrideAccess: true })).totalDocs

describe('POST /api/json-api/buchung/', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    const catalogue = await seedCatalogue(payload)
    dateId = (await catalogue.addDate(100)).id
  })
  beforeEach(() => resetBookingRateLimit())

  it('books and answers the booking number and its confirmation page in the booking language', async () => {
    const answer = await send({ message: message() })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      status: 'ok',
      bookingNumber: expect.stringMatching(/^B-\d{4}-\d{6}$/),
      confirmationPath: expect.stringMatching(/^\/en\/booking\/confirmation\/[\w-]{43}\/$/),
    })
    expect(answer.booked).toBe(true)
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('refuses a price sent by the browser (400) and books nothing', async () => {
    const before = await bookingCount()
    const items = [{ type: 'seminar', dateId, participants: [participant()], price: 1 }]
    const answer = await send({ message: message({ items }) })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toMatchObject({ 'items.0.price': 'unknownField' })
    expect(await bookingCount()).toBe(before)
  })

  it('answers field errors by dotted path, and bad JSON with 400 rather than 500', async () => {
    const answer = await send({
      message: message({
        contact: {
          anrede: 'Frau',
          vorname: 'Kim',
          nachname: 'K',
          email: 'kein-at',
          telefon: '0251 1',
        },
      }),
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      status: 'error',
      errors: { 'contact.email': 'forms.error.email-validate' },
    })
    expect((await send('{"message": ')).status).toBe(400)
    expect((await send({ message: message({ datenschutz: false }) })).body.errors).toEqual({
      datenschutz: 'forms.error.datenschutz-required',
    })
  })

  it('names every refused field with a translation key, also where the schema left the wording to zod', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ language: 'fr' }, { language: 'forms.error.language-validate' }],
      [{ idempotencyKey: 'abc' }, { idempotencyKey: 'forms.error.idempotencyKey-validate' }],
      [
        {
          items: Array.from({ length: 21 }, () => ({
            type: 'seminar',
            dateId,
            participants: [participant()],
          })),
        },
        { items: 'forms.error.items-validate' },
      ],
      [
        { items: [{ type: 'seminar', dateId: 1.5, participants: [participant()] }] },
        { 'items.0.dateId': 'forms.error.dateId-validate' },
      ],
    ]
    for (const [overrides, errors] of cases) {
      const answer = await send({ message: message(overrides) })
      expect(answer.status, JSON.stringify(errors)).toBe(400)
      expect(answer.body, JSON.stringify(errors)).toEqual({ status: 'error', errors })
    }
  })

  it('answers a filled trap field like a success but stores nothing', async () => {
    const before = await bookingCount()
    const seats = await seatsTaken(payload, dateId)
    const answer = await send({ message: message({ video_url: 'http://spam.example' }) })
    expect(answer.status).toBe(200)
    expect(answer.body.status).toBe('ok')
    expect(answer.booked).toBe(false)
    expect(await bookingCount()).toBe(before)
    expect(await seatsTaken(payload, dateId)).toBe(seats)
  })

  it('refuses a video_url outside the message as an unknown field (400), never a made-up number', async () => {
    const before = await bookingCount()
    const answer = await send({ message: message(), video_url: 'http://spam.example' })
    expect(answer.status).toBe(400)
    expect(answer.body.status).toBe('error')
    expect(answer.body.bookingNumber).toBeUndefined()
    expect(await bookingCount()).toBe(before)
  })

  describe('whose portal a booking goes into', () => {
    const EMAIL = 'lena.konto@firma.example'
    const PASSWORD = 'ein-langes-passwort'
    const contact = {
      anrede: 'Frau',
      vorname: 'Lena',
      nachname: 'Konto',
      email: EMAIL,
      telefon: '0251 1',
    }
    const stored = async (bookingNumber: string) =>
      (
        await payload.find({
          collection: 'bookings',
          where: { bookingNumber: { equals: bookingNumber } },
          overrideAccess: true,
        })
      ).docs[0]

    beforeAll(async () => {
      await payload.create({
        collection: 'customers',
        data: { email: EMAIL, password: PASSWORD, vorname: 'Lena', nachname: 'Konto' },
      })
    })

    it('not the account of the e-mail a visitor typed as the contact, also after staff confirm it', async () => {
      const answer = await send({ message: message({ contact }) })
      expect(answer.status).toBe(200)
      const booking = await stored(answer.body.bookingNumber)
      expect(booking.customerEmail ?? null).toBeNull()
      await payload.update({
        collection: 'bookings',
        id: booking.id,
        data: { status: 'confirmed' },
        overrideAccess: true,
      })
      expect((await stored(answer.body.bookingNumber)).customerEmail ?? null).toBeNull()
    })

    it('the account of the customer who was logged in and booked with their own address', async () => {
      const login = await rest('POST', '/api/customers/login', {
        body: { email: EMAIL, password: PASSWORD },
      })
      expect(login.status).toBe(200)
      const cookie = cookieFrom(login)
      const own = await send({ message: message({ contact }) }, { Cookie: cookie })
      expect((await stored(own.body.bookingNumber)).customerEmail).toBe(EMAIL)
      const forSomeoneElse = await send(
        { message: message({ contact: { ...contact, email: 'jemand@firma.example' } }) },
        { Cookie: cookie },
      )
      expect((await stored(forSomeoneElse.body.bookingNumber)).customerEmail ?? null).toBeNull()
    })
  })

  it('refuses cross-site requests with 403', async () => {
    const answer = await send({ message: message() }, { Origin: 'https://evil.example' })
    expect(answer.status).toBe(403)
  })

  it('answers 409 naming the full date', async () => {
    const items = [
      { type: 'seminar', dateId, participants: Array.from({ length: 20 }, () => participant()) },
    ]
    for (let i = 0; i < 4; i++)
      await send({ message: message({ items }) }, { 'X-Forwarded-For': `198.51.100.${i}` })
    const answer = await send({ message: message({ items }) })
    expect(answer.status).toBe(409)
    expect(answer.body).toMatchObject({
      status: 'error',
      code: 'full',
      fullDates: [{ dateId, title: 'Verhandeln mit Gewinn' }],
    })
  })

  it('limits one address to 10 bookings in 10 minutes (429 with Retry-After), others go on', async () => {
    const statuses = []
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await send({
            message: message({
              items: [{ type: 'seminar', dateId: 999_999, participants: [participant()] }],
            }),
          })
        ).status,
      )
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true)
    const limited = await send({ message: message() })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500)
    expect(
      (await send({ message: message() }, { 'X-Forwarded-For': '192.0.2.1' })).status,
    ).not.toBe(429)
  })
})
