import { describe, expect, it } from 'vitest'

import { Bookings } from '@/features/booking/collection'
import { bookingRows } from '@/features/booking/collection/export'
import { customerMail, staffMail } from '@/features/booking/server/mail-texts'
import type { Booking } from '@/payload-types'

import baseline from './fixtures/booking-baseline.json'
import { bookingDoc } from './fixtures/booking-doc'
import { withoutFunctions } from './fixtures/inbox-baseline'

/**
 * The booking's field tables (contact person, billing address, participant) derive exactly what
 * was written out by hand before they existed (fixtures/booking-baseline.json: the collection's
 * fields, the CSV rows and the mails).
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
    expect(bookingRows([doc, bare], 'de')).toEqual(baseline['csv-de'])
    expect(bookingRows([doc], 'en')).toEqual(baseline['csv-en'])
  })

  it("derive the staff mail's address blocks as they were; the receipt adds only its confirmation link", () => {
    expect(staffMail(doc, 'https://x/admin/b/')).toEqual(baseline.staff)
    expect(staffMail(bare, 'https://x/admin/b/')).toEqual(baseline.staffBare)
    expect(customerMail(doc, { confirmationUrl: 'https://x/buchung/bestaetigung/t/' })).toEqual(
      baseline.customer,
    )
  })
})
