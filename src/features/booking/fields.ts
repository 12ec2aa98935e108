import type { FieldTable } from '@/features/forms/field-table'
import { optionalText, requiredEmail, requiredText } from '@/features/forms/fields'
import { countryName } from '@/features/forms/options'
import { NAME_PATTERN, POSTCODE_PATTERN } from '@/features/forms/patterns'
import {
  name,
  optionalPhone,
  POSTCODE_MAX,
  requiredPhone,
  salutation,
  title,
} from '@/features/forms/rules'

import { country, label, line, off, person, personName, text, VAT_PATTERN } from './person-rows'

/**
 * The booking's field tables, one per person group: the contact person who books, the billing
 * address and each participant. Each derives its zod schema (schema.ts), its fields in the
 * bookings collection (collection/), its CSV columns (collection/export.ts, one row per
 * participant) and the staff mail's address blocks (server/mail-texts.ts). Unlike the inboxes,
 * staff may edit a booking's people, so these fields are not read-only.
 */

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
