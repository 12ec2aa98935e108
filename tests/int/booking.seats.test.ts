import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createBooking } from '@/features/booking/server/createBooking'
import type { User } from '@/payload-types'

import { noRevalidate } from '../helpers/payload'
import {
  booking,
  bookStored,
  type Catalogue,
  openBookingOffice,
  participant,
  seatsTaken,
  seminarItem,
} from './booking.fixtures'

let payload: Payload
let catalogue: Catalogue
let staff: User

const bookingCount = async () =>
  (await payload.count({ collection: 'bookings', overrideAccess: true })).totalDocs

describe('booking seats', () => {
  beforeAll(async () => {
    ;({ payload, catalogue, staff } = await openBookingOffice('seats@institut.example'))
  })

  it('50 simultaneous bookings for a date with 3 seats left: exactly 3 booked, 47 told it is full', async () => {
    const date = await catalogue.addDate(12, 9)
    const before = await bookingCount()
    const results = await Promise.all(
      Array.from({ length: 50 }, () => createBooking(payload, booking([seminarItem(date.id)]))),
    )

    const booked = results.filter((r) => r.status === 'ok')
    const full = results.filter((r) => r.status === 'error' && r.code === 'full')
    expect(booked).toHaveLength(3)
    expect(full).toHaveLength(47)
    expect(full[0]).toMatchObject({
      fullDates: [
        {
          dateId: date.id,
          title: 'Verhandeln mit Gewinn',
          period: expect.stringMatching(/^\d\d\.\d\d\.2031 – \d\d\.\d\d\.2031$/),
        },
      ],
    })
    expect(await seatsTaken(payload, date.id)).toBe(12)
    expect(await bookingCount()).toBe(before + 3)
    expect(new Set(booked.map((r) => r.status === 'ok' && r.bookingNumber)).size).toBe(3)
  })

  it('one full date among several books nothing, and the answer names that date', async () => {
    const open = await catalogue.addDate(10, 2)
    const nearlyFull = await catalogue.addDate(10, 9)
    const before = await bookingCount()

    const result = await createBooking(
      payload,
      booking([seminarItem(open.id, 2), seminarItem(nearlyFull.id, 2)]),
    )

    expect(result).toMatchObject({
      status: 'error',
      code: 'full',
      fullDates: [{ dateId: nearlyFull.id }],
    })
    expect(await seatsTaken(payload, open.id)).toBe(2)
    expect(await seatsTaken(payload, nearlyFull.id)).toBe(9)
    expect(await bookingCount()).toBe(before)
  })

  it('counts participants of several items on the same date together', async () => {
    const date = await catalogue.addDate(4, 1)
    const result = await createBooking(
      payload,
      booking([seminarItem(date.id, 2), seminarItem(date.id, 2)]),
    )
    expect(result).toMatchObject({ status: 'error', code: 'full' })
    expect(await seatsTaken(payload, date.id)).toBe(1)
  })

  it('a repeated idempotency key gives one booking and the same number, even when sent twice at once', async () => {
    const date = await catalogue.addDate(10)
    const request = booking([seminarItem(date.id, 2)])
    const before = await bookingCount()

    const [first, second] = await Promise.all([
      createBooking(payload, request),
      createBooking(payload, request),
    ])
    const third = await createBooking(payload, request)

    expect(first.status).toBe('ok')
    const number = first.status === 'ok' ? first.bookingNumber : ''
    expect(number).toMatch(/^B-\d{4}-\d{6}$/)
    expect(second).toMatchObject({ status: 'ok', bookingNumber: number })
    expect(third).toMatchObject({ status: 'ok', bookingNumber: number, repeated: true })
    expect(await bookingCount()).toBe(before + 1)
    expect(await seatsTaken(payload, date.id)).toBe(2)
  })

  it('stores prices, titles and places read from the database, with a total per currency', async () => {
    const date = await catalogue.addDate(10, 0, catalogue.seminar.id, 990)
    const result = await createBooking(payload, booking([seminarItem(date.id, 3)]))
    expect(result.status).toBe('ok')
    const number = result.status === 'ok' ? result.bookingNumber : ''
    const { docs } = await payload.find({
      collection: 'bookings',
      where: { bookingNumber: { equals: number } },
      overrideAccess: true,
    })
    expect(docs[0].items[0]).toMatchObject({
      title: 'Verhandeln mit Gewinn',
      place: 'Münster',
      price: 990,
      currency: 'EUR',
    })
    expect(docs[0].items[0].participants).toHaveLength(3)
    expect(docs[0].totals).toMatchObject([{ currency: 'EUR', amount: 2970 }])
    expect(docs[0]).toMatchObject({
      status: 'new',
      contactName: 'Karl Kontakt',
      seatsReleased: false,
    })
  })

  it('refuses dates of unpublished seminars and unknown dates, naming the item', async () => {
    const hidden = await catalogue.addDate(10, 0, catalogue.draft.id)
    const open = await catalogue.addDate(10)
    const result = await createBooking(
      payload,
      booking([seminarItem(open.id), seminarItem(hidden.id), seminarItem(999_999)]),
    )
    expect(result).toEqual({
      status: 'error',
      code: 'invalid',
      errors: {
        'items.1.dateId': 'booking.error.date-unavailable',
        'items.2.dateId': 'booking.error.date-unavailable',
      },
    })
    expect(await seatsTaken(payload, open.id)).toBe(0)
  })
})

