import { type FieldTable, mailLinesFromTable } from '../field-table'
import {
  CLOSING,
  type Field,
  fieldLines,
  labelledLines,
  type Language,
  mailFormat,
} from './mail-format'

/**
 * What the contact, callback and whitepaper mails share: the staff mail's frame (German, the
 * office's language, with a link to the admin), the submission's origin lines and the closing
 * paragraphs of the visitor's confirmation.
 */

export const origin = (doc: {
  language: Language
  requestPage?: string | null
  emailBestaetigung?: boolean | null
}): Field[] => [
  ['requestPage', doc.requestPage],
  ['language', doc.language === 'en' ? 'Englisch' : 'Deutsch'],
  [
    'emailBestaetigung',
    doc.emailBestaetigung === undefined
      ? null
      : doc.emailBestaetigung
        ? 'ja, eine Kopie geht an die Person'
        : 'nein',
  ],
]

type Stored = Parameters<typeof origin>[0]

/** A field table's 'Label: value' lines of a stored submission, in the reader's language. */
export const tableLines = (
  table: FieldTable,
  doc: object,
  language: Language,
  options?: { confirmation?: boolean },
): string[] => labelledLines(mailLinesFromTable(table, doc, language, mailFormat, options))

/** The staff mail's field lines (German): the table's, then where the submission came from. */
export const staffLines = (table: FieldTable, doc: Stored): string[] => [
  ...tableLines(table, doc, 'de'),
  ...fieldLines(origin(doc), 'de'),
]

export const staffText = (heading: string, fields: string[], adminUrl: string): string =>
  [
    heading,
    '',
    ...fields,
    '',
    `Antworten: einfach auf diese E-Mail antworten (sie geht an die Absenderin oder den Absender).`,
    `In der Verwaltung: ${adminUrl}`,
  ].join('\n')

const CONFIRMATION_END = {
  de: {
    notRepeated:
      'Den Text Ihrer Nachricht wiederholen wir hier nicht: So kann niemand diese Bestätigung nutzen, um unter unserem Namen Texte an fremde Adressen zu schicken.',
    reply: 'Möchten Sie etwas ergänzen oder ändern? Antworten Sie einfach auf diese E-Mail.',
  },
  en: {
    notRepeated:
      'We do not repeat the text of your message here, so that nobody can use this confirmation to send texts to other people in our name.',
    reply: 'Would you like to add or change anything? Simply reply to this email.',
  },
} as const

/**
 * A visitor's confirmation: greeting, intro, the repeated lines, why the message is not repeated,
 * how to add something, closing.
 */
export const confirmationText = (
  greeting: string,
  intro: string,
  lines: string[],
  language: Language,
): string =>
  [
    greeting,
    '',
    intro,
    '',
    ...lines,
    '',
    CONFIRMATION_END[language].notRepeated,
    '',
    CONFIRMATION_END[language].reply,
    '',
    CLOSING[language],
  ].join('\n')
