import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { contactFields } from '@/features/contact/fields'
import { textKind } from '@/features/forms/field-kinds'
import {
  csvColumnsFromTable,
  type FieldTable,
  inboxFieldsFromTable,
  mailLinesFromTable,
  schemaFromTable,
  storedFromTable,
} from '@/features/forms/field-table'
import { requiredText } from '@/features/forms/fields'
import { csvHeadings, csvRows } from '@/features/forms/inbox/export'
import { mailFormat } from '@/features/forms/server/mail-format'

/** The contact table with one field added in one place, as a developer would add it. */
const table = [
  ...contactFields,
  {
    name: 'branche',
    label: { de: 'Branche', en: 'Industry' },
    kind: textKind(),
    rule: requiredText('branche'),
  },
] as const satisfies FieldTable

const schema = z.object(schemaFromTable(table))

const sent = {
  formType: 'kontaktFormLong',
  anrede: 'Frau',
  vorname: 'Zoë',
  nachname: 'Brandt',
  strasse: 'Prinzipalmarkt 1',
  plz: '48143',
  ort: 'Münster',
  email: 'zoe@beispiel.de',
  mitteilung: 'Hallo',
  branche: 'Maschinenbau',
}

const names = (fields: Field[]): string[] =>
  fields.flatMap((field) =>
    'name' in field ? [field.name] : 'fields' in field ? names(field.fields) : [],
  )

describe('a field added to a field table', () => {
  it('is in the schema: accepted when valid, refused with its own error key when missing', () => {
    expect(schema.parse(sent).branche).toBe('Maschinenbau')
    const refused = schema.safeParse({ ...sent, branche: '  ' })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['branche'], 'forms.error.branche-required'],
    ])
  })

  it('is an inbox field with its label, after the fields before it', () => {
    const fields = inboxFieldsFromTable(table)
    expect(fields.at(-1)).toMatchObject({
      name: 'branche',
      type: 'text',
      label: { de: 'Branche', en: 'Industry' },
      admin: { readOnly: true },
    })
    expect(names(fields)).toEqual([...names(inboxFieldsFromTable(contactFields)), 'branche'])
  })

  it('is a CSV column with both headings, and the export of a document holds its value', () => {
    const columns = csvColumnsFromTable(table)
    expect(columns.at(-1)?.header).toEqual({ de: 'Branche', en: 'Industry' })
    const doc = { id: 1, createdAt: '2026-03-02T09:30:00.000Z', ...storedFromTable(table, sent) }
    const [row] = csvRows([doc], columns, 'en')
    expect(csvHeadings(columns, 'en').at(-1)).toBe('Industry')
    expect(row.at(-1)).toBe('Maschinenbau')
    expect(csvHeadings(columns, 'de').at(-1)).toBe('Branche')
  })

  it("is a line of the staff mail, before the message, in the reader's language", () => {
    const doc = storedFromTable(table, schema.parse(sent))
    const lines = mailLinesFromTable(table, doc, 'de', mailFormat)
    expect(lines.at(-2)).toEqual(['Branche', 'Maschinenbau'])
    expect(lines.at(-1)).toEqual(['Mitteilung', 'Hallo'])
    expect(mailLinesFromTable(table, doc, 'en', mailFormat)).toContainEqual([
      'Industry',
      'Maschinenbau',
    ])
    // Free text never goes into the visitor's own confirmation unless the table says so.
    const confirmation = mailLinesFromTable(table, doc, 'de', mailFormat, { confirmation: true })
    expect(confirmation.map(([label]) => label)).not.toContain('Branche')
  })

  it('is stored by the endpoint as sent; an empty choice is stored as null', () => {
    const stored = storedFromTable(table, schema.parse(sent))
    expect(stored).toMatchObject({ branche: 'Maschinenbau', titel: null, medium: null })
    expect(stored).not.toHaveProperty('displayName')
  })
})
