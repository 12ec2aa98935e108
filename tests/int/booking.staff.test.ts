import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { exportCsvEndpoint } from '@/features/booking/collection/export'
import { createBooking } from '@/features/booking/server/createBooking'
import { MAIL_DIR } from '@/lib/mail/adapter'
import type { Booking, User } from '@/payload-types'

import { noRevalidate } from '../helpers/payload'
import {
  booking,
  bookStored,
  type Catalogue,
  openBookingOffice,
  participant,
  seatsTaken,
  // An import list: the booking int tests each import the helpers they use.
  seminarItem,
  setBookingStatus,
} from './booking.fixtures'

let payload: Payload
let staff: User
let catalogue: Catalogue

const book = (...args: Parameters<typeof booking>) => bookStored(payload, ...args)

const setStatus = (id: number, status: 'new' | 'confirmed' | 'cancelled') =>
  setBookingStatus(payload, staff, id, status)

/** A staff save of a booking's items (what the admin form or PATCH /api/bookings/<id>/ sends). */
const saveItems = (id: number, items: Booking['items']) =>
  payload.update({
    collection: 'bookings',
    id,
    data: { items },
    user: staff,
    overrideAccess: false,
    context: noRevalidate,
  })

const seatsFixed = {
  name: 'ValidationError',
  data: { errors: [{ path: 'items', message: expect.stringContaining('Teilnehmerzahl') }] },
}

async function mailFiles(): Promise<string[]> {
  const names = await readdir(MAIL_DIR).catch(() => [] as string[])
  return Promise.all(
    names.filter((n) => n.endsWith('.eml')).map((n) => readFile(path.join(MAIL_DIR, n), 'utf8')),
  )
}

