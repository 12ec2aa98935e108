import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getCustomerItems } from '@/features/portal/bookings'
import type { PortalItem } from '@/features/portal/timeline'
import { reviewableVisits, visitKey } from '@/features/reviews/eligibility'
import { startOfToday } from '@/features/seminars/format'
import type { Booking, Customer, SeminarDate } from '@/payload-types'
import { DEMO_CUSTOMER, DEMO_SECOND_CUSTOMER, seed } from '@/seed'
import { planDates } from '@/seed/content/catalogue/dates'
import { SEMINARS } from '@/seed/content/catalogue'
import { PORTAL_KEY_PREFIX } from '@/seed/content/portal'
import { ALUMNI } from '@/seed/content/reviews/alumni'
import { DEMO_REVIEWS } from '@/seed/content/reviews/plans'

import { getTestPayload } from '../helpers/payload'
import { bookStored, seminarItem } from './booking.fixtures'

let payload: Payload
let katrin: Customer
let jonas: Customer
const quiet = { log: () => {} }
const all = { depth: 0, limit: 1000, pagination: false, overrideAccess: true } as const

async function customer(email: string): Promise<Customer> {
  const { docs } = await payload.find({
    collection: 'customers',
    where: { email: { equals: email } },
    ...all,
  })
  if (!docs[0]) throw new Error(`no customer ${email}`)
  return docs[0]
}

const seminars = (items: PortalItem[]) => items.filter((item) => item.type === 'seminar')
const by = (items: PortalItem[], status: PortalItem['status']) =>
  items.filter((item) => item.status === status)

