import { z } from 'zod'

import type { FieldKind, FieldTable, Label, TableEntry } from '@/features/forms/field-table'
import { optionalText, requiredEmail, requiredText } from '@/features/forms/fields'
import {
  COUNTRY_CODES,
  countryName,
  DEFAULT_COUNTRY,
  SALUTATIONS,
  TITLES,
} from '@/features/forms/options'
import { NAME_PATTERN, POSTCODE_PATTERN } from '@/features/forms/patterns'
import {
  name,
  optionalPhone,
  POSTCODE_MAX,
  requiredPhone,
  salutation,
  title,
} from '@/features/forms/rules'

/**
 * The booking's field tables, one per person group: the contact person who books, the billing
 * address and each participant. Each derives its zod schema (schema.ts), its fields in the
 * bookings collection (collection/), its CSV columns (collection/export.ts, one row per
 * participant) and the staff mail's address blocks (server/mail-texts.ts). Unlike the inboxes,
 * staff may edit a booking's people, so these fields are not read-only.
 */

const text = (required = false): FieldKind => ({
  payload: (fieldName, label) => ({ name: fieldName, type: 'text', required, label }),
})
// The admin shows an empty choice as '–' (a select cannot hold '').
const options = (values: readonly string[]) =>
  values.map((value) => ({ label: value || '–', value: value || 'none' }))
const select = (values: readonly string[], required: boolean): FieldKind => ({
  payload: (fieldName, label) => ({
    name: fieldName,
    type: 'select',
    ...(required ? { required } : {}),
    options: options(values).filter((option) => option.value !== 'none'),
    label,
  }),
})

const country = z
  .string()
  .trim()
  .refine((code) => COUNTRY_CODES.includes(code), 'forms.error.land-validate')
  .default(DEFAULT_COUNTRY)
/** VAT ids: letters, digits and spaces (DE123456789, ATU12345678). */
const VAT_PATTERN = /^[A-Z0-9 ]+$/i

const label = (de: string, en: string): Label => ({ de, en })
/** Title and names as one would write them on a badge. */
export const personName = (p: { titel?: unknown; vorname?: unknown; nachname?: unknown }) =>
  [p.titel, p.vorname, p.nachname].filter(Boolean).join(' ')