describe('seminar dates and the seats bookings hold', () => {
  const asStaff = () => ({ user: staff, overrideAccess: false, context: noRevalidate })
  const dateExists = async (id: number) =>
    (await payload.count({ collection: 'seminar-dates', where: { id: { equals: id } } }))
      .totalDocs === 1
  const cancel = (id: number) =>
    payload.update({ collection: 'bookings', id, data: { status: 'cancelled' }, ...asStaff() })

  it('a date that bookings hold seats on cannot be deleted, as a seminar or a programme module, until they are cancelled', async () => {
    const unbooked = await catalogue.addDate(10)
    await payload.delete({ collection: 'seminar-dates', id: unbooked.id, ...asStaff() })
    expect(await dateExists(unbooked.id)).toBe(false)

    const date = await catalogue.addDate(10)
    const other = await catalogue.addDate(10)
    const programme = await catalogue.addProgramme()
    const seminarBooking = await bookStored(payload, [seminarItem(date.id, 2)])
    const [m1, m2] = programme.modules.map((m) => m.id!)
    const modules = [
      { moduleId: m1, dateId: other.id },
      { moduleId: m2, dateId: date.id },
    ]
    const programmeBooking = await bookStored(payload, [
      {
        type: 'qualifizierungsprogramm',
        programmeId: programme.id,
        modules,
        participants: [participant()],
      },
    ])
    expect(await seatsTaken(payload, date.id)).toBe(3)

    const refused = payload.delete({ collection: 'seminar-dates', id: date.id, ...asStaff() })
    await expect(refused).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining(seminarBooking.bookingNumber),
    })
    await expect(refused).rejects.toMatchObject({
      message: expect.stringContaining(programmeBooking.bookingNumber),
    })
    // A bulk delete through the API leaves it in place as well.
    const bulk = await payload.delete({
      collection: 'seminar-dates',
      where: { id: { equals: date.id } },
      ...asStaff(),
    })
    expect(bulk.errors).toHaveLength(1)
    expect(await dateExists(date.id)).toBe(true)
    expect(
      (
        await payload.findByID({
          collection: 'bookings',
          id: seminarBooking.id,
          depth: 0,
          overrideAccess: true,
        })
      ).items[0].seminarDate,
    ).toBe(date.id)

    await cancel(seminarBooking.id)
    await expect(
      payload.delete({ collection: 'seminar-dates', id: date.id, ...asStaff() }),
    ).rejects.toMatchObject({ status: 409 })
    await cancel(programmeBooking.id)
    expect(await seatsTaken(payload, date.id)).toBe(0)
    await payload.delete({ collection: 'seminar-dates', id: date.id, ...asStaff() })
    expect(await dateExists(date.id)).toBe(false)
    // The cancelled booking keeps what was booked (title, period, place), without the date.
    const kept = await payload.findByID({
      collection: 'bookings',
      id: seminarBooking.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(kept.items[0]).toMatchObject({
      seminarDate: null,
      title: 'Verhandeln mit Gewinn',
      period: expect.stringMatching(/2031/),
    })
  })

  it('staff cannot write the seats taken: not on create, not on update, not with a stale form', async () => {
    const created = await payload.create({
      collection: 'seminar-dates',
      data: {
        seminar: catalogue.seminar.id,
        location: catalogue.place.id,
        startDate: '2031-06-02T09:00:00.000Z',
        price: 990,
        currency: 'EUR',
        seatsTotal: 10,
        seatsTaken: 5,
      },
      ...asStaff(),
    })
    expect(created.seatsTaken).toBe(0)

    const date = await catalogue.addDate(10)
    const form = await payload.findByID({
      collection: 'seminar-dates',
      id: date.id,
      depth: 0,
      user: staff,
      overrideAccess: false,
    })
    const first = await bookStored(payload, [seminarItem(date.id, 2)])
    expect(await seatsTaken(payload, date.id)).toBe(2)

    const updated = await payload.update({
      collection: 'seminar-dates',
      id: date.id,
      data: { seatsTaken: 0 },
      ...asStaff(),
    })
    expect(updated.seatsTaken).toBe(2)
    // The editor's form was read before the booking: saving it changes the price, not the seats.
    const saved = await payload.update({
      collection: 'seminar-dates',
      id: date.id,
      data: { seatsTotal: form.seatsTotal, seatsTaken: form.seatsTaken, price: 1590 },
      ...asStaff(),
    })
    expect(saved).toMatchObject({ price: 1590, seatsTaken: 2 })
    await expect(
      payload.update({
        collection: 'seminar-dates',
        id: date.id,
        data: { seatsTotal: 1 },
        ...asStaff(),
      }),
    ).rejects.toMatchObject({ name: 'ValidationError', data: { errors: [{ path: 'seatsTotal' }] } })
    expect(await seatsTaken(payload, date.id)).toBe(2)

    // The booking code still moves them.
    await bookStored(payload, [seminarItem(date.id, 1)])
    expect(await seatsTaken(payload, date.id)).toBe(3)
    await cancel(first.id)
    expect(await seatsTaken(payload, date.id)).toBe(1)
  })
})