describe('demo portal customers and their bookings', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    await seed(payload, quiet)
    katrin = await customer(DEMO_CUSTOMER.email)
    jonas = await customer(DEMO_SECOND_CUSTOMER.email)
  }, 180_000)

  it('both demo customers log in with the passwords of credentials.json', async () => {
    for (const login of [DEMO_CUSTOMER, DEMO_SECOND_CUSTOMER]) {
      const result = await payload.login({
        collection: 'customers',
        data: { email: login.email, password: login.password },
      })
      expect(result.user?.email).toBe(login.email)
    }
  })

  it('Katrin reads, with her own access, two completed seminars, a cancelled one, an upcoming one, a reservation and a programme', async () => {
    const items = await getCustomerItems(katrin, 'de')
    expect(items).toHaveLength(6)
    const completed = by(seminars(items), 'completed')
    expect(completed).toHaveLength(2)
    expect(completed.every((item) => item.past && item.seminarId !== null)).toBe(true)
    // She booked one of them for herself and a colleague.
    expect(completed.map((item) => item.participants.length).sort()).toEqual([1, 2])
    expect(by(items, 'cancelled')).toHaveLength(1)
    const upcomingConfirmed = by(seminars(items), 'confirmed')
    expect(upcomingConfirmed).toHaveLength(1)
    expect(upcomingConfirmed[0]?.past).toBe(false)
    const reservation = items.find((item) => item.kind === 'reservierung')
    expect(reservation).toMatchObject({ status: 'requested', past: false })
    for (const item of seminars(items)) {
      expect(item.bookingNumber).toMatch(/^B-\d{4}-\d{6}$/)
      expect(item.period).toMatch(/^\d{2}\.\d{2}\.\d{4}/)
      expect(item.place).not.toBe('')
      expect(item.topicIds.length).toBeGreaterThan(0)
      // Booked before the seminar began, on the day the plan says.
      expect(new Date(item.bookedAt).getTime()).toBeLessThan(new Date(item.start ?? 0).getTime())
    }
  })

  it('her programme has two completed modules, one ahead, and a module of the programme she has not booked', async () => {
    const programme = (await getCustomerItems(katrin, 'de')).find(
      (item) => item.type === 'qualifizierungsprogramm',
    )
    expect(programme).toMatchObject({
      title: 'Erste Führungsrolle',
      status: 'confirmed',
      past: false,
    })
    expect(programme?.modules.map((programmeModule) => programmeModule.completed)).toEqual([
      true,
      true,
      false,
    ])
    const stored = await payload.findByID({
      collection: 'programmes',
      id: programme?.programmeId ?? 0,
      depth: 0,
      overrideAccess: true,
    })
    const booked = new Set(programme?.modules.map((programmeModule) => programmeModule.moduleId))
    expect(
      stored.modules.filter((programmeModule) => !booked.has(programmeModule.id ?? '')).length,
    ).toBeGreaterThanOrEqual(1)
  })

  it('Jonas reads his own two bookings, in English, and none of Katrin’s; she none of his', async () => {
    const his = await getCustomerItems(jonas, 'en')
    expect(his.map((item) => item.status).sort()).toEqual(['completed', 'requested'])
    expect(his.every((item) => /^[A-Z]/.test(item.title))).toBe(true)
    // Dates the way English pages write them (docs/behaviour/limits.md): '3 Dec 2026'.
    const englishDay = /^\d{1,2} [A-Z][a-z]{2,3} \d{4}( – \d{1,2} [A-Z][a-z]{2,3} \d{4})?$/
    expect(his.map((item) => item.period)).toEqual([
      expect.stringMatching(englishDay),
      expect.stringMatching(englishDay),
    ])
    const hers = await getCustomerItems(katrin, 'de')
    const numbers = new Set(hers.map((item) => item.bookingNumber))
    expect(his.some((item) => numbers.has(item.bookingNumber))).toBe(false)
    const { docs } = await payload.find({
      collection: 'bookings',
      user: { ...katrin, collection: 'customers' },
      overrideAccess: false,
      depth: 0,
      limit: 100,
    })
    expect(docs.every((booking) => booking.customerEmail === DEMO_CUSTOMER.email)).toBe(true)
  })

  it('past seminars have dates of their own before today; the seats of every booked date count the participants of bookings not cancelled', async () => {
    const { docs: bookings } = await payload.find({
      collection: 'bookings',
      where: { idempotencyKey: { like: PORTAL_KEY_PREFIX } },
      ...all,
    })
    expect(bookings).toHaveLength(8)
    const held = new Map<number, number>()
    for (const booking of bookings as Booking[]) {
      for (const item of booking.items) {
        const dates =
          item.type === 'seminar'
            ? [item.seminarDate]
            : (item.modules ?? []).map((programmeModule) => programmeModule.seminarDate)
        // A cancelled booking's date is checked too: it must hold none of its seats.
        const seats = booking.status === 'cancelled' ? 0 : item.participants.length
        for (const id of dates as number[]) held.set(id, (held.get(id) ?? 0) + seats)
      }
    }
    const today = startOfToday().getTime()
    // What the catalogue seed gave each upcoming date (deterministic for the day), by seminar and
    // day.
    const { docs: seminarDocs } = await payload.find({ collection: 'seminars', ...all })
    const codeOf = new Map(seminarDocs.map((s) => [s.id, s.code]))
    const planned = new Map(
      planDates(SEMINARS).map((plan) => [`${plan.code} ${plan.startDate}`, plan.seatsTaken]),
    )
    const { docs: dates } = await payload.find({
      collection: 'seminar-dates',
      where: { id: { in: [...held.keys()] } },
      ...all,
    })
    expect(
      dates.filter((date) => new Date(date.endDate ?? date.startDate ?? '').getTime() < today),
    ).toHaveLength(5)
    for (const date of dates) {
      const past = new Date(date.startDate ?? '').getTime() < today
      const base = past ? 0 : planned.get(`${codeOf.get(date.seminar as number)} ${date.startDate}`)
      expect(date.seatsTaken, `seats of date ${date.id}`).toBe(
        (base ?? Number.NaN) + (held.get(date.id) ?? 0),
      )
    }
  })

  it('seeds reviews of the demo customers’ completed bookings, each by the booking’s owner of a date that has ended; one seminar is left to review', async () => {
    const { docs } = await payload.find({ collection: 'reviews', ...all, depth: 1 })
    expect(docs).toHaveLength(DEMO_REVIEWS.length)
    const today = startOfToday()
    for (const review of docs) {
      const booking = review.booking as Booking
      expect(booking.status).not.toBe('cancelled')
      expect(booking.customerEmail).toBe((review.customer as Customer).email)
      expect(new Date(review.attendedUntil).getTime()).toBeLessThan(today.getTime())
    }
    expect(docs.filter((review) => review.status === 'published').length).toBeGreaterThan(1)
    const reviewed = new Set(
      docs.map((review) =>
        visitKey({
          bookingId: (review.booking as Booking).id,
          dateId: (review.seminarDate as SeminarDate).id,
        }),
      ),
    )
    const open = reviewableVisits(await getCustomerItems(katrin, 'de'), today).filter(
      (visit) => !reviewed.has(visitKey(visit)),
    )
    expect(open.map((visit) => visit.title)).toEqual([
      SEMINARS.find((seminar) => seminar.code === 'KO-101')?.de.title,
    ])
  })

  it('a second run creates nothing', async () => {
    const count = async () =>
      Promise.all(
        (['customers', 'bookings', 'seminar-dates'] as const).map(
          async (collection) =>
            (await payload.count({ collection, overrideAccess: true })).totalDocs,
        ),
      )
    const before = await count()
    // The two demo customers and the alumni whose reviews the demo shows.
    expect(before[0]).toBe(2 + ALUMNI.length)
    const second = await seed(payload, quiet)
    expect(second.created).toBe(false)
    expect(await count()).toEqual(before)
  })

  it('--reset changes nothing while a booking that is not the demo’s holds seats, and says which', async () => {
    const { docs } = await payload.find({
      collection: 'seminar-dates',
      where: { startDate: { greater_than: new Date().toISOString() } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const real = await bookStored(payload, [seminarItem(docs[0].id)])
    /**
     * What a reset would delete or rebuild: the pages, every booking, the seats taken on each date,
     * the customers.
     */
    const state = async () => ({
      pages: (await payload.count({ collection: 'pages', overrideAccess: true })).totalDocs,
      bookings: (await payload.find({ collection: 'bookings', sort: 'id', ...all })).docs,
      seatsTaken: (
        await payload.find({ collection: 'seminar-dates', sort: 'id', ...all })
      ).docs.map((date) => [date.id, date.seatsTaken]),
      customers: (await payload.find({ collection: 'customers', sort: 'id', ...all })).docs,
    })
    const before = await state()
    expect(before.bookings.map((booking) => booking.id)).toContain(real.id)
    expect(before.seatsTaken.length).toBeGreaterThan(0)
    expect(before.customers).toHaveLength(2 + ALUMNI.length)
    await expect(seed(payload, { ...quiet, reset: true })).rejects.toThrow(
      new RegExp(`--reset changed nothing: 1 booking\\(s\\).*${real.bookingNumber}`),
    )
    expect(await state()).toEqual(before)
    await payload.update({
      collection: 'bookings',
      id: real.id,
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
  }, 60_000)

  it('--reset rebuilds the demo bookings on the new catalogue, and keeps the customers', async () => {
    await seed(payload, { ...quiet, reset: true })
    expect((await payload.count({ collection: 'customers', overrideAccess: true })).totalDocs).toBe(
      2 + ALUMNI.length,
    )
    const items = await getCustomerItems(katrin, 'de')
    expect(items).toHaveLength(6)
    // Every booked date exists again: none points at a date the reset deleted.
    for (const item of items) {
      if (item.type === 'seminar') expect(item.seminarId, item.title).not.toBeNull()
      for (const programmeModule of item.modules)
        expect(programmeModule.seminarId, programmeModule.title).not.toBeNull()
    }
  }, 180_000)
})
