import type { BookingStatus } from '@/features/booking/constants'

import { DEMO_CUSTOMER, DEMO_SECOND_CUSTOMER } from '../../credentials'

/**
 * When a booked seminar takes place: a past date the seed creates (the site never lists dates
 * before today), or the soonest upcoming catalogue date with enough free seats.
 */
export type DateWhen = { past: { daysAgo: number; location: number; price: number } } | { upcoming: true }

export type PersonSeed = { anrede: 'Herr' | 'Frau'; vorname: string; nachname: string; email: string; firma?: string }

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
  billing: { firma: string; abteilung?: string; strasse: string; plz: string; ort: string; land: string }
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
const colleague: PersonSeed = { anrede: 'Herr', vorname: 'Markus', nachname: 'Lehmann', email: 'markus.lehmann@example.com', firma: 'Beispielwerk GmbH' }
const katrinBilling = { firma: 'Beispielwerk GmbH', abteilung: 'Personalentwicklung', strasse: 'Hafenweg 12', plz: '48155', ort: 'Münster', land: 'DE' }

const jonas = {
  anrede: 'Herr' as const,
  vorname: DEMO_SECOND_CUSTOMER.vorname,
  nachname: DEMO_SECOND_CUSTOMER.nachname,
  email: DEMO_SECOND_CUSTOMER.email,
  firma: 'Muster Logistik AG',
  telefon: '+49 521 555 012 7',
}
const jonasBilling = { firma: 'Muster Logistik AG', strasse: 'Am Güterbahnhof 3', plz: '33602', ort: 'Bielefeld', land: 'DE' }

const upcoming: DateWhen = { upcoming: true }

/**
 * Katrin Beispiel: two completed seminars (one with a colleague), a cancelled booking, a confirmed
 * upcoming seminar, a reservation not yet confirmed, and the programme "Erste Führungsrolle" with
 * two modules behind her, one ahead and one module she has not booked (recommended in the portal).
 * Jonas Muster (English): one completed seminar and one upcoming booking.
 */
export const PORTAL_BOOKINGS: PortalBookingSeed[] = [
  {
    key: `${PORTAL_KEY_PREFIX}katrin-fuehrung`,
    contact: katrin,
    billing: katrinBilling,
    language: 'de',
    kind: 'buchung',
    status: 'confirmed',
    bookedDaysAgo: 200,
    items: [{ type: 'seminar', code: 'FK-101', when: { past: { daysAgo: 160, location: 0, price: 1790 } }, participants: [katrin, colleague] }],
  },
  {
    key: `${PORTAL_KEY_PREFIX}katrin-kommunikation`,
    contact: katrin,
    billing: katrinBilling,
    language: 'de',
    kind: 'buchung',
    status: 'confirmed',
    bookedDaysAgo: 95,
    items: [{ type: 'seminar', code: 'KO-101', when: { past: { daysAgo: 45, location: 2, price: 1290 } }, participants: [katrin] }],
  },
  {
    key: `${PORTAL_KEY_PREFIX}katrin-programm`,
    contact: katrin,
    billing: katrinBilling,
    language: 'de',
    kind: 'buchung',
    status: 'confirmed',
    bookedDaysAgo: 260,
    items: [
      {
        type: 'qualifizierungsprogramm',
        programme: 'Erste Führungsrolle',
        modules: [
          { module: 0, code: 'FK-102', when: { past: { daysAgo: 230, location: 0, price: 1390 } } },
          { module: 1, code: 'FK-201', when: { past: { daysAgo: 120, location: 1, price: 1490 } } },
          { module: 2, code: 'SM-102', when: upcoming },
        ],
        participants: [katrin],
      },
    ],
  },
  {
    key: `${PORTAL_KEY_PREFIX}katrin-storniert`,
    contact: katrin,
    billing: katrinBilling,
    language: 'de',
    kind: 'buchung',
    status: 'cancelled',
    bookedDaysAgo: 30,
    items: [{ type: 'seminar', code: 'VH-101', when: upcoming, participants: [katrin] }],
  },
  {
    key: `${PORTAL_KEY_PREFIX}katrin-konflikt`,
    contact: katrin,
    billing: katrinBilling,
    language: 'de',
    kind: 'buchung',
    status: 'confirmed',
    bookedDaysAgo: 20,
    items: [{ type: 'seminar', code: 'KM-201', when: upcoming, participants: [katrin] }],
  },
  {
    key: `${PORTAL_KEY_PREFIX}katrin-reservierung`,
    contact: katrin,
    billing: katrinBilling,
    language: 'de',
    kind: 'reservierung',
    status: 'new',
    bookedDaysAgo: 3,
    items: [{ type: 'seminar', code: 'PE-202', when: upcoming, participants: [katrin] }],
  },
  {
    key: `${PORTAL_KEY_PREFIX}jonas-projekte`,
    contact: jonas,
    billing: jonasBilling,
    language: 'en',
    kind: 'buchung',
    status: 'confirmed',
    bookedDaysAgo: 140,
    items: [{ type: 'seminar', code: 'PM-101', when: { past: { daysAgo: 90, location: 1, price: 1990 } }, participants: [jonas] }],
  },
  {
    key: `${PORTAL_KEY_PREFIX}jonas-verhandlung`,
    contact: jonas,
    billing: jonasBilling,
    language: 'en',
    kind: 'buchung',
    status: 'new',
    bookedDaysAgo: 5,
    items: [{ type: 'seminar', code: 'VH-201', when: upcoming, participants: [jonas] }],
  },
]