describe('bookings for staff', () => {
  beforeAll(async () => {
    ;({ payload, catalogue, staff } = await openBookingOffice('office@institut.example'))
  })

  it('cancelling gives the seats back exactly once, and a cancelled booking cannot be reopened', async () => {
    const date = await catalogue.addDate(10, 1)
    const doc = await book([seminarItem(date.id, 3)])
    expect(await seatsTaken(payload, date.id)).toBe(4)

    await setStatus(doc.id, 'confirmed')
    expect(await seatsTaken(payload, date.id)).toBe(4)
    const cancelled = await setStatus(doc.id, 'cancelled')
    expect(cancelled.seatsReleased).toBe(true)
    expect(await seatsTaken(payload, date.id)).toBe(1)
    await setStatus(doc.id, 'cancelled')
    expect(await seatsTaken(payload, date.id)).toBe(1)

    await expect(setStatus(doc.id, 'new')).rejects.toMatchObject({ name: 'ValidationError' })
    expect(
      (await payload.findByID({ collection: 'bookings', id: doc.id, overrideAccess: true })).status,
    ).toBe('cancelled')
    // Deleting it later does not give the seats back a second time.
    await payload.delete({ collection: 'bookings', id: doc.id, user: staff, overrideAccess: false })
    expect(await seatsTaken(payload, date.id)).toBe(1)
  })

  it('keeps each participant’s optional address with the booking', async () => {
    const date = await catalogue.addDate(10, 0)
    const doc = await book([
      {
        type: 'seminar',
        dateId: date.id,
        participants: [
          participant({ strasse: 'Hafenweg 3', plz: '48155', ort: 'Münster', land: 'AT' }),
        ],
      },
    ])
    expect(doc.items[0].participants[0]).toMatchObject({
      strasse: 'Hafenweg 3',
      plz: '48155',
      ort: 'Münster',
      land: 'AT',
    })
  })

  it('deleting a booking that still holds seats gives them back', async () => {
    const date = await catalogue.addDate(10)
    const doc = await book([seminarItem(date.id, 2)])
    expect(await seatsTaken(payload, date.id)).toBe(2)
    await payload.delete({ collection: 'bookings', id: doc.id, user: staff, overrideAccess: false })
    expect(await seatsTaken(payload, date.id)).toBe(0)
  })

  it('a programme takes a seat on every module date; cancelling gives all of them back', async () => {
    const first = await catalogue.addDate(10)
    const second = await catalogue.addDate(10)
    const programme = await catalogue.addProgramme()
    const [m1, m2] = programme.modules.map((m) => m.id!)
    const item = {
      type: 'qualifizierungsprogramm' as const,
      programmeId: programme.id,
      modules: [
        { moduleId: m1, dateId: first.id },
        { moduleId: m2, dateId: second.id },
      ],
      participants: [participant(), participant()],
    }

    const missingModule = await createBooking(
      payload,
      booking([{ ...item, modules: [item.modules[0]] }]),
    )
    expect(missingModule).toMatchObject({
      status: 'error',
      code: 'invalid',
      errors: { 'items.0.modules': 'booking.error.modules-invalid' },
    })

    const doc = await book([item])
    expect(doc.totals).toMatchObject([{ currency: 'EUR', amount: 11800 }])
    expect([await seatsTaken(payload, first.id), await seatsTaken(payload, second.id)]).toEqual([
      2, 2,
    ])
    // Both modules on the first date would move two seats: refused.
    const [stored] = doc.items
    await expect(
      saveItems(doc.id, [
        { ...stored, modules: stored.modules!.map((m) => ({ ...m, seminarDate: first.id })) },
      ]),
    ).rejects.toMatchObject(seatsFixed)
    expect([await seatsTaken(payload, first.id), await seatsTaken(payload, second.id)]).toEqual([
      2, 2,
    ])
    await setStatus(doc.id, 'cancelled')
    expect([await seatsTaken(payload, first.id), await seatsTaken(payload, second.id)]).toEqual([
      0, 0,
    ])
  })

  it('refuses item changes that would move seats, lets staff correct participants, and cancelling then gives back what is held', async () => {
    const date = await catalogue.addDate(14, 12)
    const other = await catalogue.addDate(14)
    const doc = await book([seminarItem(date.id, 1), seminarItem(other.id, 2)])
    expect([await seatsTaken(payload, date.id), await seatsTaken(payload, other.id)]).toEqual([
      13, 2,
    ])
    const [one, two] = doc.items

    const moreParticipants = [
      {
        ...one,
        participants: [...one.participants, ...Array.from({ length: 4 }, () => participant())],
      },
      two,
    ]
    const otherDate = [{ ...one, seminarDate: other.id }, two]
    const itemRemoved = [one]
    const participantRemoved = [one, { ...two, participants: two.participants.slice(1) }]
    const itemAdded = [one, two, { ...two, id: undefined, participants: [participant()] }]
    for (const items of [moreParticipants, otherDate, itemRemoved, participantRemoved, itemAdded]) {
      await expect(saveItems(doc.id, items as Booking['items'])).rejects.toMatchObject(seatsFixed)
    }
    expect([await seatsTaken(payload, date.id), await seatsTaken(payload, other.id)]).toEqual([
      13, 2,
    ])
    const unchanged = await payload.findByID({
      collection: 'bookings',
      id: doc.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(unchanged.items.map((item) => [item.seminarDate, item.participants.length])).toEqual([
      [date.id, 1],
      [other.id, 2],
    ])

    // A typo fixed and a colleague sent instead of another: same dates, same numbers, allowed.
    const corrected = [
      {
        ...one,
        participants: [
          { ...one.participants[0], nachname: 'Korrigiert', email: 'neu@firma.example' },
        ],
      },
      { ...two, participants: [two.participants[0], participant({ vorname: 'Ersatz' })] },
    ]
    const saved = await saveItems(doc.id, corrected as Booking['items'])
    expect(saved.items[0].participants[0]).toMatchObject({
      nachname: 'Korrigiert',
      email: 'neu@firma.example',
    })
    expect(saved.items[1].participants[1]).toMatchObject({ vorname: 'Ersatz' })
    expect([await seatsTaken(payload, date.id), await seatsTaken(payload, other.id)]).toEqual([
      13, 2,
    ])

    await setStatus(doc.id, 'confirmed')
    await setStatus(doc.id, 'cancelled')
    expect([await seatsTaken(payload, date.id), await seatsTaken(payload, other.id)]).toEqual([
      12, 0,
    ])
  })

  it('queues a confirmation and a staff mail in the booking transaction; running them sends each once', async () => {
    const date = await catalogue.addDate(10)
    const doc = await book([seminarItem(date.id, 2)], { language: 'en' })
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      pagination: false,
      overrideAccess: true,
    })
    const inputs = jobs.map(
      (job) =>
        job.input as {
          dedupeKey: string
          to: string
          subject: string
          text: string
          html?: string
        },
    )
    const customer = inputs.find((i) => i.dedupeKey === `booking:${doc.bookingNumber}:customer`)
    const staffMail = inputs.find((i) => i.dedupeKey === `booking:${doc.bookingNumber}:staff`)
    // Questions by reply reach the office, not the no-reply sender.
    expect(customer).toMatchObject({
      to: 'karl@firma.example',
      replyTo: 'team@institut.example',
      subject: `Your booking ${doc.bookingNumber} has been received`,
    })
    // HTML with a plain-text alternative; the staff mail stays plain text.
    expect(customer?.html).toMatch(/<html [^>]*lang="en"/)
    for (const body of [customer?.text, customer?.html]) {
      expect(body).toContain('Verhandeln mit Gewinn')
      expect(body).toContain('€2,980.00')
      expect(body).toContain('not confirmed yet')
    }
    // The booked period in the booking's language, as the English pages write it.
    expect(customer?.text).toMatch(/Date: \d{1,2} [A-Z][a-z]{2,3} \d{4}/)
    expect(customer?.text).not.toMatch(/\d{2}\.\d{2}\.\d{4}/)
    expect(staffMail).toMatchObject({ to: 'team@institut.example' })
    expect(staffMail?.html).toBeFalsy()

    await payload.jobs.run({ queue: 'default', limit: 50, sequential: true })
    const sent = (await mailFiles()).filter((mail) => mail.includes(doc.bookingNumber))
    expect(sent).toHaveLength(2)
    expect(
      sent.some(
        (mail) =>
          mail.includes('To: karl@firma.example') &&
          mail.includes('Reply-To: team@institut.example'),
      ),
    ).toBe(true)

    // The same mails queued again (a retry after a crash between sending and finishing) send
    // nothing.
    for (const input of [customer!, staffMail!])
      await payload.jobs.queue({ task: 'sendMail', input })
    await payload.jobs.run({ queue: 'default', limit: 50, sequential: true })
    expect((await mailFiles()).filter((mail) => mail.includes(doc.bookingNumber))).toHaveLength(2)
  })

  it('exports one CSV row per participant for staff only', async () => {
    const date = await catalogue.addDate(10)
    const billing = {
      firma: 'Müller; Söhne "Nord"',
      strasse: 'Hafenweg 5',
      plz: '48155',
      ort: 'Münster',
      land: 'AT',
    }
    const doc = await book([seminarItem(date.id, 3)], { billing })
    const asStaff = await createLocalReq({ user: { ...staff, collection: 'users' } }, payload)
    const response = await exportCsvEndpoint.handler(asStaff)
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="buchungen-\d{4}-\d\d-\d\d\.csv"$/,
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = new TextDecoder().decode(bytes).trim().split('\r\n')
    expect(rows[0]).toContain('Buchungsnummer;Gebucht am')
    const mine = rows.filter((row) => row.startsWith(`${doc.bookingNumber};`))
    expect(mine).toHaveLength(3)
    expect(mine[0]).toContain(';Verhandeln mit Gewinn;')
    expect(mine[0]).toContain(';1490,00;EUR;')
    expect(mine[0]).toContain(
      ';Karl Kontakt;karl@firma.example;\'+49 251 123456;"Müller; Söhne ""Nord""";;Hafenweg 5;48155;Münster;Österreich;',
    )

    const anonymous = await createLocalReq({}, payload)
    expect((await exportCsvEndpoint.handler(anonymous)).status).toBe(403)
  })
})
