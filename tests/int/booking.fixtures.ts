import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import {
  type Booking,
  type BookingInput,
  bookingSchema,
  type ParticipantInput,
} from '@/features/booking/schema'
import { createBooking } from '@/features/booking/server/createBooking'
import type { Booking as StoredBooking, Programme, SeminarDate, User } from '@/payload-types'

import { createLocation, createTopic } from '../helpers/catalogue'
import { createStaff } from '../helpers/accounts'
import { getTestPayload, noRevalidate } from '../helpers/payload'
import { richText } from '../helpers/rich-text'
import { seedSettings } from './forms.fixtures'

/**
 * Catalogue for booking tests: one published seminar, one draft, a programme, and a staff mail
 * address.
 */
export async function seedCatalogue(payload: Payload) {
  await seedSettings(payload)
  const topic = await createTopic(payload, { description: 'x' })
  const place = await createLocation(payload, { standort_titel: 'Haus am Aasee' })
  const seminar = await payload.create({
    collection: 'seminars',
    data: {
      code: 'BK-1',
      title: 'Verhandeln mit Gewinn',
      slug: 'verhandeln',
      duration: 2,
      topics: [topic.id],
      description: richText('x'),
      _status: 'published',
    },
    context: noRevalidate,
  })
  const draft = await payload.create({
    collection: 'seminars',
    data: {
      code: 'BK-2',
      title: 'Entwurf',
      slug: 'entwurf',
      duration: 1,
      topics: [topic.id],
      description: richText('x'),
      _status: 'draft',
    },
    draft: true,
    context: noRevalidate,
  })
  let day = 0
  const addDate = (
    seatsTotal: number,
    seatsTaken = 0,
    seminarId = seminar.id,
    price = 1490,
  ): Promise<SeminarDate> => {
    day += 1
    const start = new Date(Date.UTC(2031, 2, day, 9))
    return payload.create({
      collection: 'seminar-dates',
      data: {
        seminar: seminarId,
        location: place.id,
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 86_400_000).toISOString(),
        price,
        currency: 'EUR',
        seatsTotal,
        seatsTaken,
      },
      context: noRevalidate,
    })
  }
  /** A published two-module programme whose modules both offer the catalogue's seminar. */
  const addProgramme = (): Promise<Programme> =>
    payload.create({
      collection: 'programmes',
      data: {
        title: 'Führungsprogramm',
        intro: 'x',
        price: 5900,
        currency: 'EUR',
        modules: [
          { title: 'Modul 1', category: 'Basis', seminars: [seminar.id] },
          { title: 'Modul 2', category: 'Vertiefung', seminars: [seminar.id] },
        ],
        _status: 'published',
      },
      context: noRevalidate,
    })
  return { seminar, draft, place, addDate, addProgramme }
}

export { createStaff }

/** The seeded booking catalogue with its date and programme factories. */
export type Catalogue = Awaited<ReturnType<typeof seedCatalogue>>

/** A test file's database with the booking catalogue and one staff member at `staffEmail`. */
export async function openBookingOffice(staffEmail: string) {
  const payload = await getTestPayload()
  const catalogue = await seedCatalogue(payload)
  return { payload, catalogue, staff: await createStaff(payload, staffEmail) }
}

/** A staff member's status change of a booking, as the admin saves it. */
export const setBookingStatus = (
  payload: Payload,
  staff: User,
  id: number,
  status: 'new' | 'confirmed' | 'cancelled',
) =>
  payload.update({
    collection: 'bookings',
    id,
    data: { status },
    user: staff,
    overrideAccess: false,
    context: noRevalidate,
  })

/** Books through the endpoint's own code and reads the stored booking back (relations as ids). */
export async function bookStored(
  payload: Payload,
  ...args: Parameters<typeof booking>
): Promise<StoredBooking> {
  const result = await createBooking(payload, booking(...args))
  if (result.status !== 'ok') throw new Error(`booking failed: ${JSON.stringify(result)}`)
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { bookingNumber: { equals: result.bookingNumber } },
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

let person = 0
/** A participant with a distinct name and address. */
export function participant(overrides: Partial<ParticipantInput> = {}): ParticipantInput {
  person += 1
  return {
    anrede: 'Frau',
    vorname: 'Petra',
    nachname: `Muster${'x'.repeat(person % 5)}`,
    email: `petra${person}@firma.example`,
    firma: 'Firma GmbH',
    ...overrides,
  }
}

/** A valid booking of the given items, parsed by the endpoint's own schema. */
export function booking(
  items: BookingInput['items'],
  overrides: Partial<BookingInput> = {},
): Booking {
  return bookingSchema.parse({
    language: 'de',
    idempotencyKey: randomUUID(),
    kind: 'buchung',
    items,
    contact: {
      anrede: 'Herr',
      vorname: 'Karl',
      nachname: 'Kontakt',
      email: 'karl@firma.example',
      telefon: '+49 251 123456',
      firma: 'Firma GmbH',
    },
    billing: {
      firma: 'Firma GmbH',
      strasse: 'Hafenweg 5',
      plz: '48155',
      ort: 'Münster',
      land: 'DE',
    },
    comment: '',
    datenschutz: true,
    agb: true,
    ...overrides,
  })
}

/** One seminar date with `count` participants. */
export const seminarItem = (dateId: number, count = 1): BookingInput['items'][number] => ({
  type: 'seminar',
  dateId,
  participants: Array.from({ length: count }, () => participant()),
})

/** The seats taken on a date, read fresh from the database. */
export async function seatsTaken(payload: Payload, dateId: number): Promise<number> {
  return (await payload.findByID({ collection: 'seminar-dates', id: dateId, depth: 0 })).seatsTaken
}
