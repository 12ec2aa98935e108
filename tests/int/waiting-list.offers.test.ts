import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { seatsHeld } from '@/features/booking/collection/seats'
import { resetFormRateLimits } from '@/features/forms/server/rate-limits'
import { expireOffers } from '@/features/waiting-list/server/expiry'

import {
  bookStored,
  type Catalogue,
  openBookingOffice,
  seatsTaken,
  seminarItem,
} from './booking.fixtures'
import { mailsFor } from './forms.fixtures'
import { accept, cancel, entriesOf, join, offerToken, signUp } from './waiting-list.fixtures'

let payload: Payload
let catalogue: Catalogue
const HOUR = 3_600_000

/** Seats a date's active bookings hold and its entries hold: together, the date's count. */
async function seatBalance(dateId: number) {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { status: { not_equals: 'cancelled' } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const booked = docs.reduce((sum, b) => sum + (seatsHeld(b).get(dateId) ?? 0), 0)
  const held = (await entriesOf(payload, dateId))
    .filter((e) => e.waitingStatus === 'waiting' || e.waitingStatus === 'offered')
    .reduce((sum, e) => sum + (e.seatsHeld ?? 0), 0)
  return { booked, held, taken: await seatsTaken(payload, dateId) }
}

/** A date with `total` seats, all taken by bookings of one participant each. */
async function fullDate(total: number) {
  const date = await catalogue.addDate(total)
  const bookings = []
  for (let i = 0; i < total; i++) bookings.push(await bookStored(payload, [seminarItem(date.id)]))
  return { date, bookings }
}

describe('waiting list: holding, offering, booking', () => {
  beforeAll(async () => {
    process.env.RATE_LIMIT = 'off'
    ;({ payload, catalogue } = await openBookingOffice('warteliste@institut.example'))
  })
  beforeEach(() => resetFormRateLimits())

  it('a full date takes sign-ups in order and answers each its place; a bookable date refuses', async () => {
    const { date } = await fullDate(3)
    const first = await join(payload, signUp(date.id, { teilnehmer: 2 }))
    const second = await join(payload, signUp(date.id))
    expect(first).toMatchObject({ status: 200, body: { status: 'ok', position: 1 } })
    expect(second.body).toEqual({ status: 'ok', position: 2 })
    const again = await join(payload, signUp(date.id, { email: 'wanda-twice@firma.example' }))
    const repeated = await join(payload, signUp(date.id, { email: 'wanda-twice@firma.example' }))
    expect(repeated.body.position).toBe(again.body.position)
    expect(await entriesOf(payload, date.id)).toHaveLength(3)

    const open = await catalogue.addDate(5)
    const refused = await join(payload, signUp(open.id))
    expect(refused).toMatchObject({
      status: 400,
      body: { errors: { seminarDate: 'waitingList.error.seats-free' } },
    })
    const tooMany = await join(payload, signUp(date.id, { teilnehmer: 4 }))
    expect(tooMany.body.errors).toEqual({ teilnehmer: 'waitingList.error.too-many' })
    const unknown = await join(payload, signUp(999_999))
    expect(unknown.body.errors).toEqual({ seminarDate: 'waitingList.error.date-unavailable' })
    expect(await entriesOf(payload, open.id)).toHaveLength(0)
  })

  it('a cancellation offers the freed seat to the first entry, holds it and mails a 48-hour link', async () => {
    const { date, bookings } = await fullDate(2)
    await join(payload, signUp(date.id, { name: 'Erste Person' }))
    await join(payload, signUp(date.id, { name: 'Zweite Person' }))
    await cancel(payload, bookings[0].id)

    const [first, second] = await entriesOf(payload, date.id)
    expect(first).toMatchObject({ waitingStatus: 'offered', seatsHeld: 1 })
    expect(second).toMatchObject({ waitingStatus: 'waiting', seatsHeld: 0 })
    const expires = new Date(first.offerExpiresAt!).getTime()
    expect(expires - new Date(first.offeredAt!).getTime()).toBe(48 * HOUR)
    expect(await seatsTaken(payload, date.id)).toBe(2)
    const [mail] = await mailsFor(payload, `waiting-list:${first.id}:offer:`)
    expect(mail.to).toBe(first.email)
    expect(mail.subject).toContain('Verhandeln mit Gewinn')
    expect(mail.text).toMatch(/\/warteliste\/angebot\/#token=[\w-]{22}/)
    expect(await mailsFor(payload, `waiting-list:${second.id}:`)).toHaveLength(0)
  })

  it('nobody overtakes: a later small entry waits while the first collects the seats it needs', async () => {
    const { date, bookings } = await fullDate(3)
    await join(payload, signUp(date.id, { teilnehmer: 2 }))
    await join(payload, signUp(date.id, { teilnehmer: 1 }))
    await cancel(payload, bookings[0].id)
    let [big, small] = await entriesOf(payload, date.id)
    expect(big).toMatchObject({ waitingStatus: 'waiting', seatsHeld: 1 })
    expect(small).toMatchObject({ waitingStatus: 'waiting', seatsHeld: 0 })
    expect(await seatsTaken(payload, date.id)).toBe(3)

    await cancel(payload, bookings[1].id)
    await cancel(payload, bookings[2].id)
    ;[big, small] = await entriesOf(payload, date.id)
    expect(big).toMatchObject({ waitingStatus: 'offered', seatsHeld: 2 })
    expect(small).toMatchObject({ waitingStatus: 'offered', seatsHeld: 1 })
    expect(await seatsTaken(payload, date.id)).toBe(3)
  })

  it('more seats on the date go to the list; a deleted booking frees its seats as well', async () => {
    const { date, bookings } = await fullDate(1)
    await join(payload, signUp(date.id))
    await join(payload, signUp(date.id))
    await payload.update({
      collection: 'seminar-dates',
      id: date.id,
      data: { seatsTotal: 2 },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    let [first, second] = await entriesOf(payload, date.id)
    expect(first.waitingStatus).toBe('offered')
    expect(second.waitingStatus).toBe('waiting')
    await payload.delete({
      collection: 'bookings',
      id: bookings[0].id,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    ;[first, second] = await entriesOf(payload, date.id)
    expect(second.waitingStatus).toBe('offered')
    expect(await seatsTaken(payload, date.id)).toBe(2)
  })

  it('the link books the held seats once: the seat count stays, a second use answers 410', async () => {
    const { date, bookings } = await fullDate(2)
    await join(payload, signUp(date.id, { teilnehmer: 2 }))
    await cancel(payload, bookings[0].id)
    await cancel(payload, bookings[1].id)
    const [entry] = await entriesOf(payload, date.id)
    const token = (await offerToken(payload, entry.id))!

    const wrongCount = await accept(payload, token, date.id, 1)
    expect(wrongCount).toMatchObject({
      status: 400,
      body: { errors: { items: 'waitingList.error.items' } },
    })
    const booked = await accept(payload, token, date.id, 2)
    expect(booked).toMatchObject({ status: 200, body: { status: 'ok' } })
    expect(booked.body.bookingNumber).toMatch(/^B-\d{4}-\d{6}$/)
    const [after] = await entriesOf(payload, date.id)
    expect(after).toMatchObject({
      waitingStatus: 'booked',
      seatsHeld: 0,
      bookingNumber: booked.body.bookingNumber,
    })
    expect(await seatBalance(date.id)).toEqual({ booked: 2, held: 0, taken: 2 })
    expect((await accept(payload, token, date.id, 2)).status).toBe(410)
    expect(await seatsTaken(payload, date.id)).toBe(2)
  })

  it('an offer left for 48 hours expires and passes its seats to the next entry, once', async () => {
    const { date, bookings } = await fullDate(1)
    await join(payload, signUp(date.id))
    await join(payload, signUp(date.id))
    await cancel(payload, bookings[0].id)
    const [first] = await entriesOf(payload, date.id)
    const token = (await offerToken(payload, first.id))!

    await expireOffers(payload, new Date(Date.now() + 47 * HOUR))
    expect((await entriesOf(payload, date.id))[0].waitingStatus).toBe('offered')
    // Two instances at once (other tests' offers end here too): this one ends once, one mail next.
    const later = new Date(Date.now() + 48 * HOUR + 1000)
    await Promise.all([expireOffers(payload, later), expireOffers(payload, later)])
    const [expired, next] = await entriesOf(payload, date.id)
    expect(expired).toMatchObject({ waitingStatus: 'expired', seatsHeld: 0 })
    expect(next).toMatchObject({ waitingStatus: 'offered', seatsHeld: 1 })
    expect(await mailsFor(payload, `waiting-list:${next.id}:offer:`)).toHaveLength(1)
    expect((await accept(payload, token, date.id, 1)).status).toBe(410)
    expect(await seatsTaken(payload, date.id)).toBe(1)
  })

  it('the last seats freed with nobody waiting become bookable again', async () => {
    const { date, bookings } = await fullDate(1)
    await join(payload, signUp(date.id))
    await cancel(payload, bookings[0].id)
    await expireOffers(payload, new Date(Date.now() + 49 * HOUR))
    expect(await seatsTaken(payload, date.id)).toBe(0)
  })

  it('many parallel cancellations, acceptances and expiries: never overbooked, no seat offered twice', async () => {
    const seats = 12
    const { date, bookings } = await fullDate(seats)
    for (let i = 0; i < 30; i++)
      await join(payload, signUp(date.id, { teilnehmer: 1 + (i % 3) }), `198.51.100.${i}`)

    const acceptAll = async () => {
      const open = (await entriesOf(payload, date.id)).filter((e) => e.waitingStatus === 'offered')
      return Promise.all(
        open.map(async (entry, i) => {
          const token = (await offerToken(payload, entry.id))!
          // Every offer is sent twice at once: one booking at most.
          return Promise.all([
            accept(payload, token, date.id, entry.seatsHeld!, `192.0.2.${i}`),
            accept(payload, token, date.id, entry.seatsHeld!, `192.0.2.${100 + i}`),
          ])
        }),
      )
    }
    await Promise.all([
      ...bookings.slice(0, 8).map((b) => cancel(payload, b.id)),
      acceptAll(),
      expireOffers(payload, new Date(Date.now() + 49 * HOUR)),
    ])
    await Promise.all([
      acceptAll(),
      expireOffers(payload, new Date(Date.now() + 49 * HOUR)),
      ...bookings.slice(8).map((b) => cancel(payload, b.id)),
    ])
    await acceptAll()

    const balance = await seatBalance(date.id)
    expect(balance.taken).toBeLessThanOrEqual(seats)
    expect(balance.booked + balance.held).toBe(balance.taken)
    const entries = await entriesOf(payload, date.id)
    for (const entry of entries) {
      const offers = await mailsFor(payload, `waiting-list:${entry.id}:offer:`)
      expect(offers.length).toBeLessThanOrEqual(1)
      if (entry.waitingStatus === 'waiting') expect(offers).toHaveLength(0)
    }
    const acceptedBookings = entries.filter((e) => e.waitingStatus === 'booked')
    expect(acceptedBookings.length).toBeGreaterThan(0)
    // In order: no entry holds an offer or a booking while an earlier one still waits unserved.
    const firstWaiting = entries.findIndex((e) => e.waitingStatus === 'waiting')
    if (firstWaiting >= 0)
      expect(entries.slice(firstWaiting + 1).every((e) => e.waitingStatus === 'waiting')).toBe(true)
  })
})
