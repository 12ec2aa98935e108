import { createHash } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { readBookingConfirmation } from '@/features/booking/confirmation/read'
import { createBooking } from '@/features/booking/server/createBooking'
import type { SeminarDate, User } from '@/payload-types'

import {
  booking,
  type Catalogue,
  openBookingOffice,
  participant,
  seminarItem,
} from './booking.fixtures'

let payload: Payload
let catalogue: Catalogue
let staff: User

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** Books through the endpoint's own code; answers the number and the link's token. */
async function book(...args: Parameters<typeof booking>) {
  const result = await createBooking(payload, booking(...args))
  if (result.status !== 'ok' || result.repeated) throw new Error(JSON.stringify(result))
  return { number: result.bookingNumber, token: result.confirmationToken }
}

const storedByNumber = async (number: string, showHiddenFields = false) => {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { bookingNumber: { equals: number } },
    depth: 0,
    overrideAccess: true,
    showHiddenFields,
  })
  return docs[0]
}

describe('the booking confirmation link', () => {
  let date: SeminarDate

  beforeAll(async () => {
    ;({ payload, catalogue, staff } = await openBookingOffice('office@institut.example'))
    date = await catalogue.addDate(50)
  })

  it('is an unguessable token whose hash alone the booking keeps', async () => {
    const { number, token } = await book([seminarItem(date.id)])
    expect(token).toMatch(/^[\w-]{43}$/)
    const stored = await storedByNumber(number, true)
    expect(stored.confirmationTokenHash).toBe(sha256(token))
    expect(JSON.stringify(stored)).not.toContain(token)
    // The link expires at the end of the date's last day (midnight UTC after it).
    const lastDay = new Date(date.endDate!)
    expect(new Date(stored.confirmationExpiresAt!).getTime()).toBe(
      Date.UTC(lastDay.getUTCFullYear(), lastDay.getUTCMonth(), lastDay.getUTCDate() + 1),
    )
  })

  it('is in the receipt mail, and nowhere in what the API shows', async () => {
    const { number, token } = await book([seminarItem(date.id)], { language: 'en' })
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      pagination: false,
      overrideAccess: true,
    })
    const receipt = jobs
      .map((job) => job.input as { dedupeKey: string; text: string })
      .find((input) => input.dedupeKey === `booking:${number}:customer`)
    expect(receipt?.text).toContain(`/en/booking/confirmation/${token}/`)

    const asStaff = await payload.find({
      collection: 'bookings',
      where: { bookingNumber: { equals: number } },
      user: staff,
      overrideAccess: false,
    })
    expect(asStaff.docs[0]).not.toHaveProperty('confirmationTokenHash')
    expect(asStaff.docs[0]).not.toHaveProperty('confirmationExpiresAt')
    expect(await storedByNumber(number)).not.toHaveProperty('confirmationTokenHash')
  })

  it('opens the booking: number, items with dates and full address, participants, totals', async () => {
    const people = [participant({ vorname: 'Ida' }), participant({ vorname: 'Ole' })]
    const { number, token } = await book([
      { type: 'seminar', dateId: date.id, participants: people },
    ])
    const page = await readBookingConfirmation(payload, token, 'de')
    expect(page).toMatchObject({
      bookingNumber: number,
      kind: 'buchung',
      status: 'new',
      contact: { name: 'Karl Kontakt', email: 'karl@firma.example' },
      billing: ['Firma GmbH', 'Hafenweg 5', '48155 Münster', 'Deutschland'],
    })
    expect(page?.items).toEqual([
      {
        type: 'seminar',
        title: 'Verhandeln mit Gewinn',
        date: {
          dateId: date.id,
          period: expect.stringMatching(/^\d{2}\.\d{2}\.2031 – \d{2}\.\d{2}\.2031$/),
          place: { name: 'Haus am Aasee', address: ['Seeweg 1', '48149 Münster'] },
          hasDay: true,
        },
        modules: [],
        price: 1490,
        currency: 'EUR',
        participants: people.map((p) => `${p.vorname} ${p.nachname}`),
      },
    ])
    expect(page?.totals).toEqual([
      { currency: 'EUR', net: 2980, vatRate: 0.19, vat: 566.2, gross: 3546.2 },
    ])
    // The same booking in English: the days in the English notation.
    const english = await readBookingConfirmation(payload, token, 'en')
    expect(english?.items[0].date?.period).toMatch(/^\d{1,2} [A-Z][a-z]{2} 2031 – /)
  })

  it("shows a programme's modules with the seminar chosen for each", async () => {
    const programme = await catalogue.addProgramme()
    const first = await catalogue.addDate(20)
    const second = await catalogue.addDate(20)
    const modules = programme.modules.map((module, index) => ({
      moduleId: module.id!,
      dateId: [first, second][index].id,
    }))
    const { token } = await book([
      {
        type: 'qualifizierungsprogramm',
        programmeId: programme.id,
        modules,
        participants: [participant()],
      },
    ])
    const page = await readBookingConfirmation(payload, token, 'de')
    const [item] = page!.items
    expect(item).toMatchObject({ type: 'qualifizierungsprogramm', title: 'Führungsprogramm' })
    expect(item.date).toBeNull()
    expect(item.modules).toEqual([
      expect.objectContaining({
        title: 'Modul 1',
        seminarTitle: 'Verhandeln mit Gewinn',
        date: expect.objectContaining({ dateId: first.id, hasDay: true }),
      }),
      expect.objectContaining({
        title: 'Modul 2',
        seminarTitle: 'Verhandeln mit Gewinn',
        date: expect.objectContaining({ dateId: second.id }),
      }),
    ])
  })

  it('opens nothing for a wrong, malformed or expired token', async () => {
    const { number, token } = await book([seminarItem(date.id)])
    const changed = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    expect(await readBookingConfirmation(payload, changed, 'de')).toBeNull()
    expect(await readBookingConfirmation(payload, `${token}x`, 'de')).toBeNull()
    expect(await readBookingConfirmation(payload, '', 'de')).toBeNull()
    // The hash itself is no key either.
    expect(await readBookingConfirmation(payload, sha256(token), 'de')).toBeNull()

    const expiresAt = new Date((await storedByNumber(number, true)).confirmationExpiresAt!)
    const justBefore = new Date(expiresAt.getTime() - 1000)
    expect((await readBookingConfirmation(payload, token, 'de', justBefore))?.bookingNumber).toBe(
      number,
    )
    expect(await readBookingConfirmation(payload, token, 'de', expiresAt)).toBeNull()
  })

  it("opens only its own booking: one customer's token shows nothing of another's", async () => {
    const mine = await book([seminarItem(date.id)])
    const theirs = await book(
      [{ type: 'seminar', dateId: date.id, participants: [participant({ vorname: 'Fremd' })] }],
      {
        contact: {
          anrede: 'Frau',
          vorname: 'Vera',
          nachname: 'Andere',
          email: 'vera@andere.example',
          telefon: '+49 30 1234567',
        },
      },
    )
    const page = await readBookingConfirmation(payload, mine.token, 'de')
    expect(page?.bookingNumber).toBe(mine.number)
    const text = JSON.stringify(page)
    for (const foreign of [theirs.number, 'Vera', 'vera@andere.example', 'Fremd'])
      expect(text).not.toContain(foreign)
  })
})
