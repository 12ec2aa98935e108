import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import ICAL from 'ical.js'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { calendarUid } from '@/features/calendar/ics'
import { handleCalendarRequest } from '@/features/calendar/server/http'
import { env } from '@/lib/env'
import { MAIL_DIR } from '@/lib/mail/adapter'
import type { MailAttachment } from '@/lib/mail/sendMailTask'
import type { User } from '@/payload-types'

import { getTestPayload, noRevalidate } from '../helpers/payload'
import { recordSentMails } from '../helpers/sent-mails'
import {
  bookStored,
  createStaff,
  participant,
  seedCatalogue,
  seminarItem,
} from './booking.fixtures'

let payload: Payload
let staff: User
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>

const download = (id: number | string, query = '?language=de') =>
  handleCalendarRequest(
    new Request(`http://localhost:3000/api/kalender/${id}/${query}`),
    String(id),
    payload,
  )

/** The one event of a calendar file, read with ical.js. */
const eventIn = (text: string) =>
  new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!)

type MailInput = { dedupeKey: string; attachments?: MailAttachment[] | null }

/** The queued mails of a booking, by the last part of their dedupe key. */
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

describe('calendar file of a seminar date', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    catalogue = await seedCatalogue(payload)
    staff = await createStaff(payload, 'calendar@institut.example')
  })

  it('downloads a published seminar’s date as an attachment, cacheable for a minute', async () => {
    const date = await catalogue.addDate(10)
    const response = await download(date.id)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="BK-1-\d{4}-\d{2}-\d{2}\.ics"$/,
    )
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
    const event = eventIn(await response.text())
    expect(event.uid).toBe(calendarUid(date.id, env.SITE_URL))
    expect(event.summary).toBe('Verhandeln mit Gewinn')
    expect(event.location).toBe('Haus am Aasee, Seeweg 1, 48149 Münster')
    expect(event.startDate.zone.tzid).toBe('Europe/Berlin')
  })

  it('answers 404 JSON for a date of an unpublished seminar, an unknown date and a bad id', async () => {
    const draftDate = await catalogue.addDate(10, 0, catalogue.draft.id)
    for (const id of [draftDate.id, 987_654, 'abc', '0']) {
      const response = await download(id)
      expect(response.status).toBe(404)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toEqual({ status: 404, message: 'Date not found' })
    }
  })

  // Alike booking.seats.test.ts by shape only: each test creates the date it needs.
  it('answers 404 for a date given only as text: it has no day to enter', async () => {
    const byArrangement = await payload.create({
      collection: 'seminar-dates',
      data: {
        seminar: catalogue.seminar.id,
        location: catalogue.place.id,
        daysText: 'nach Vereinbarung',
        price: 990,
        currency: 'EUR',
        seatsTotal: 8,
        seatsTaken: 0,
      },
      context: noRevalidate,
    })
    expect((await download(byArrangement.id)).status).toBe(404)
  })

  it('answers 400 for a language the site does not have', async () => {
    const date = await catalogue.addDate(10)
    expect((await download(date.id, '?language=fr')).status).toBe(400)
  })

  it('attaches one file per booked date to the receipt, and again to the binding confirmation', async () => {
    const seminarDate = await catalogue.addDate(10)
    const moduleDates = [await catalogue.addDate(10), await catalogue.addDate(10)]
    const programme = await catalogue.addProgramme()
    const doc = await bookStored(payload, [
      seminarItem(seminarDate.id, 2),
      {
        type: 'qualifizierungsprogramm',
        programmeId: programme.id,
        modules: programme.modules.map((m, index) => ({
          moduleId: m.id!,
          dateId: moduleDates[index].id,
        })),
        participants: [participant()],
      },
    ])
    const expectedUids = [seminarDate, ...moduleDates].map((d) => calendarUid(d.id, env.SITE_URL))

    const { customer, staff: staffMail } = await mailsOf(doc.bookingNumber)
    const attachments = customer.attachments ?? []
    expect(attachments).toHaveLength(3)
    expect(attachments.map((file) => eventIn(file.content).uid)).toEqual(expectedUids)
    for (const file of attachments) {
      expect(file.contentType).toBe('text/calendar; charset=utf-8')
      expect(file.filename).toMatch(/^BK-1-\d{4}-\d{2}-\d{2}\.ics$/)
      expect(eventIn(file.content).location).toBe('Haus am Aasee, Seeweg 1, 48149 Münster')
    }
    expect(staffMail.attachments ?? []).toHaveLength(0)

    await payload.update({
      collection: 'bookings',
      id: doc.id,
      data: { status: 'confirmed' },
      user: staff,
      overrideAccess: false,
      context: noRevalidate,
    })
    const { confirmed } = await mailsOf(doc.bookingNumber)
    expect((confirmed.attachments ?? []).map((file) => eventIn(file.content).uid)).toEqual(
      expectedUids,
    )

    // Sent, the receipt has the three files as text/calendar parts (here an .eml file, no SMTP).
    const { mailsTo } = recordSentMails(payload)
    await payload.jobs.run({ queue: 'default', limit: 50, sequential: true, silent: true })
    const receipt = (await mailsTo('karl@firma.example')).find(
      (mail) => mail.subject === `Ihre Buchung ${doc.bookingNumber} ist eingegangen`,
    ) as { attachments?: MailAttachment[] } | undefined
    expect(receipt?.attachments?.map((file) => file.filename)).toEqual(
      attachments.map((file) => file.filename),
    )
    const files = await readdir(MAIL_DIR)
    const sent = await Promise.all(files.map((name) => readFile(path.join(MAIL_DIR, name), 'utf8')))
    const receiptFile = sent.find((mail) =>
      mail.includes(`Subject: Ihre Buchung ${doc.bookingNumber} ist eingegangen`),
    )
    expect(receiptFile?.match(/^Content-Type: text\/calendar; charset=utf-8/gm)).toHaveLength(3)
    // Beside the files, the mail itself: HTML with its plain-text alternative.
    expect(receiptFile).toMatch(/^Content-Type: multipart\/alternative;/m)
    expect(receiptFile).toMatch(/^Content-Type: text\/plain; charset=utf-8/m)
    expect(receiptFile).toMatch(/^Content-Type: text\/html; charset=utf-8/m)
  })
})
