import { z } from 'zod'

import en from '../../../messages/en.json'

import type { FieldKind, Label, TableEntry } from '@/features/forms/field-table'
import { COUNTRY_CODES, DEFAULT_COUNTRY, SALUTATIONS, TITLES } from '@/features/forms/options'

/**
 * The parts the booking's field tables (fields.ts) are made of: editable admin fields (staff may
 * correct a booking's people), the person fields with their labels, and the mail-line helpers.
 */

export const text = (required = false): FieldKind => ({
  payload: (fieldName, label) => ({ name: fieldName, type: 'text', required, label }),
})
// The admin shows an empty choice as '–' (a select cannot hold ''), a value in its language when
// `english` names it.
const options = (values: readonly string[], english: Record<string, string> = {}) =>
  values.map((value) => ({
    label: english[value] ? { de: value, en: english[value] } : value || '–',
    value: value || 'none',
  }))
const select = (
  values: readonly string[],
  required: boolean,
  english?: Record<string, string>,
): FieldKind => ({
  payload: (fieldName, label) => ({
    name: fieldName,
    type: 'select',
    ...(required ? { required } : {}),
    options: options(values, english).filter((option) => option.value !== 'none'),
    label,
  }),
})

export const country = z
  .string()
  .trim()
  .refine((code) => COUNTRY_CODES.includes(code), 'forms.error.land-validate')
  .default(DEFAULT_COUNTRY)
/** VAT ids: letters, digits and spaces (DE123456789, ATU12345678). */
export const VAT_PATTERN = /^[A-Z0-9 ]+$/i

export const label = (de: string, en: string): Label => ({ de, en })
/** Title and names as one would write them on a badge. */
export const personName = (p: { titel?: unknown; vorname?: unknown; nachname?: unknown }) =>
  [p.titel, p.vorname, p.nachname].filter(Boolean).join(' ')

export const person = {
  anrede: {
    name: 'anrede',
    label: label('Anrede', 'Salutation'),
    kind: select(SALUTATIONS, true, en.forms.option.salutation),
  },
  titel: { name: 'titel', label: label('Titel', 'Title'), kind: select(TITLES, false) },
  vorname: { name: 'vorname', label: label('Vorname', 'First name'), kind: text(true) },
  nachname: { name: 'nachname', label: label('Nachname', 'Last name'), kind: text(true) },
  email: { name: 'email', label: label('E-Mail', 'Email'), kind: text(true) },
  telefon: { name: 'telefon', label: label('Telefon', 'Phone'), kind: text() },
  firma: { name: 'firma', label: label('Firma', 'Company'), kind: text() },
  abteilung: { name: 'abteilung', label: label('Abteilung', 'Department'), kind: text() },
  mobiltelefon: { name: 'mobiltelefon', label: label('Mobiltelefon', 'Mobile'), kind: text() },
  fax: { name: 'fax', label: label('Fax', 'Fax'), kind: text() },
  ustidnr: { name: 'ustidnr', label: label('USt-IdNr.', 'VAT number'), kind: text() },
  strasse: { name: 'strasse', label: label('Straße', 'Street') },
  plz: { name: 'plz', label: label('PLZ', 'Postcode') },
  ort: { name: 'ort', label: label('Ort', 'City') },
  land: { name: 'land', label: label('Land', 'Country') },
} as const satisfies Record<string, Omit<TableEntry, 'kind'> & { kind?: FieldKind }>

export const off = { csv: false, mail: false } as const
/** An address-block line of the staff mail: the value, after its prefix if it has one. */
export const line = (prefix: string, after?: string) => ({ label: label(prefix, prefix), after })
