import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { getOwnReviews } from '@/features/reviews/own-reviews'
import { getRatingsBySeminar, getSeminarReviews } from '@/features/reviews/queries'
import { handleReviewRequest } from '@/features/reviews/server/submit'
import { mondayAround } from '@/seed/content/portal/dates'
import { env } from '@/lib/env'
import type { Booking, Customer, Review, Seminar, SeminarDate } from '@/payload-types'

import { createStaff, TEST_PASSWORD } from '../helpers/accounts'
import { createDatedBooking } from '../helpers/bookings'
import { createLocation, createSeminar, createTopic } from '../helpers/catalogue'
import { getTestPayload, noRevalidate } from '../helpers/payload'
import { rateLimitsOffForEachTest } from '../helpers/rate-limits'
import { cookieFrom, rest } from '../helpers/rest'

// Outside Next there is no data cache: the queries run uncached.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: (fn: unknown) => fn,
}))

const DAY_MS = 86_400_000

// The records every test below works on: two seminars with dates, two customers and their
// bookings, two staff members.
let payload: Payload
let locationId: number
let seminar: Seminar
let otherSeminar: Seminar
let anna: Customer
let ben: Customer
/** Session cookies by role: customers A and B, an editor and an admin (both staff). */
const cookies: Record<'anna' | 'ben' | 'editor' | 'admin', string> = {
  anna: '',
  ben: '',
  editor: '',
  admin: '',
}
/** Anna's bookings: attended, still to come, cancelled; Ben's attended one. */
const bookings = {} as Record<'attended' | 'upcoming' | 'cancelled' | 'bens', Booking>
const dates = {} as Record<'past' | 'future' | 'pastOther', SeminarDate>

rateLimitsOffForEachTest()

const review = {
  stars: 4,
  text: 'Klare Struktur, viele Übungen, und ich konnte alles direkt anwenden.',
  showName: true,
  language: 'de',
}

/** A Monday to Tuesday date of a seminar around the day asked for, never on a weekend. */
function dateData(of: Seminar, daysFromToday: number) {
  const start = mondayAround(-daysFromToday)
  return {
    seminar: of.id,
    location: locationId,
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + DAY_MS).toISOString(),
    price: 990,
    currency: 'EUR' as const,
    seatsTotal: 12,
    seatsTaken: 0,
  }
}

const dateOn = (of: Seminar, daysFromToday: number): Promise<SeminarDate> =>
  payload.create({
    collection: 'seminar-dates',
    data: dateData(of, daysFromToday),
    overrideAccess: true,
    context: noRevalidate,
  })

/** The rating each date of a seminar stores for the catalogue's order, by date id. */
const storedRatings = async (seminarId: number) =>
  (
    await payload.find({
      collection: 'seminar-dates',
      where: { seminar: { equals: seminarId } },
      sort: 'id',
      depth: 0,
      pagination: false,
    })
  ).docs.map((date) => date.seminarRating)

const book = (who: Customer, date: SeminarDate, status: Booking['status'] = 'confirmed') =>
  createDatedBooking(payload, who, date.id, status)

async function login(collection: 'customers' | 'users', email: string): Promise<string> {
  const response = await rest('POST', `/api/${collection}/login/`, {
    body: { email, password: TEST_PASSWORD },
  })
  expect(response.status).toBe(200)
  return cookieFrom(response)
}

/** The review endpoint called as a browser on the portal page would call it. */
function send(
  message: unknown,
  { cookie, origin = env.SITE_URL }: { cookie?: string; origin?: string } = {},
): Promise<Response> {
  const headers = new Headers({ 'Content-Type': 'application/json', Origin: origin })
  if (cookie) headers.set('Cookie', cookie)
  const request = new Request(new URL('/api/json-api/kundenportal/bewertung/', env.SITE_URL), {
    method: 'POST',
    headers,
    body: JSON.stringify({ message }),
  })
  return handleReviewRequest(request, payload)
}

const countReviews = async () =>
  (await payload.count({ collection: 'reviews', overrideAccess: true })).totalDocs
const storedReviews = async () =>
  (await payload.find({ collection: 'reviews', overrideAccess: true, depth: 0, sort: 'id' }))
    .docs as Review[]
/** What staff do in the admin: set a review's status (and reason). */
const moderate = (id: number, data: Pick<Review, 'status'> & Partial<Review>) =>
  payload.update({ collection: 'reviews', id, data, overrideAccess: true, context: noRevalidate })
