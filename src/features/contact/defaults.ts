import { FORM_TYPES } from '@/features/forms/form-types'
import { DEFAULT_COUNTRY, OTHER_MEDIUM } from '@/features/forms/options'
import type { ContactLongInput, ContactShortInput } from '@/features/contact/schema'

/** The contact endpoint of the public HTTP contract (docs/behaviour/http-calls.md). */
export const CONTACT_URL = '/api/json-api/kontakt/'

/** The data-layer event of a sent contact form (docs/behaviour/states.md Forms). */
export const CONTACT_EVENT = 'kontaktformular-abgeschickt'

export type ContactVariant = 'long' | 'short'

/**
 * Every field of the contact payload (docs/behaviour/entities.md), empty; both forms send this
 * whole shape. Written out rather than derived from the field table, which would bring zod into
 * the page's first load; the `satisfies` makes tsc name a field added to the table but not here.
 */
const EMPTY = {
  anrede: '',
  titel: '',
  vorname: '',
  nachname: '',
  // The empty message is spelled out (see above); forms.kontakt.test.ts and bench/forms.mjs spell
  // out the messages they send.
  abteilung: '',
  firma: '',
  strasse: '',
  plz: '',
  ort: '',
  land: '',
  mobiltelefon: '',
  telefon: '',
  fax: '',
  email: '',
  video_url: '',
  info: '',
  newsletter: false,
  mitteilung: '',
  medium: '',
  medium_other: '',
  emailBestaetigung: false,
  datenschutz: false,
} as const satisfies Record<Exclude<keyof ContactLongInput, 'formType' | 'requestPage'>, unknown>

/**
 * The values a contact form starts with (and returns to after a send): land DE in the long form,
 * empty in the short.
 */
export function contactDefaults(variant: 'long', requestPage: string): ContactLongInput
export function contactDefaults(variant: 'short', requestPage: string): ContactShortInput
export function contactDefaults(
  variant: ContactVariant,
  requestPage: string,
): ContactLongInput | ContactShortInput
export function contactDefaults(
  variant: ContactVariant,
  requestPage: string,
): ContactLongInput | ContactShortInput {
  // The schemas reject a false consent and an empty salutation; the defaults still start empty.
  const empty = { ...EMPTY, requestPage } as unknown as Omit<ContactLongInput, 'formType'>
  return variant === 'long'
    ? { ...empty, formType: FORM_TYPES.contactLong, land: DEFAULT_COUNTRY }
    : ({ ...empty, formType: FORM_TYPES.contactShort } as ContactShortInput)
}

/** The text for 'other' travels only when 'other' is the chosen medium. */
export function withoutStaleOther<T extends { medium?: string; medium_other?: string }>(
  values: T,
): T {
  return values.medium === OTHER_MEDIUM ? values : { ...values, medium_other: '' }
}
