import en from '../../../../messages/en.json'
import type { LabelledValue, MailFormat } from '../field-table'
import { countryName, MULTI_VALUE_SEPARATOR } from '../options'

/**
 * Building blocks of the form mails: field labels, values in the reader's language, greetings. The
 * stored values are German (the option lists of docs/behaviour/entities.md); English readers get
 * them translated.
 */

export type Language = 'de' | 'en'
export type Mail = { subject: string; text: string }

const LABELS = {
  de: {
    name: 'Name',
    firma: 'Firma',
    abteilung: 'Abteilung',
    strasse: 'Straße',
    ort: 'PLZ und Ort',
    plz: 'PLZ',
    land: 'Land',
    email: 'E-Mail',
    telefon: 'Telefon',
    termin: 'Wunschtermin',
    mitteilung: 'Mitteilung',
    medium: 'Aufmerksam geworden durch',
    emailBestaetigung: 'Bestätigung per E-Mail',
    whitepaper: 'Whitepaper',
    requestPage: 'Gesendet von Seite',
    language: 'Sprache',
  },
  en: {
    name: 'Name',
    firma: 'Company',
    abteilung: 'Department',
    strasse: 'Street',
    ort: 'Postcode and town',
    plz: 'Postcode',
    land: 'Country',
    email: 'Email',
    telefon: 'Phone',
    termin: 'Preferred time',
    mitteilung: 'Message',
    medium: 'Heard of us through',
    emailBestaetigung: 'Confirmation by email',
    whitepaper: 'Whitepaper',
    requestPage: 'Sent from page',
    language: 'Language',
  },
} as const

export type FieldName = keyof (typeof LABELS)['de']
/** One line of a mail's field list; empty values are left out. */
export type Field = [FieldName, string | null | undefined]

const optionLabel = (
  group: 'info' | 'medium' | 'salutation',
  value: string,
  language: Language,
): string =>
  language === 'en' ? ((en.forms.option[group] as Record<string, string>)[value] ?? value) : value

/** The person fields a mail's name line and greeting are made of. */
type MailPerson = {
  anrede?: string | null
  titel?: string | null
  vorname?: string | null
  nachname?: string | null
}

/** Salutation, title and name as one would write them on an envelope. */
export function fullName(person: MailPerson, language: Language): string {
  const salutation =
    person.anrede && person.anrede !== 'Firma'
      ? optionLabel('salutation', person.anrede, language)
      : ''
  return [salutation, person.titel, person.vorname, person.nachname].filter(Boolean).join(' ')
}

/** 'Guten Tag Frau Dr. Muster,' / 'Dear Ms Muster,'; without a salutation the full name. */
export function greeting(person: MailPerson, language: Language): string {
  const formal = person.anrede === 'Herr' || person.anrede === 'Frau'
  if (language === 'de') {
    if (formal)
      return `Guten Tag ${person.anrede} ${[person.titel, person.nachname].filter(Boolean).join(' ')},`
    const name = [person.vorname, person.nachname].filter(Boolean).join(' ')
    return name ? `Guten Tag ${name},` : 'Guten Tag,'
  }
  if (formal) return `Dear ${optionLabel('salutation', person.anrede!, 'en')} ${person.nachname},`
  const name = [person.vorname, person.nachname].filter(Boolean).join(' ')
  return name ? `Dear ${name},` : 'Hello,'
}

/** Topics joined with a comma (docs/behaviour/validation.md), listed in the reader's language. */
export const topics = (info: string | null | undefined, language: Language): string =>
  (info ?? '')
    .split(MULTI_VALUE_SEPARATOR)
    .map((topic) => topic.trim())
    .filter(Boolean)
    .map((topic) => optionLabel('info', topic, language))
    .join(', ')

/** Where the visitor heard of us, with the free text of 'Sonstige'. */
export const medium = (
  value: string | null | undefined,
  other: string | null | undefined,
  language: Language,
): string =>
  [value ? optionLabel('medium', value, language) : '', other ? `(${other})` : '']
    .filter(Boolean)
    .join(' ')

export const country = (code: string | null | undefined, language: Language): string =>
  code ? countryName(code, language) : ''
export const yesNo = (value: boolean | null | undefined, language: Language): string =>
  value ? (language === 'de' ? 'ja' : 'yes') : ''

/** 'Label: value' lines; empty values are left out, a multi-line message is indented. */
export function labelledLines(lines: LabelledValue[]): string[] {
  return lines.flatMap(([label, value]) => {
    const text = (value ?? '').trim()
    if (!text) return []
    return text.includes('\n')
      ? [`${label}:`, ...text.split('\n').map((line) => `  ${line}`)]
      : [`${label}: ${text}`]
  })
}

/** The lines of fields named by their mail label key. */
export const fieldLines = (fields: Field[], language: Language): string[] =>
  labelledLines(fields.map(([name, value]) => [LABELS[language][name], value]))

/** The value formatters a field table's mail lines use (see field-table.ts). */
export const mailFormat: MailFormat = {
  fullName,
  topics: (value, language) => topics(value as string | null | undefined, language),
  medium: (value, other, language) =>
    medium(value as string | null | undefined, other as string | null | undefined, language),
  country: (code, language) => country(code as string | null | undefined, language),
  yesNo: (value, language) => yesNo(Boolean(value), language),
}

export const CLOSING = {
  de: 'Mit freundlichen Grüßen\nIhr Team des Instituts für Führung Münster',
  en: 'Kind regards\nYour team at the Institut für Führung Münster',
} as const
