import { DEFAULT_COUNTRY } from '@/features/forms/options'

/** The offer as the endpoint shows it to the holder of its link. */
export type OfferView = {
  state: 'open' | 'booked' | 'gone'
  dateId: number
  label: string
  seats: number
  expiresAt: string | null
  name: string
  email: string
  language: 'de' | 'en'
  bookingNumber: string | null
}

/** The form's names are the endpoint's error paths, so an error lands on its own field. */
export const participantField = (index: number, field: string) =>
  `booking.items.0.participants.${index}.${field}`

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim()

/**
 * The booking request of the held seats from the form's data: one seminar item on the held date,
 * participant 1 as the contact person, the invoice address; prices and seats come from the server.
 */
export function bookingOfForm(
  data: FormData,
  offer: OfferView,
  language: 'de' | 'en',
  idempotencyKey: string,
) {
  const land = text(data, 'booking.billing.land') || DEFAULT_COUNTRY
  const participants = Array.from({ length: offer.seats }, (_, index) => ({
    anrede: text(data, participantField(index, 'anrede')),
    vorname: text(data, participantField(index, 'vorname')),
    nachname: text(data, participantField(index, 'nachname')),
    email: text(data, participantField(index, 'email')),
    land,
  }))
  const first = participants[0]
  return {
    language,
    idempotencyKey,
    kind: 'buchung',
    items: [{ type: 'seminar', dateId: offer.dateId, participants }],
    contact: {
      anrede: first.anrede,
      vorname: first.vorname,
      nachname: first.nachname,
      email: first.email,
      telefon: text(data, 'booking.contact.telefon'),
      firma: text(data, 'booking.billing.firma'),
    },
    billing: {
      firma: text(data, 'booking.billing.firma'),
      strasse: text(data, 'booking.billing.strasse'),
      plz: text(data, 'booking.billing.plz'),
      ort: text(data, 'booking.billing.ort'),
      land,
    },
    comment: '',
    datenschutz: data.get('booking.datenschutz') === 'on',
    agb: data.get('booking.agb') === 'on',
    video_url: text(data, 'booking.video_url'),
  }
}

/** Participant 1 from the entry's name: the last word as surname, the rest as first name. */
export function splitName(name: string): { vorname: string; nachname: string } {
  const words = name.trim().split(/\s+/)
  if (words.length < 2) return { vorname: '', nachname: words[0] ?? '' }
  return { vorname: words.slice(0, -1).join(' '), nachname: words.at(-1)! }
}
