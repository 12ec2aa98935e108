import { type FieldTable, mailLinesFromTable } from '../field-table'
import { type Field, fieldLines, labelledLines, type Language, mailFormat } from './mail-format'

/**
 * What the contact, callback and whitepaper staff mails share: the frame (German, the office's
 * language, with a link to the admin) and the submission's origin lines. The visitor's
 * confirmation is ConfirmationMail.tsx.
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