const forDate = (booking: Booking, date: SeminarDate) => ({
  bookingId: booking.id,
  dateId: date.id,
})

beforeAll(async () => {
  payload = await getTestPayload()
  const topic = await createTopic(payload)
  locationId = (await createLocation(payload)).id
  const named = (code: string, title: string, slug: string) =>
    createSeminar(payload, { code, title, slug, duration: 2, topics: [topic.id] })
  seminar = await named('FK-101', 'Führen', 'fuehren')
  otherSeminar = await named('KO-101', 'Kommunikation', 'kommunikation')
  const customer = (email: string, vorname: string, nachname: string) =>
    payload.create({
      collection: 'customers',
      data: { email, password: TEST_PASSWORD, vorname, nachname },
      context: noRevalidate,
    })
  anna = await customer('anna@firma.example', 'Anna', 'Krause')
  ben = await customer('ben@firma.example', 'Ben', 'Berg')
  await createStaff(payload, 'editor@example.com', 'Redaktion')
  await createStaff(payload, 'admin@example.com', 'Verwaltung')
  dates.past = await dateOn(seminar, -30)
  dates.future = await dateOn(seminar, 30)
  dates.pastOther = await dateOn(otherSeminar, -60)
  bookings.attended = await book(anna, dates.past)
  bookings.upcoming = await book(anna, dates.future)
  bookings.cancelled = await book(anna, dates.pastOther, 'cancelled')
  bookings.bens = await book(ben, dates.pastOther)
  cookies.anna = await login('customers', anna.email)
  cookies.ben = await login('customers', ben.email)
  cookies.editor = await login('users', 'editor@example.com')
  cookies.admin = await login('users', 'admin@example.com')
})

describe('writing a review in the portal', () => {
  it('refuses what is not well formed, naming the field, and stores nothing', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [
        { ...forDate(bookings.attended, dates.past), ...review, stars: 0 },
        { stars: 'reviews.form.error.stars-required' },
      ],
      [
        { ...forDate(bookings.attended, dates.past), ...review, stars: 4.5 },
        { stars: 'reviews.form.error.stars-required' },
      ],
      [
        { ...forDate(bookings.attended, dates.past), ...review, text: 'Gut.' },
        { text: 'reviews.form.error.text-short' },
      ],
      [
        { ...forDate(bookings.attended, dates.past), ...review, text: 'x'.repeat(2001) },
        { text: 'reviews.form.error.text-long' },
      ],
      [
        { ...forDate(bookings.attended, dates.past), ...review, showName: 'ja' },
        { showName: 'reviews.form.error.showName-invalid' },
      ],
      [
        { ...forDate(bookings.attended, dates.past), ...review, dateId: '1' },
        { dateId: 'reviews.form.error.dateId-invalid' },
      ],
      [
        { ...forDate(bookings.attended, dates.past), ...review, status: 'published' },
        { status: 'unknownField' },
      ],
    ]
    for (const [message, errors] of cases) {
      const response = await send(message, { cookie: cookies.anna })
      expect(response.status, JSON.stringify(errors)).toBe(400)
      expect((await response.json()).errors).toEqual(errors)
    }
    expect(await countReviews()).toBe(0)
  })

  it('refuses other sites, visitors, staff and bodies that are not JSON', async () => {
    const message = { ...forDate(bookings.attended, dates.past), ...review }
    expect(
      (await send(message, { cookie: cookies.anna, origin: 'https://evil.example' })).status,
    ).toBe(403)
    expect((await send(message)).status).toBe(401)
    expect((await send(message, { cookie: cookies.editor })).status).toBe(401)
    const broken = new Request(new URL('/api/json-api/kundenportal/bewertung/', env.SITE_URL), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: env.SITE_URL, Cookie: cookies.anna },
      body: '{"message":',
    })
    expect((await handleReviewRequest(broken, payload)).status).toBe(400)
    expect(await countReviews()).toBe(0)
  })

  it('only a date the customer attended: not upcoming, not cancelled, not someone else’s', async () => {
    const refused = [
      forDate(bookings.upcoming, dates.future),
      forDate(bookings.cancelled, dates.pastOther),
      forDate(bookings.bens, dates.pastOther),
      // Her own booking with another booking's date.
      { bookingId: bookings.attended.id, dateId: dates.pastOther.id },
      { bookingId: 999_999, dateId: dates.past.id },
    ]
    for (const target of refused) {
      const response = await send({ ...target, ...review }, { cookie: cookies.anna })
      expect(response.status, JSON.stringify(target)).toBe(403)
      expect(await response.json()).toEqual({
        status: 'error',
        code: 'notReviewable',
        errors: { dateId: 'reviews.form.error.notReviewable' },
      })
    }
    expect(await countReviews()).toBe(0)
  })

  it('stores the review of an attended date for moderation, once per booking and date', async () => {
    const message = { ...forDate(bookings.attended, dates.past), ...review }
    const response = await send(message, { cookie: cookies.anna })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
    const [stored] = await storedReviews()
    expect(stored).toMatchObject({
      status: 'pending',
      stars: 4,
      text: review.text,
      showName: true,
      authorName: 'Anna K.',
      language: 'de',
      seminar: seminar.id,
      seminarDate: dates.past.id,
      booking: bookings.attended.id,
      customer: anna.id,
    })
    const again = await send({ ...message, stars: 1 }, { cookie: cookies.anna })
    expect(again.status).toBe(409)
    expect((await again.json()).errors).toEqual({ dateId: 'reviews.form.error.already' })
    expect(await countReviews()).toBe(1)
  })

  it('counts requests per customer: the eleventh in ten minutes waits', async () => {
    process.env.RATE_LIMIT = 'on'
    const message = { ...forDate(bookings.upcoming, dates.future), ...review }
    for (let i = 0; i < 10; i++)
      expect((await send(message, { cookie: cookies.ben })).status).toBe(403)
    const limited = await send(message, { cookie: cookies.ben })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('Retry-After')).toBeTruthy()
    // Another customer has a window of their own.
    expect((await send(message, { cookie: cookies.anna })).status).toBe(403)
  })
})

