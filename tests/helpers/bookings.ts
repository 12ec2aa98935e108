import type { Payload } from 'payload'

import type { Booking } from '@/payload-types'

import { noRevalidate } from './payload'

type Person = { vorname: string; nachname: string; email: string }

/**
 * A confirmed booking stored directly (no seats, no mails): one seminar for 990 € that `person`
 * booked for themselves, for tests about who may see it.
 */
export const createConfirmedBooking = (
  payload: Payload,
  person: Person,
  {
    bookingNumber,
    title,
    idempotencyKey,
  }: Record<'bookingNumber' | 'title' | 'idempotencyKey', string>,
): Promise<Booking> => {
  const contact = { anrede: 'Frau' as const, ...person }
  return payload.create({
    collection: 'bookings',
    data: {
      bookingNumber,
      status: 'confirmed',
      kind: 'buchung',
      language: 'de',
      contact,
      billing: { strasse: 'Hafenweg 5', plz: '48155', ort: 'Münster', land: 'DE' },
      items: [{ type: 'seminar', title, price: 990, currency: 'EUR', participants: [contact] }],
      idempotencyKey,
    },
    overrideAccess: true,
    context: noRevalidate,
  })
}

let datedBookings = 0

/**
 * A booking of one seminar date stored directly (no seats, no mails) that `person` made for
 * themselves: confirmed unless `status` says otherwise. For tests about what a booking's owner
 * may do with it (reviews).
 */
export const createDatedBooking = (
  payload: Payload,
  person: Person,
  seminarDate: number,
  status: Booking['status'] = 'confirmed',
): Promise<Booking> => {
  datedBookings++
  const { vorname, nachname, email } = person
  const contact = { anrede: 'Frau' as const, vorname, nachname, email }
  return payload.create({
    collection: 'bookings',
    data: {
      bookingNumber: `B-2026-9${String(datedBookings).padStart(5, '0')}`,
      status,
      kind: 'buchung',
      language: 'de',
      contact,
      billing: { strasse: 'Hafenweg 5', plz: '48155', ort: 'Münster', land: 'DE' },
      items: [
        {
          type: 'seminar',
          seminarDate,
          title: 'Führen',
          price: 990,
          currency: 'EUR',
          participants: [contact],
        },
      ],
      idempotencyKey: `dated-booking-${datedBookings}`,
      // A cancelled booking holds no seats.
      seatsReleased: status === 'cancelled',
    },
    overrideAccess: true,
    context: noRevalidate,
  })
}
