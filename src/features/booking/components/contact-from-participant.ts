import type { FieldErrors, Resolver } from 'react-hook-form'
import { get, set } from 'react-hook-form'

import type { Booking, BookingInput } from '../schema'

/** The participant whom the tick "participant 1 is the contact person" makes the contact person. */
export const FIRST_PARTICIPANT = 'items.0.participants.0'

/** The contact person's fields; a participant has each of them, with the same or looser rules. */
export const CONTACT_FIELDS = [
  'anrede',
  'titel',
  'vorname',
  'nachname',
  'email',
  'telefon',
  'firma',
  'abteilung',
  'mobiltelefon',
  'fax',
] as const

type ContactField = (typeof CONTACT_FIELDS)[number]
type Contact = BookingInput['contact']

/** Participant 1's values as the contact person's. */
export function contactFromFirstParticipant(values: BookingInput): Contact {
  const first: Record<string, unknown> = get(values, FIRST_PARTICIPANT) ?? {}
  return Object.fromEntries(CONTACT_FIELDS.map((name) => [name, first[name]])) as Contact
}

/** 'contact.telefon' → 'items.0.participants.0.telefon'; other paths stay as they are. */
export function onFirstParticipant(path: string): string {
  const field = path.startsWith('contact.') ? path.slice('contact.'.length) : null
  return field && (CONTACT_FIELDS as readonly string[]).includes(field as ContactField)
    ? `${FIRST_PARTICIPANT}.${field}`
    : path
}

/**
 * While the tick is set, the contact person is checked as participant 1's values, and what is wrong
 * with it shows on participant 1's fields (the contact person's are not on screen). The contact
 * person's rules are the stricter ones: a missing phone number shows at participant 1's phone.
 */
export function withContactFromParticipant(
  resolver: Resolver<BookingInput, unknown, Booking>,
  ticked: () => boolean,
): Resolver<BookingInput, unknown, Booking> {
  return async (values, context, options) => {
    if (!ticked()) return resolver(values, context, options)
    const result = await resolver(
      { ...values, contact: contactFromFirstParticipant(values) },
      context,
      options,
    )
    const contactErrors = (result.errors as FieldErrors<BookingInput>).contact
    if (!contactErrors) return result
    const errors = { ...result.errors } as FieldErrors<BookingInput>
    delete errors.contact
    for (const [field, error] of Object.entries(contactErrors)) {
      const path = onFirstParticipant(`contact.${field}`)
      if (!get(errors, path)) set(errors, path, error)
    }
    return { values: {}, errors }
  }
}
