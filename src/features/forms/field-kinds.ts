import type { Field } from 'payload'

import type { FieldKind, Label } from './field-table'
import { csvOption, csvYesNo } from './inbox/csv-values'
import { setDisplayName } from './inbox/fields'

/**
 * The kinds of an inbox field: each makes the read-only Payload field (staff see what the visitor
 * sent, they do not edit it) and says how CSV and mail write its value when not told otherwise.
 */

const readOnly = { readOnly: true }
const options = (values: readonly string[]) =>
  values.filter(Boolean).map((value) => ({ value, label: value }))
type Extra = Record<string, unknown>

/**
 * Options stored as the German words the forms send, named in the admin's language (English names
 * as the English forms show them).
 */
export const namedOptions = <V extends string>(values: readonly V[], english: Record<V, string>) =>
  values.map((value) => ({ value, label: { de: value as string, en: english[value] } }))

const plain = (type: 'text' | 'textarea', extra: Extra = {}): FieldKind => ({
  payload: (name, label) => ({ name, type, label, admin: readOnly, ...extra }) as Field,
})

/** A line of text as it was sent. */
export const textKind = (extra: Extra = {}): FieldKind => plain('text', extra)
/** Several lines of free text. */
export const textareaKind = (): FieldKind => plain('textarea')

/** The e-mail address: required and indexed, as the inbox list searches and sorts by it. */
export const emailKind = (): FieldKind => ({
  payload: (name, label) => ({
    name,
    type: 'email',
    required: true,
    index: true,
    label,
    admin: readOnly,
  }),
})

/**
 * One value of a list (plain values, their own labels) or of labelled options, which the CSV
 * writes as the admin shows them. The form sends '' for "none chosen", which a select cannot
 * hold: it is stored as null.
 */
export const selectKind = (
  values: readonly string[] | { value: string; label: Label }[],
  extra: Extra = {},
): FieldKind => {
  const choices = typeof values[0] === 'string' ? options(values as readonly string[]) : values
  return {
    payload: (name, label) =>
      ({ name, type: 'select', ...extra, options: choices, label, admin: readOnly }) as Field,
    csv: (value, language) =>
      csvOption(choices as { value: string; label: Label }[], value, language),
    store: (value) => value || null,
  }
}

/** A ticked or unticked box; the CSV says 'Ja'/'Nein' ('Yes'/'No'), a mail 'ja'/'yes' or nothing. */
export const checkboxKind = (): FieldKind => ({
  payload: (name, label) => ({ name, type: 'checkbox', label, admin: readOnly }),
  csv: csvYesNo,
  mail: (value, language) => (value ? (language === 'de' ? 'ja' : 'yes') : ''),
})

/** The hidden name column that list view and search use, kept in step with the name fields. */
export const displayNameKind = (): FieldKind => ({
  payload: (name, label) => ({
    name,
    type: 'text',
    label,
    admin: { hidden: true },
    hooks: { beforeChange: [setDisplayName] },
  }),
})
