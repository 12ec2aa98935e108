import type { BookingStatus } from '@/features/booking/constants'

import { DEMO_CUSTOMER, DEMO_SECOND_CUSTOMER } from '../../credentials'

/**
 * When a booked seminar takes place: a past date the seed creates (the site never lists dates
 * before today), or the soonest upcoming catalogue date with enough free seats.
 */
export type DateWhen =
  { past: { daysAgo: number; location: number; price: number } } | { upcoming: true }

export type PersonSeed = {
  anrede: 'Herr' | 'Frau'
  vorname: string
  nachname: string
  email: string
  firma?: string
}

export type PortalItemSeed =
  | { type: 'seminar'; code: string; when: DateWhen; participants: PersonSeed[] }
  | {
      type: 'qualifizierungsprogramm'
      /** German title of a seeded programme. */
      programme: string
      /** The booked modules (index into the programme's modules) with the seminar and date chosen for each. */
      modules: { module: number; code: string; when: DateWhen }[]
      participants: PersonSeed[]
    }

export type PortalBookingSeed = {
  /** Stable key (stored as the booking's idempotency key): a booking with it exists → nothing to do. */
  key: string
  contact: PersonSeed & { telefon: string }
  billing: {
    firma: string
    abteilung?: string
    strasse: string
    plz: string
    ort: string
    land: string
  }
  language: 'de' | 'en'
  kind: 'buchung' | 'reservierung'
  status: BookingStatus
  /** Days before the seed ran that the booking was made. */
  bookedDaysAgo: number
  items: PortalItemSeed[]
}

/** Keys of the demo bookings start with this, so `seed --reset` removes exactly these. */
export const PORTAL_KEY_PREFIX = 'seed-portal-'

const katrin = {
  anrede: 'Frau' as const,
  vorname: DEMO_CUSTOMER.vorname,
  nachname: DEMO_CUSTOMER.nachname,
  email: DEMO_CUSTOMER.email,
  firma: 'Beispielwerk GmbH',
  telefon: '+49 251 987 654 3',
}
const colleague: PersonSeed = {
  anrede: 'Herr',
  vorname: 'Markus',
  nachname: 'Lehmann',
  email: 'markus.lehmann@example.com',
  firma: 'Beispielwerk GmbH',
}
const katrinBilling = {
  firma: 'Beispielwerk GmbH',
  abteilung: 'Personalentwicklung',
  strasse: 'Hafenweg 12',
  plz: '48155',
  ort: 'Münster',
  land: 'DE',
}

const jonas = {
  anrede: 'Herr' as const,
  vorname: DEMO_SECOND_CUSTOMER.vorname,
  nachname: DEMO_SECOND_CUSTOMER.nachname,
  email: DEMO_SECOND_CUSTOMER.email,
  firma: 'Muster Logistik AG',
  telefon: '+49 521 555 012 7',
}
const jonasBilling = {
  firma: 'Muster Logistik AG',
  strasse: 'Am Güterbahnhof 3',
  plz: '33602',
  ort: 'Bielefeld',
  land: 'DE',
}

const upcoming: DateWhen = { upcoming: true }
const past = (daysAgo: number, location: number, price: number): DateWhen => ({
  past: { daysAgo, location, price },
})

/** Who books: contact person, billing address and language, the same in each of their bookings. */
type Booker = Pick<PortalBookingSeed, 'contact' | 'billing' | 'language'>
const KATRIN: Booker = { contact: katrin, billing: katrinBilling, language: 'de' }
const JONAS: Booker = { contact: jonas, billing: jonasBilling, language: 'en' }

type SeminarBookingPlan = {
  /** Appended to PORTAL_KEY_PREFIX. */
  key: string
  by: Booker
  code: string
  when: DateWhen
  bookedDaysAgo: number
  status?: BookingStatus
  kind?: PortalBookingSeed['kind']
  /** The contact person alone unless given. */
  participants?: PersonSeed[]
}

/** A booking of one seminar: confirmed, a firm booking and for the contact person unless said otherwise. */
function seminarBooking({
  key,
  by,
  code,
  when,
  bookedDaysAgo,
  status = 'confirmed',
  kind = 'buchung',
  participants = [by.contact],
}: SeminarBookingPlan): PortalBookingSeed {
  return {
    key: `${PORTAL_KEY_PREFIX}${key}`,
    ...by,
    kind,
    status,
    bookedDaysAgo,
    items: [{ type: 'seminar', code, when, participants }],
  }
}

/**
 * Katrin Beispiel: two completed seminars (one with a colleague), a cancelled booking, a confirmed
 * upcoming seminar, a reservation not yet confirmed, and the programme "Erste Führungsrolle" with
 * two modules behind her, one ahead and one module she has not booked (recommended in the portal).
 * Jonas Muster (English): one completed seminar and one upcoming booking.
 */
export const PORTAL_BOOKINGS: PortalBookingSeed[] = [
  seminarBooking({
    key: 'katrin-fuehrung',
    by: KATRIN,
    code: 'FK-101',
    when: past(160, 0, 1790),
    bookedDaysAgo: 200,
    participants: [katrin, colleague],
  }),
  seminarBooking({
    key: 'katrin-kommunikation',
    by: KATRIN,
    code: 'KO-101',
    when: past(45, 2, 1290),
    bookedDaysAgo: 95,
  }),
  {
    key: `${PORTAL_KEY_PREFIX}katrin-programm`,
    ...KATRIN,
    kind: 'buchung',
    status: 'confirmed',
    bookedDaysAgo: 260,
    items: [
      {
        type: 'qualifizierungsprogramm',
        programme: 'Erste Führungsrolle',
        modules: [
          { module: 0, code: 'FK-102', when: past(230, 0, 1390) },
          { module: 1, code: 'FK-201', when: past(120, 1, 1490) },
          { module: 2, code: 'SM-102', when: upcoming },
        ],
        participants: [katrin],
      },
    ],
  },
  seminarBooking({
    key: 'katrin-storniert',
    by: KATRIN,
    code: 'VH-101',
    when: upcoming,
    bookedDaysAgo: 30,
    status: 'cancelled',
  }),
  seminarBooking({
    key: 'katrin-konflikt',
    by: KATRIN,
    code: 'KM-201',
    when: upcoming,
    bookedDaysAgo: 20,
  }),
  seminarBooking({
    key: 'katrin-reservierung',
    by: KATRIN,
    code: 'PE-202',
    when: upcoming,
    bookedDaysAgo: 3,
    status: 'new',
    kind: 'reservierung',
  }),
  seminarBooking({
    key: 'jonas-projekte',
    by: JONAS,
    code: 'PM-101',
    when: past(90, 1, 1990),
    bookedDaysAgo: 140,
  }),
  seminarBooking({
    key: 'jonas-verhandlung',
    by: JONAS,
    code: 'VH-201',
    when: upcoming,
    bookedDaysAgo: 5,
    status: 'new',
  }),
]
