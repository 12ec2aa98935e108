import type { Field } from 'payload'
import type { z } from 'zod'

import type { CsvColumn } from './inbox/export'

/**
 * A submission kind's field table: one entry per stored field, from which its zod schema, its
 * inbox collection's Payload fields, its CSV columns and its mail's field lines are derived. A
 * field added to a table shows up in all four; an entry opts out of CSV or mail with `false`.
 */

export type Language = 'de' | 'en'
export type Label = Record<Language, string>
/** A submission as stored (or about to be): field values by name. */
export type Doc = Record<string, unknown>
type Cell = string | number | null | undefined

/**
 * The mail's value formatters in the reader's language, handed in by the mail code
 * (server/mail-format.ts) so that the table, which the browser loads for its rules, stays free
 * of the translated option labels.
 */
export type MailFormat = {
  fullName: (doc: Doc, language: Language) => string
  topics: (value: unknown, language: Language) => string
  medium: (value: unknown, other: unknown, language: Language) => string
  country: (code: unknown, language: Language) => string
  yesNo: (value: unknown, language: Language) => string
}
type MailValue = string | null | undefined

/** How a field is stored, shown and written out: its Payload field and its default outputs. */
export type FieldKind = {
  payload: (name: string, label: Label) => Field
  /** What the CSV column holds by default. */
  csv?: (value: unknown, language: Language) => Cell
  /** What the mail line says by default. */
  mail?: (value: unknown, language: Language, format: MailFormat) => MailValue
  /** What the endpoint stores for the validated value (selects store '' as null). */
  store?: (value: unknown) => unknown
}

export type MailLine = {
  label?: Label
  value?: (doc: Doc, language: Language, format: MailFormat) => MailValue
  /** Below all other lines (the free-text message). */
  last?: boolean
  /** Right after the line of this field instead of in table order. */
  after?: string
  /** Repeated in the visitor's own confirmation: only values the form restricts. */
  confirmation?: boolean
}

export type TableEntry = {
  name: string
  /** The admin label; the CSV heading and mail label unless they name their own. */
  label: Label
  kind: FieldKind
  /** The request's rule; entries without one are set by the server, not sent by the form. */
  rule?: z.ZodType
  /** Consecutive entries with the same `row` share one line in the admin. */
  row?: string
  csv?:
    | false
    | {
        label?: Label
        value?: (doc: Doc, language: Language) => Cell
        /** Right after this field's column instead of in table order. */
        after?: string
        /**
         * The option list whose German values the field stores (one, or several joined with a
         * comma): the export writes them in the staff member's language (inbox/export.ts).
         */
        options?: StoredOptions
      }
  mail?: false | MailLine
}

export type FieldTable = readonly TableEntry[]

/** Option lists stored as German words, named as in the messages' `forms.option`. */
export type StoredOptions = 'salutation' | 'info' | 'medium' | 'interessen'

/**
 * Outputs in table order, except those placed `after` another field's (an export or mail whose
 * order was set before the table existed); a field placed after one that has no output stays put.
 */
function placed<T>(items: { name: string; after?: string; item: T }[]): T[] {
  const present = new Set(items.map(({ name }) => name))
  const order = items.filter(({ after }) => !after || !present.has(after))
  let waiting = items.filter((entry) => !order.includes(entry))
  // An output may follow one that is itself placed: place those whose anchor is in place first.
  while (waiting.length > 0) {
    const ready = waiting.filter((entry) => order.some(({ name }) => name === entry.after))
    if (ready.length === 0) throw new Error(`Field table: a circle of 'after' (${waiting[0].name})`)
    for (const entry of ready)
      order.splice(order.findIndex(({ name }) => name === entry.after) + 1, 0, entry)
    waiting = waiting.filter((entry) => !ready.includes(entry))
  }
  return order.map(({ item }) => item)
}

/** The zod object shape of a table's request fields, typed per field. */
export type ShapeOf<Table extends FieldTable> = {
  [Entry in Extract<Table[number], { rule: z.ZodType }> as Entry['name']]: Entry['rule']
}

/** The request fields of a table, as a zod object shape. */
export function schemaFromTable<Table extends FieldTable>(table: Table): ShapeOf<Table> {
  return Object.fromEntries(
    table.flatMap((entry) => (entry.rule ? [[entry.name, entry.rule] as const] : [])),
  ) as ShapeOf<Table>
}

/** The inbox collection's Payload fields, in table order, grouped into admin rows. */
export function inboxFieldsFromTable(table: FieldTable): Field[] {
  const fields: Field[] = []
  let row: { key: string; fields: Field[] } | undefined
  for (const entry of table) {
    const field = entry.kind.payload(entry.name, entry.label)
    if (entry.row && entry.row === row?.key) row.fields.push(field)
    else if (entry.row) {
      row = { key: entry.row, fields: [field] }
      fields.push({ type: 'row', fields: row.fields })
    } else {
      row = undefined
      fields.push(field)
    }
  }
  return fields
}

/** The CSV columns of the inbox export, in table order, with their de/en headings. */
export function csvColumnsFromTable(table: FieldTable): CsvColumn[] {
  const columns = table.flatMap((entry) => {
    if (entry.csv === false) return []
    const { kind, name } = entry
    const value =
      entry.csv?.value ??
      ((doc: Doc, language: Language) =>
        kind.csv ? kind.csv(doc[name], language) : ((doc[name] as Cell) ?? ''))
    const item: CsvColumn = {
      header: entry.csv?.label ?? entry.label,
      value,
      options: entry.csv?.options,
    }
    return [{ name, after: entry.csv?.after, item }]
  })
  return placed(columns)
}

/** One mail line before formatting: its label in the reader's language and its value. */
export type LabelledValue = [label: string, value: MailValue]

/**
 * The mail's field lines in the reader's language: table order, `last` ones at the end; with
 * `confirmation` only those the visitor's own confirmation may repeat.
 */
export function mailLinesFromTable(
  table: FieldTable,
  stored: object,
  language: Language,
  format: MailFormat,
  { confirmation = false } = {},
): LabelledValue[] {
  const doc = stored as Doc
  const lines = table.flatMap((entry) => {
    const mail = entry.mail
    if (mail === false || (confirmation && !mail?.confirmation)) return []
    const value = mail?.value
      ? mail.value(doc, language, format)
      : entry.kind.mail
        ? entry.kind.mail(doc[entry.name], language, format)
        : (doc[entry.name] as MailValue)
    const label = (mail?.label ?? entry.label)[language]
    const item: LabelledValue = [label, value]
    return [{ name: entry.name, after: mail?.after, last: mail?.last ?? false, item }]
  })
  return placed([...lines.filter((l) => !l.last), ...lines.filter((l) => l.last)])
}

/** What the endpoint stores of a validated message: every table field the message holds. */
export function storedFromTable(table: FieldTable, message: Doc): Doc {
  return Object.fromEntries(
    table.flatMap((entry) =>
      entry.name in message
        ? [[entry.name, (entry.kind.store ?? ((value) => value))(message[entry.name])]]
        : [],
    ),
  )
}
