import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { exportCsvEndpoint } from '@/features/booking/collection/export'
import type { User } from '@/payload-types'

import {
  bookStored,
  type Catalogue,
  openBookingOffice,
  participant,
  seminarItem,
  setBookingStatus,
} from './booking.fixtures'

let payload: Payload
let staff: User
let catalogue: Catalogue

type MailInput = { dedupeKey: string; subject: string; text: string; html?: string | null }

/** The mails queued for a booking, by the last part of their dedupe key. */
async function mailsOf(bookingNumber: string): Promise<Record<string, MailInput>> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    pagination: false,
    overrideAccess: true,
  })
  // Intl writes a no-break space between amount and currency ('11.800,00 €'): read as a space.
  const inputs = docs
    .map((job) => JSON.parse(JSON.stringify(job.input).replaceAll('\u00a0', ' ')) as MailInput)
    .filter((input) => input.dedupeKey?.startsWith(`booking:${bookingNumber}:`))
  return Object.fromEntries(inputs.map((input) => [input.dedupeKey.split(':').pop()!, input]))
}

const count = (text: string | null | undefined, part: string) => (text ?? '').split(part).length - 1

/**
 * A programme booking names the seminar chosen for each module wherever it is read: in the
 * receipt and the binding confirmation (HTML and plain text), in the staff mail and in the CSV;
 * the visitor's mails give the total as net, VAT and gross.
 */
describe('the mails and the CSV of a programme booking', () => {
  beforeAll(async () => {
    ;({ payload, catalogue, staff } = await openBookingOffice('programme@institut.example'))
  })

  it('name the seminar per module and the total as net, VAT and gross', async () => {
    const [first, second] = [await catalogue.addDate(10), await catalogue.addDate(10)]
    const programme = await catalogue.addProgramme()
    const [m1, m2] = programme.modules.map((module) => module.id!)
    const doc = await bookStored(payload, [
      {
        type: 'qualifizierungsprogramm',
        programmeId: programme.id,
        modules: [
          { moduleId: m1, dateId: first.id },
          { moduleId: m2, dateId: second.id },
        ],
        participants: [participant(), participant()],
      },
    ])
    const { customer, staff: staffMail } = await mailsOf(doc.bookingNumber)

    // Received, not yet binding: that word belongs to the confirmation.
    expect(customer.subject).toBe(`Ihre Buchung ${doc.bookingNumber} ist eingegangen`)
    expect(customer.text).toContain('Sie ist bei uns eingegangen und noch nicht bestätigt.')
    expect(customer.text).not.toContain('Die Plätze sind für Sie reserviert')
    expect(customer.text).not.toContain('bestätigen wir Ihre Anmeldung verbindlich')
    for (const body of [customer.text, customer.html]) {
      expect(count(body, 'Seminar: Verhandeln mit Gewinn')).toBe(2)
      expect(body).toContain('11.800,00 €')
      expect(body).toContain('2.242,00 €')
      expect(body).toContain('14.042,00 €')
    }
    expect(customer.text).toContain('Summe netto: 11.800,00 €')
    expect(customer.text).toContain('zzgl. 19 % MwSt.: 2.242,00 €')
    expect(customer.text).toContain('Gesamtbetrag: 14.042,00 €')

    expect(staffMail.html).toBeFalsy()
    expect(staffMail.text).toContain('Modul Modul 1: Seminar „Verhandeln mit Gewinn“, ')
    expect(staffMail.text).toContain('Modul Modul 2: Seminar „Verhandeln mit Gewinn“, ')
    expect(staffMail.text).toContain(
      'Summe netto: 11.800,00 €, zzgl. 19 % MwSt. 2.242,00 €, brutto 14.042,00 €',
    )

    const asStaff = await createLocalReq({ user: { ...staff, collection: 'users' } }, payload)
    const csv = new TextDecoder().decode(
      await (await exportCsvEndpoint.handler(asStaff)).arrayBuffer(),
    )
    expect(csv).toContain('Module und gewählte Seminare')
    const rows = csv.split('\r\n').filter((row) => row.startsWith(`${doc.bookingNumber};`))
    expect(rows).toHaveLength(2)
    for (const row of rows)
      expect(row).toMatch(
        /Modul 1: Verhandeln mit Gewinn \([^)]*\) \| Modul 2: Verhandeln mit Gewinn \([^)]*\)/,
      )

    await setBookingStatus(payload, staff, doc.id, 'confirmed')
    const { confirmed } = await mailsOf(doc.bookingNumber)
    expect(confirmed.text).toContain('hiermit bestätigen wir Ihre Anmeldung verbindlich')
    expect(confirmed.html).toContain('Ihre Anmeldung ist verbindlich')
    expect(count(confirmed.text, 'Seminar: Verhandeln mit Gewinn')).toBe(2)
    expect(confirmed.text).toContain('Gesamtbetrag: 14.042,00 €')
  })

  it('writes an English booking in English, with the English money format', async () => {
    const date = await catalogue.addDate(10)
    const doc = await bookStored(payload, [seminarItem(date.id)], {
      language: 'en',
      kind: 'reservierung',
    })
    const { customer } = await mailsOf(doc.bookingNumber)
    expect(customer.subject).toBe(`Your reservation ${doc.bookingNumber} has been received`)
    expect(customer.html).toMatch(/<html [^>]*lang="en"/)
    expect(customer.text).toContain('It has reached us and is not confirmed yet.')
    expect(customer.text).toContain('Total net: €1,490.00')
    expect(customer.text).toContain('plus 19% VAT: €283.10')
    expect(customer.text).toContain('Total gross: €1,773.10')
  })
})
