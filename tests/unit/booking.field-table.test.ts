import { describe, expect, it } from 'vitest'

import { Bookings } from '@/features/booking/collection'
import { bookingHeadings, bookingRows } from '@/features/booking/collection/export'
import { staffMail } from '@/features/booking/server/staff-mail'
import type { Booking } from '@/payload-types'

import baseline from './fixtures/booking-baseline.json'
import { bookingDoc } from './fixtures/booking-doc'
import { withoutFunctions } from './fixtures/inbox-baseline'

/**
 * The booking's field tables (contact person, billing address, participant) derive exactly what
 * was written out by hand before they existed (fixtures/booking-baseline.json: the collection's
 * fields, the CSV rows and the staff mail; since issue 29 the CSV names each module's seminar and
 * the staff mail's total is net, VAT and gross). The receipt has its own tests (booking.mails).
 */
describe('the booking field tables', () => {
  const doc = bookingDoc as unknown as Booking
  const bare = {
    ...doc,
    contact: { ...doc.contact, titel: null, firma: '', abteilung: '', mobiltelefon: '', fax: '' },
    billing: { ...doc.billing, firma: '', abteilung: '', ustidnr: '' },
  } as Booking

  it('derive the fields of the bookings collection as they were', () => {
    expect(withoutFunctions(Bookings.fields)).toEqual(baseline.fields)
  })

  it('derive the CSV rows (one per participant) as they were, in both languages', () => {
    const csv = (bookings: Booking[], language: 'de' | 'en') => [
      bookingHeadings(language),
      ...bookingRows(bookings, language),
    ]
    expect(csv([doc, bare], 'de')).toEqual(baseline['csv-de'])
    expect(csv([doc], 'en')).toEqual(baseline['csv-en'])
  })

  it("derive the staff mail's address blocks as they were", () => {
    expect(staffMail(doc, 'https://x/admin/b/')).toEqual(baseline.staff)
    expect(staffMail(bare, 'https://x/admin/b/')).toEqual(baseline.staffBare)
  })
})
