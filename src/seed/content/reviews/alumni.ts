import type { PersonSeed, PortalBookingSeed } from '../portal/plans'

/** Keys of the alumni's bookings start with this, so `seed --reset` removes exactly these. */
export const ALUMNI_KEY_PREFIX = 'seed-alumni-'

type Alumnus = PersonSeed & { telefon: string; language: 'de' | 'en'; ort: string; plz: string }

/**
 * Former participants (fictional) whose reviews the demo shows: customer accounts that nobody can
 * log in to (a random password), each with a completed booking of their own.
 */
export const ALUMNI: Alumnus[] = [
  {
    anrede: 'Frau',
    vorname: 'Miriam',
    nachname: 'Hoffmann',
    email: 'miriam.hoffmann@example.com',
    firma: 'Nordlicht Versicherung AG',
    telefon: '+49 40 555 0101',
    language: 'de',
    ort: 'Hamburg',
    plz: '20095',
  },
  {
    anrede: 'Herr',
    vorname: 'Tobias',
    nachname: 'Winter',
    email: 'tobias.winter@example.com',
    firma: 'Winter & Söhne KG',
    telefon: '+49 231 555 0102',
    language: 'de',
    ort: 'Dortmund',
    plz: '44135',
  },
  {
    anrede: 'Frau',
    vorname: 'Sarah',
    nachname: 'Lindqvist',
    email: 'sarah.lindqvist@example.com',
    firma: 'Baltic Freight GmbH',
    telefon: '+49 451 555 0103',
    language: 'en',
    ort: 'Lübeck',
    plz: '23552',
  },
  {
    anrede: 'Herr',
    vorname: 'Deniz',
    nachname: 'Aydın',
    email: 'deniz.aydin@example.com',
    firma: 'Stadtwerke Beispielstadt',
    telefon: '+49 221 555 0104',
    language: 'de',
    ort: 'Köln',
    plz: '50667',
  },
  {
    anrede: 'Frau',
    vorname: 'Claudia',
    nachname: 'Brenner',
    email: 'claudia.brenner@example.com',
    firma: 'Brenner Medizintechnik GmbH',
    telefon: '+49 89 555 0105',
    language: 'de',
    ort: 'München',
    plz: '80331',
  },
  {
    anrede: 'Herr',
    vorname: 'Felix',
    nachname: 'Jansen',
    email: 'felix.jansen@example.com',
    firma: 'Jansen Software GmbH',
    telefon: '+49 251 555 0106',
    language: 'de',
    ort: 'Münster',
    plz: '48143',
  },
]

/** Each alumnus's completed seminar: which, how long ago, where (location index) and the price. */
const VISITS: { code: string; daysAgo: number; location: number; price: number }[] = [
  { code: 'FK-101', daysAgo: 300, location: 0, price: 1790 },
  { code: 'FK-101', daysAgo: 250, location: 1, price: 1790 },
  { code: 'FK-101', daysAgo: 200, location: 0, price: 1790 },
  { code: 'FK-101', daysAgo: 130, location: 2, price: 1790 },
  { code: 'FK-101', daysAgo: 75, location: 0, price: 1790 },
  { code: 'KO-102', daysAgo: 60, location: 1, price: 1290 },
]

/** The alumni's bookings, confirmed, one seminar each for themselves. */
export const ALUMNI_BOOKINGS: PortalBookingSeed[] = ALUMNI.map((person, index) => {
  const visit = VISITS[index]
  const { telefon, language, ort, plz, ...participant } = person
  return {
    key: `${ALUMNI_KEY_PREFIX}${person.vorname.toLowerCase()}`,
    contact: { ...participant, telefon },
    billing: { firma: person.firma ?? '', strasse: 'Hauptstraße 1', plz, ort, land: 'DE' },
    language,
    kind: 'buchung',
    status: 'confirmed',
    bookedDaysAgo: visit.daysAgo + 40,
    items: [
      {
        type: 'seminar',
        code: visit.code,
        when: { past: { daysAgo: visit.daysAgo, location: visit.location, price: visit.price } },
        participants: [participant],
      },
    ],
  }
})

export const ALUMNI_BOOKING_KEYS = ALUMNI_BOOKINGS.map((plan) => plan.key)