describe('moderation and the rating', () => {
  it('counts only published reviews in the average and the list', async () => {
    expect(await getRatingsBySeminar()).toEqual({})
    expect(await getSeminarReviews(seminar.id)).toEqual([])
    const bens = await send(
      { ...forDate(bookings.bens, dates.pastOther), ...review, stars: 2, showName: false },
      { cookie: cookies.ben },
    )
    expect(bens.status).toBe(200)
    const [annas, bensReview] = await storedReviews()
    await moderate(annas.id, { status: 'published' })
    expect(await getRatingsBySeminar()).toEqual({ [seminar.id]: { average: 4, count: 1 } })
    const listed = await getSeminarReviews(seminar.id)
    expect(listed).toEqual([expect.objectContaining({ stars: 4, authorName: 'Anna K.' })])
    // Ben's review of the other seminar is still waiting: that seminar has no rating yet.
    expect(await getSeminarReviews(otherSeminar.id)).toEqual([])
    await moderate(bensReview.id, { status: 'published' })
    const [bensListed] = await getSeminarReviews(otherSeminar.id)
    // He did not want his name shown.
    expect(bensListed.authorName).toBeNull()
    expect((await getRatingsBySeminar())[otherSeminar.id]).toEqual({ average: 2, count: 1 })
    // The catalogue's "best rated" order reads the rating each date stores.
    expect(await storedRatings(seminar.id)).toEqual([4, 4])
    expect(await storedRatings(otherSeminar.id)).toEqual([2])
    // A date added later takes its seminar's rating; a request cannot set another.
    const later = await payload.create({
      collection: 'seminar-dates',
      data: { ...(await dateData(otherSeminar, 90)), seminarRating: 5 },
      context: noRevalidate,
    })
    expect(later.seminarRating).toBe(2)
    await payload.update({
      collection: 'seminar-dates',
      id: later.id,
      data: { seminar: seminar.id, seminarRating: 1 },
      context: noRevalidate,
    })
    expect(await storedRatings(seminar.id)).toEqual([4, 4, 4])
    await payload.delete({ collection: 'seminar-dates', id: later.id, context: noRevalidate })
  })

  it('a rejection needs its reason; rejected reviews leave the rating', async () => {
    const [annas] = await storedReviews()
    await expect(moderate(annas.id, { status: 'rejected' })).rejects.toThrow(/Grund|reason/i)
    await moderate(annas.id, { status: 'rejected', rejectionReason: 'Nennt eine dritte Person.' })
    expect((await getRatingsBySeminar())[seminar.id]).toBeUndefined()
    expect(await storedRatings(seminar.id)).toEqual([0, 0])
    await moderate(annas.id, { status: 'published' })
    expect(await storedRatings(seminar.id)).toEqual([4, 4])
  })
})