const person = {
  anrede: { name: 'anrede', label: label('Anrede', 'Salutation'), kind: select(SALUTATIONS, true) },
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

const off = { csv: false, mail: false } as const
/** An address-block line of the staff mail: the value, after its prefix if it has one. */
const line = (prefix: string, after?: string) => ({ label: label(prefix, prefix), after })

/** The contact person who books (buchungData.ansprechpartner): reachable by mail and phone. */
export const bookingContactFields = [
  { ...person.anrede, rule: salutation, row: 'name', ...off },
  { ...person.titel, rule: title, row: 'name', ...off },
  {
    ...person.vorname,
    rule: name('vorname'),
    row: 'name',
    csv: { label: label('Ansprechperson', 'Contact person'), value: personName },
    mail: { ...line(''), value: (doc) => `${doc.anrede} ${personName(doc)}` },
  },
  { ...person.nachname, rule: name('nachname'), row: 'name', ...off },
  {
    ...person.email,
    rule: requiredEmail(),
    row: 'reach',
    csv: { label: label('E-Mail Ansprechperson', 'Contact email') },
    mail: line('', 'abteilung'),
  },
  {
    ...person.telefon,
    rule: requiredPhone('telefon'),
    row: 'reach',
    csv: { label: label('Telefon Ansprechperson', 'Contact phone') },
    mail: line('Tel.', 'email'),
  },
  { ...person.firma, rule: optionalText('firma'), row: 'reach', csv: false, mail: line('') },
  {
    ...person.abteilung,
    rule: optionalText('abteilung'),
    row: 'reach',
    csv: false,
    mail: line(''),
  },
  {
    ...person.mobiltelefon,
    rule: optionalPhone('mobiltelefon'),
    row: 'more',
    csv: false,
    mail: line('Mobil'),
  },
  { ...person.fax, rule: optionalPhone('fax'), row: 'more', csv: false, mail: line('Fax') },
] as const satisfies FieldTable

/** The invoice address. */
export const bookingBillingFields = [
  {
    ...person.firma,
    rule: optionalText('firma'),
    row: 'company',
    csv: { label: label('Rechnung Firma', 'Billing company') },
    mail: line(''),
  },
  {
    ...person.abteilung,
    rule: optionalText('abteilung'),
    row: 'company',
    csv: { label: label('Rechnung Abteilung', 'Billing department') },
    mail: line(''),
  },
  {
    ...person.ustidnr,
    rule: optionalText('ustidnr', VAT_PATTERN, 20),
    row: 'company',
    csv: { after: 'land' },
    mail: line('USt-IdNr.', 'land'),
  },
  {
    ...person.strasse,
    kind: text(true),
    rule: requiredText('strasse'),
    row: 'address',
    csv: { label: label('Rechnung Straße', 'Billing street') },
    mail: line(''),
  },
  {
    ...person.plz,
    kind: text(true),
    rule: requiredText('plz', POSTCODE_PATTERN, POSTCODE_MAX),
    row: 'address',
    csv: { label: label('Rechnung PLZ', 'Billing postcode') },
    mail: false,
  },
  {
    ...person.ort,
    kind: text(true),
    rule: name('ort'),
    row: 'address',
    csv: { label: label('Rechnung Ort', 'Billing city') },
    mail: { ...line(''), value: (doc) => `${doc.plz} ${doc.ort}` },
  },
  {
    ...person.land,
    kind: text(true),
    rule: country,
    row: 'address',
    csv: {
      label: label('Rechnung Land', 'Billing country'),
      value: (doc, language) => countryName(String(doc.land), language),
    },
    mail: { ...line(''), value: (doc, language, f) => f.country(doc.land, language) },
  },
] as const satisfies FieldTable

/** A participant of a seminar: name and e-mail required, the rest optional. */
export const bookingParticipantFields = [
  { ...person.anrede, rule: salutation, row: 'name', ...off },
  { ...person.titel, rule: title, row: 'name', ...off },
  {
    ...person.vorname,
    rule: name('vorname'),
    row: 'name',
    csv: { label: label('Teilnehmer/in', 'Participant'), value: personName },
    mail: false,
  },
  { ...person.nachname, rule: name('nachname'), row: 'name', ...off },
  {
    ...person.email,
    rule: requiredEmail(),
    row: 'reach',
    csv: { label: label('E-Mail Teilnehmer/in', 'Participant email') },
    mail: false,
  },
  { ...person.telefon, rule: optionalPhone('telefon'), row: 'reach', ...off },
  {
    ...person.firma,
    rule: optionalText('firma'),
    row: 'reach',
    csv: { label: label('Firma Teilnehmer/in', 'Participant company') },
    mail: false,
  },
  { ...person.abteilung, rule: optionalText('abteilung'), row: 'reach', ...off },
  { ...person.strasse, kind: text(), rule: optionalText('strasse'), row: 'address', ...off },
  {
    ...person.plz,
    kind: text(),
    rule: optionalText('plz', POSTCODE_PATTERN, POSTCODE_MAX),
    row: 'address',
    ...off,
  },
  { ...person.ort, kind: text(), rule: optionalText('ort', NAME_PATTERN), row: 'address', ...off },
  { ...person.land, kind: text(), rule: country, row: 'address', ...off },
  { ...person.mobiltelefon, rule: optionalPhone('mobiltelefon'), row: 'more', ...off },
  { ...person.fax, rule: optionalPhone('fax'), row: 'more', ...off },
  { ...person.ustidnr, rule: optionalText('ustidnr', VAT_PATTERN, 20), row: 'more', ...off },
] as const satisfies FieldTable
