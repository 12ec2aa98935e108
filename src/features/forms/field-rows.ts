import en from '../../../messages/en.json'
import {
  checkboxKind,
  displayNameKind,
  emailKind,
  namedOptions,
  selectKind,
  textareaKind,
  textKind,
} from './field-kinds'
import type { FieldTable, Label, TableEntry } from './field-table'
import { optionalText, requiredEmail, requiredText } from './fields'
import { countryName, DEFAULT_COUNTRY, MEDIUMS, SALUTATIONS, TITLES } from './options'
import { POSTCODE_PATTERN } from './patterns'
import {
  country,
  medium,
  mediumOther,
  message,
  name,
  optionalFlag,
  optionalPhone,
  POSTCODE_MAX,
  salutation,
  title,
} from './rules'

/**
 * Field-table entries the forms share: the person, company, address, phone and message fields
 * with their rule, inbox field, CSV heading and mail line. A form takes them as they are or
 * spreads one and replaces its rule (`{ ...phoneRows.telefon, rule: requiredPhone('telefon') }`).
 */
// The entries share one shape by design (they are rows of a table): each names its own field.

const salutationRow = {
  name: 'anrede',
  label: { de: 'Anrede', en: 'Salutation' },
  kind: selectKind(namedOptions(SALUTATIONS, en.forms.option.salutation)),
  rule: salutation,
  row: 'salutation',
  csv: { options: 'salutation' },
  mail: false,
} as const satisfies TableEntry

const titleRow = {
  name: 'titel',
  label: { de: 'Titel', en: 'Title' },
  kind: selectKind(TITLES),
  rule: title,
  row: 'salutation',
  mail: false,
} as const satisfies TableEntry

/** The first name; a mail's name line is the whole name as one would write it on an envelope. */
const firstNameRow = {
  name: 'vorname',
  label: { de: 'Vorname', en: 'First name' },
  kind: textKind(),
  rule: name('vorname'),
  row: 'name',
  mail: {
    label: { de: 'Name', en: 'Name' },
    value: (doc, language, f) => f.fullName(doc, language),
  },
} as const satisfies TableEntry

const lastNameRow = {
  name: 'nachname',
  label: { de: 'Nachname', en: 'Last name' },
  kind: textKind(),
  rule: name('nachname'),
  row: 'name',
  mail: false,
} as const satisfies TableEntry

const displayNameRow = {
  name: 'displayName',
  label: { de: 'Name', en: 'Name' },
  kind: displayNameKind(),
  csv: false,
  mail: false,
} as const satisfies TableEntry

/** Each person field on its own, for a form whose rules differ (the newsletter's). */
export const personRow = {
  salutation: salutationRow,
  title: titleRow,
  firstName: firstNameRow,
  lastName: lastNameRow,
  displayName: displayNameRow,
}

/** Salutation, title and name, with the hidden name column the inbox list shows. */
export const personRows = [
  salutationRow,
  titleRow,
  firstNameRow,
  lastNameRow,
  displayNameRow,
] as const satisfies FieldTable

export const companyRows = [
  {
    name: 'firma',
    label: { de: 'Firma', en: 'Company' },
    kind: textKind(),
    rule: optionalText('firma'),
    row: 'company',
  },
  {
    name: 'abteilung',
    label: { de: 'Abteilung', en: 'Department' },
    kind: textKind(),
    rule: optionalText('abteilung'),
    row: 'company',
  },
] as const satisfies FieldTable

/** Street, postcode, town and country, all required; mails show postcode and town on one line. */
export const addressRows = [
  {
    name: 'strasse',
    label: { de: 'Straße und Hausnummer', en: 'Street and number' },
    kind: textKind(),
    rule: requiredText('strasse'),
    csv: { label: { de: 'Straße', en: 'Street' } },
    mail: { label: { de: 'Straße', en: 'Street' } },
  },
  {
    name: 'plz',
    label: { de: 'PLZ', en: 'Postcode' },
    kind: textKind(),
    rule: requiredText('plz', POSTCODE_PATTERN, POSTCODE_MAX),
    row: 'place',
    mail: false,
  },
  {
    name: 'ort',
    label: { de: 'Ort', en: 'City' },
    kind: textKind(),
    rule: name('ort'),
    row: 'place',
    mail: {
      label: { de: 'PLZ und Ort', en: 'Postcode and town' },
      value: (doc) => [doc.plz, doc.ort].filter(Boolean).join(' '),
    },
  },
  {
    name: 'land',
    label: { de: 'Land', en: 'Country' },
    kind: textKind(),
    rule: country.default(DEFAULT_COUNTRY),
    row: 'place',
    csv: { value: (doc, language) => (doc.land ? countryName(String(doc.land), language) : '') },
    mail: { value: (doc, language, f) => f.country(doc.land, language) },
  },
] as const satisfies FieldTable

export const emailRow = {
  name: 'email',
  label: { de: 'E-Mail', en: 'Email' },
  kind: emailKind(),
  rule: requiredEmail(),
  mail: { confirmation: true },
} as const satisfies TableEntry

const phoneRow = <const Name extends string>(phone: Name, label: Label) =>
  ({
    name: phone,
    label,
    kind: textKind(),
    rule: optionalPhone(phone),
    row: 'phones',
    mail: { confirmation: true },
  }) as const satisfies TableEntry

export const phoneRows = {
  telefon: phoneRow('telefon', { de: 'Telefon', en: 'Phone' }),
  mobiltelefon: phoneRow('mobiltelefon', { de: 'Mobil', en: 'Mobile' }),
  fax: phoneRow('fax', { de: 'Fax', en: 'Fax' }),
}

/** The message (last in mails, below the short facts), where they heard of us, the copy wish. */
export const messageRows = [
  {
    name: 'mitteilung',
    label: { de: 'Mitteilung', en: 'Message' },
    kind: textareaKind(),
    rule: message,
    mail: { last: true },
  },
  {
    name: 'medium',
    label: { de: 'Aufmerksam geworden durch', en: 'Heard of us through' },
    kind: selectKind(namedOptions(MEDIUMS, en.forms.option.medium)),
    rule: medium,
    row: 'medium',
    csv: { label: { de: 'Aufmerksam durch', en: 'Heard of us through' }, options: 'medium' },
    mail: { value: (doc, language, f) => f.medium(doc.medium, doc.medium_other, language) },
  },
  {
    name: 'medium_other',
    label: { de: 'Sonstiges (Text)', en: 'Other (text)' },
    kind: textKind(),
    rule: mediumOther,
    row: 'medium',
    csv: { label: { de: 'Sonstiges', en: 'Other' } },
    mail: false,
  },
  // Not a line of its own: every mail names it among the submission's origin (mail-format.ts).
  {
    name: 'emailBestaetigung',
    label: { de: 'Bestätigung per E-Mail gewünscht', en: 'Confirmation by mail requested' },
    kind: checkboxKind(),
    rule: optionalFlag,
    csv: false,
    mail: false,
  },
] as const satisfies FieldTable