describe('who reaches reviews through the REST API', () => {
  type Role = 'anonymous' | 'anna' | 'ben' | 'editor' | 'admin'
  const ROLES: Role[] = ['anonymous', 'anna', 'ben', 'editor', 'admin']
  const as = (role: Role) => ({ cookie: role === 'anonymous' ? undefined : cookies[role] })

  it('reads: published ones for everyone, their own for a customer, all for staff', async () => {
    // Anna's review is published; Ben's is published without his name; a third waits.
    const pendingDate = await dateOn(otherSeminar, -10)
    const pendingBooking = await book(anna, pendingDate)
    expect(
      (
        await send(
          {
            ...forDate(pendingBooking, pendingDate),
            ...review,
            text: `${review.text} Noch offen.`,
          },
          { cookie: cookies.anna },
        )
      ).status,
    ).toBe(200)
    const expected: Record<Role, number> = { anonymous: 2, anna: 3, ben: 2, editor: 3, admin: 3 }
    for (const role of ROLES) {
      const response = await rest('GET', '/api/reviews/?limit=100&depth=0', as(role))
      expect(response.status, role).toBe(200)
      const { docs } = (await response.json()) as { docs: Partial<Review>[] }
      expect(docs.length, role).toBe(expected[role])
      const others = docs.filter((doc) => role === 'anonymous' || doc.customer === undefined)
      for (const doc of role === 'editor' || role === 'admin' ? [] : others) {
        expect(doc.status, role).toBe('published')
        // Who wrote it and what it was verified against stays with staff and the author.
        expect(doc, role).not.toHaveProperty('booking')
        expect(doc, role).not.toHaveProperty('seminarDate')
        expect(doc, role).not.toHaveProperty('rejectionReason')
      }
      const bens = docs.find((doc) => doc.showName === false && doc.stars === 2)
      if (role !== 'ben' && role !== 'editor' && role !== 'admin')
        expect(bens, role).not.toHaveProperty('authorName')
    }
  })

  it('nobody but staff looks reviews up by author; the portal reads each customer’s own', async () => {
    for (const role of ['anonymous', 'anna', 'ben'] as const) {
      const response = await rest(
        'GET',
        `/api/reviews/?where[customer][equals]=${ben.id}`,
        as(role),
      )
      expect(response.status, role).toBe(400)
    }
    const staffLookup = await rest(
      'GET',
      `/api/reviews/?where[customer][equals]=${ben.id}`,
      as('editor'),
    )
    expect((await staffLookup.json()).docs).toHaveLength(1)
    const annas = await getOwnReviews(anna)
    const bens = await getOwnReviews(ben)
    expect([...annas.values()].map((r) => r.text).sort()).toEqual([
      review.text,
      `${review.text} Noch offen.`,
    ])
    expect([...bens.values()]).toEqual([expect.objectContaining({ stars: 2, showName: false })])
    expect(annas.has(`${bookings.attended.id}-${dates.past.id}`)).toBe(true)
  })

  it('writes: nobody creates one directly, not even staff; only staff change or delete', async () => {
    const before = await storedReviews()
    const [annas] = before
    const fake = {
      seminar: seminar.id,
      stars: 5,
      text: 'Bestes Seminar überhaupt, ganz ehrlich!',
      language: 'de',
      attendedUntil: dates.past.endDate,
      status: 'published',
    }
    for (const role of ROLES) {
      expect([401, 403], `${role} create`).toContain(
        (await rest('POST', '/api/reviews/', { ...as(role), body: fake })).status,
      )
    }
    for (const role of ['anonymous', 'anna', 'ben'] as const) {
      expect([401, 403], `${role} update`).toContain(
        (await rest('PATCH', `/api/reviews/${annas.id}/`, { ...as(role), body: { stars: 5 } }))
          .status,
      )
      expect([401, 403], `${role} delete`).toContain(
        (await rest('DELETE', `/api/reviews/${annas.id}/`, as(role))).status,
      )
    }
    expect(await storedReviews()).toEqual(before)
    // Staff moderate; what the customer wrote stays as written.
    for (const role of ['editor', 'admin'] as const) {
      const response = await rest('PATCH', `/api/reviews/${annas.id}/`, {
        ...as(role),
        body: { status: 'published', stars: 1, text: 'Geändert von der Redaktion.' },
      })
      expect(response.status, role).toBe(200)
    }
    const after = await payload.findByID({
      collection: 'reviews',
      id: annas.id,
      overrideAccess: true,
    })
    expect(after).toMatchObject({ status: 'published', stars: 4, text: review.text })
  })
})
