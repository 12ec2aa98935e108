import { z } from 'zod'

import {
  honeypot,
  MAX_ID,
  mustAccept,
  oneOf,
  optionalText,
  requiredEmail,
  requiredText,
} from '@/features/forms/fields'
import { BOOKING_KINDS, COUNTRY_CODES, DEFAULT_COUNTRY } from '@/features/forms/options'
import { NAME_PATTERN, PHONE_PATTERN, POSTCODE_PATTERN } from '@/features/forms/patterns'
import { salutation, title } from '@/features/forms/rules'

import { MAX_ITEMS, MAX_PARTICIPANTS_PER_ITEM } from './constants'

const country = z
  .string()
  .trim()
  .refine((code) => COUNTRY_CODES.includes(code), 'forms.error.land-validate')
  .default(DEFAULT_COUNTRY)
/** VAT ids: letters, digits and spaces (DE123456789, ATU12345678). */
const VAT_PATTERN = /^[A-Z0-9 ]+$/i

/**
 * A participant of a seminar (docs/behaviour/entities.md Participant): name and e-mail required,
 * the rest optional.
 */
export const participantSchema = z.strictObject({
  anrede: salutation,
  titel: title,
  vorname: requiredText('vorname', NAME_PATTERN),
  nachname: requiredText('nachname', NAME_PATTERN),
  email: requiredEmail(),
  telefon: optionalText('telefon', PHONE_PATTERN, 40),
  mobiltelefon: optionalText('mobiltelefon', PHONE_PATTERN, 40),
  fax: optionalText('fax', PHONE_PATTERN, 40),
  firma: optionalText('firma'),
  abteilung: optionalText('abteilung'),
  strasse: optionalText('strasse'),
  plz: optionalText('plz', POSTCODE_PATTERN, 12),
  ort: optionalText('ort', NAME_PATTERN),
  land: country,
  ustidnr: optionalText('ustidnr', VAT_PATTERN, 20),
})

/**
 * The contact person who books (buchungData.ansprechpartner, docs/behaviour/entities.md): reachable
 * by mail and phone.
 */
export const contactSchema = z.strictObject({
  anrede: salutation,
  titel: title,
  vorname: requiredText('vorname', NAME_PATTERN),
  nachname: requiredText('nachname', NAME_PATTERN),
  firma: optionalText('firma'),
  abteilung: optionalText('abteilung'),
  email: requiredEmail(),
  telefon: requiredText('telefon', PHONE_PATTERN, 40),
  mobiltelefon: optionalText('mobiltelefon', PHONE_PATTERN, 40),
  fax: optionalText('fax', PHONE_PATTERN, 40),
})

/** The invoice address. */
export const billingSchema = z.strictObject({
  firma: optionalText('firma'),
  abteilung: optionalText('abteilung'),
  strasse: requiredText('strasse'),
  plz: requiredText('plz', POSTCODE_PATTERN, 12),
  ort: requiredText('ort', NAME_PATTERN),
  land: country,
  ustidnr: optionalText('ustidnr', VAT_PATTERN, 20),
})

const participants = z
  .array(participantSchema)
  .min(1, 'forms.error.teilnehmer-required')
  .max(MAX_PARTICIPANTS_PER_ITEM, 'forms.error.teilnehmer-validate')
// At most PostgreSQL's largest integer id: a larger one would make the lookup fail instead of finding nothing.
const id = z.number().int().positive().max(MAX_ID)

/** A seminar date with its participants. */
const seminarItem = z.strictObject({ type: z.literal('seminar'), dateId: id, participants })

/** A development programme: one chosen date per module, and the participants. */
const programmeItem = z.strictObject({
  type: z.literal('qualifizierungsprogramm'),
  programmeId: id,
  modules: z
    .array(z.strictObject({ moduleId: z.string().min(1).max(64), dateId: id }))
    .min(1)
    .max(12),
  participants,
})

/**
 * The booking the browser sends to POST /api/json-api/buchung/ ({ message: … }). Prices and seats
 * are never part of it: the server reads them. The idempotency key makes a repeated send one
 * booking.
 */
export const bookingSchema = z.strictObject({
  language: z.enum(['de', 'en']),
  idempotencyKey: z.uuid(),
  kind: oneOf('art', BOOKING_KINDS),
  items: z
    .array(z.discriminatedUnion('type', [seminarItem, programmeItem]))
    .min(1, 'forms.error.warenkorb-required')
    .max(MAX_ITEMS),
  contact: contactSchema,
  billing: billingSchema,
  comment: optionalText('mitteilung', undefined, 2000),
  datenschutz: mustAccept('datenschutz'),
  agb: mustAccept('agb'),
  video_url: honeypot,
})

export const bookingRequestSchema = z.strictObject({ message: bookingSchema })

export type BookingInput = z.input<typeof bookingSchema>
export type Booking = z.output<typeof bookingSchema>
export type ParticipantInput = z.input<typeof participantSchema>
