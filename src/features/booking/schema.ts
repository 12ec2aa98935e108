import { z } from 'zod'

import { schemaFromTable } from '@/features/forms/field-table'
import { honeypot, MAX_ID, mustAccept, oneOf, optionalText } from '@/features/forms/fields'
import { BOOKING_KINDS } from '@/features/forms/options'

import { MAX_ITEMS, MAX_PARTICIPANTS_PER_ITEM } from './constants'
import { bookingBillingFields, bookingContactFields, bookingParticipantFields } from './fields'

/** A participant of a seminar (docs/behaviour/entities.md Participant). */
export const participantSchema = z.strictObject(schemaFromTable(bookingParticipantFields))

/** The contact person who books (docs/behaviour/entities.md, buchungData.ansprechpartner). */
export const contactSchema = z.strictObject(schemaFromTable(bookingContactFields))

/** The invoice address. */
export const billingSchema = z.strictObject(schemaFromTable(bookingBillingFields))

const participants = z
  .array(participantSchema)
  .min(1, 'forms.error.teilnehmer-required')
  .max(MAX_PARTICIPANTS_PER_ITEM, 'forms.error.teilnehmer-validate')
// At most PostgreSQL's largest integer id: a larger one would make the lookup fail instead of
// finding nothing.
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
