import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { noRevalidate } from '../helpers/payload'
import {
  booking,
  bookStored,
  type Catalogue,
  openBookingOffice,
  seminarItem,
  setBookingStatus,
} from './booking.fixtures'

let payload: Payload
let staff: User
let catalogue: Catalogue

type MailInput = { dedupeKey: string; to: string; replyTo?: string; subject: string; text: string }

const book = (...args: Parameters<typeof booking>) => bookStored(payload, ...args)

const setStatus = (id: number, status: 'new' | 'confirmed' | 'cancelled') =>
  setBookingStatus(payload, staff, id, status)

/**
 * The mails queued for a booking, by the last part of their dedupe key (customer, staff, confirmed,
 * cancelled).
 */
async function mailsOf(bookingNumber: string): Promise<Record<string, MailInput>> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    pagination: false,
    overrideAccess: true,
  })
  const inputs = docs
    .map((job) => job.input as MailInput)
    .filter((input) => input.dedupeKey?.startsWith(`booking:${bookingNumber}:`))
  return Object.fromEntries(inputs.map((input) => [input.dedupeKey.split(':').pop()!, input]))
}

// Alike booking.staff-list.test.ts by shape only: each file sets up its own data.
describe('mails when staff confirm or cancel a booking', () => {
  beforeAll(async () => {
    ;({ payload, catalogue, staff } = await openBookingOffice('status-mails@institut.example'))
  })

  it('confirming sends the contact person the binding confirmation the receipt promised, once', async () => {
    const date = await catalogue.addDate(10)
    const doc = await book([seminarItem(date.id, 2)])
    expect(Object.keys(await mailsOf(doc.bookingNumber)).sort()).toEqual(['customer', 'staff'])

    await setStatus(doc.id, 'confirmed')
    const { confirmed } = await mailsOf(doc.bookingNumber)
    expect(confirmed).toMatchObject({
      to: 'karl@firma.example',
      replyTo: 'team@institut.example',
      subject: `Anmeldebestätigung ${doc.bookingNumber}`,
    })
    expect(confirmed.text).toContain('Guten Tag Herr Kontakt,')
    expect(confirmed.text).toContain('hiermit bestätigen wir Ihre Anmeldung verbindlich')
    expect(confirmed.text).toContain(`Buchungsnummer: ${doc.bookingNumber}`)
    expect(confirmed.text).toContain('Verhandeln mit Gewinn')

    // Saving again, or setting it back and confirming again, queues no second confirmation.
    await payload.update({
      collection: 'bookings',
      id: doc.id,
      data: { status: 'confirmed' },
      user: staff,
      overrideAccess: false,
      context: noRevalidate,
    })
    await setStatus(doc.id, 'new')
    await setStatus(doc.id, 'confirmed')
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      pagination: false,
      overrideAccess: true,
    })
    const confirmations = docs.filter(
      (job) => (job.input as MailInput).dedupeKey === `booking:${doc.bookingNumber}:confirmed`,
    )
    // The same save queues nothing; the second confirmation is queued under the same dedupe key, so
    // the outbox sends it once.
    expect(confirmations).toHaveLength(2)
    await payload.jobs.run({ queue: 'default', limit: 100, sequential: true })
    const sent = await payload.find({
      collection: 'sent-mails',
      where: { dedupeKey: { equals: `booking:${doc.bookingNumber}:confirmed` } },
      overrideAccess: true,
    })
    expect(sent.totalDocs).toBe(1)
  })

  it('cancelling tells the contact person, in the language of the booking, that the seats are released', async () => {
    const date = await catalogue.addDate(10)
    const doc = await book([seminarItem(date.id)], { language: 'en', kind: 'reservierung' })
    await setStatus(doc.id, 'cancelled')
    const { cancelled, confirmed } = await mailsOf(doc.bookingNumber)
    expect(confirmed).toBeUndefined()
    expect(cancelled).toMatchObject({
      to: 'karl@firma.example',
      subject: `Cancellation of your reservation ${doc.bookingNumber}`,
    })
    expect(cancelled.text).toContain('Dear Mr Kontakt,')
    expect(cancelled.text).toContain('your reservation has been cancelled and the seats released')
  })

  it('a refused status change (reopening a cancelled booking) queues nothing', async () => {
    const date = await catalogue.addDate(10)
    const doc = await book([seminarItem(date.id)])
    await setStatus(doc.id, 'cancelled')
    await expect(setStatus(doc.id, 'confirmed')).rejects.toMatchObject({ name: 'ValidationError' })
    expect(await mailsOf(doc.bookingNumber)).not.toHaveProperty('confirmed')
  })
})
