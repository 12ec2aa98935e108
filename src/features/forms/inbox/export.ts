import type { CollectionSlug, Endpoint, PayloadRequest } from 'payload'

import { isStaffRequest } from '@/access'
import { toCsv } from '@/lib/csv'

import en from '../../../../messages/en.json'
import type { StoredOptions } from '../field-table'
import { MULTI_VALUE_SEPARATOR } from '../options'

import { csvDateTime, csvOption, csvYesNo, type Language, staffLanguage } from './csv-values'
import { INBOX_STATUS_OPTIONS, LANGUAGE_OPTIONS } from './fields'
import { listWhere } from './list'

type Doc = Record<string, unknown> & { createdAt: string }

type Cell = string | number | null | undefined

/** One column of an inbox export: its heading per language and how a document fills it. */
export type CsvColumn = {
  header: Record<Language, string>
  value: (doc: Doc, language: Language) => Cell
  /** The option list whose German words the column holds, written in the reader's language. */
  options?: StoredOptions
}

/**
 * Stored option words (German, one or several joined with a comma) as a list in the reader's
 * language: 'Offene Seminare,Coachings' → 'Open seminars, Coaching'. Server-only: the English
 * words come from the messages, which the browser's field tables must not carry.
 */
function optionWords(cell: Cell, options: StoredOptions, language: Language): Cell {
  if (typeof cell !== 'string' || cell === '') return cell
  const english = en.forms.option[options] as Record<string, string>
  return cell
    .split(MULTI_VALUE_SEPARATOR)
    .map((word) => word.trim())
    .filter(Boolean)
    .map((word) => (language === 'en' ? (english[word] ?? word) : word))
    .join(', ')
}

/** When a submission came, in the staff member's language (Berlin time). */
export const sentAt = (iso: string, language: Language) => csvDateTime(iso, language)

/** A column that copies one field as it is stored. */
export const fieldColumn = (name: string, de: string, en: string): CsvColumn => ({
  header: { de, en },
  value: (doc) => (doc[name] as string | number | null | undefined) ?? '',
})

/** Columns every inbox export starts with: when it came, its status and whether it was spam. */
export const commonColumns: CsvColumn[] = [
  {
    header: { de: 'Eingegangen am', en: 'Received on' },
    value: (doc, language) => sentAt(doc.createdAt, language),
  },
  {
    header: { de: 'Status', en: 'Status' },
    value: (doc, language) => csvOption(INBOX_STATUS_OPTIONS, doc.status, language),
  },
  {
    header: { de: 'Spam', en: 'Spam' },
    value: (doc, language) => csvYesNo(doc.spam, language),
  },
  {
    header: { de: 'Sprache', en: 'Language' },
    value: (doc, language) => csvOption(LANGUAGE_OPTIONS, doc.language, language),
  },
  fieldColumn('requestPage', 'Seite', 'Page'),
]

/** Rows of an export: the headings, then one row per document. */
export function csvRows(docs: Doc[], columns: CsvColumn[], language: Language): Cell[][] {
  return [
    columns.map((column) => column.header[language]),
    ...docs.map((doc) =>
      columns.map((column) => {
        const cell = column.value(doc, language)
        return column.options ? optionWords(cell, column.options, language) : cell
      }),
    ),
  ]
}

/**
 * A CSV download: Excel's byte-order mark (toCsv), the file name with today's date, never cached.
 */
export function csvResponse(
  filename: string,
  rows: (string | number | null | undefined)[][],
): Response {
  const day = new Date().toISOString().slice(0, 10)
  return new Response(toCsv(rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}

/**
 * The documents the admin list shows for the request's `where`, `search` and base filter, all of
 * them, newest first.
 */
export async function listedDocs(req: PayloadRequest, collection: CollectionSlug) {
  const where = await listWhere(req, req.payload.collections[collection].config)
  const { docs } = await req.payload.find({
    collection,
    where,
    pagination: false,
    depth: 0,
    sort: '-createdAt',
    req,
    overrideAccess: false,
  })
  return docs
}

/**
 * GET /api/<collection>/export.csv for staff (403 for anyone else): the documents the list view
 * would show, newest first. `?where[...]` and `?search=` work as in the admin list, so the list's
 * current filter and search can be exported; spam is left out as in the list (hideSpam) unless
 * the filter names it or `?spam=include` asks for it.
 */
export function inboxExportEndpoint(
  collection: CollectionSlug,
  filename: string,
  columns: CsvColumn[],
  { withStatus = true } = {},
): Endpoint {
  // Newsletter subscriptions have no work status of their own; their subscription column says it
  // all.
  const leading = withStatus
    ? commonColumns
    : commonColumns.filter((column) => column.header.en !== 'Status')
  return {
    path: '/export.csv',
    method: 'get',
    handler: async (req: PayloadRequest) => {
      if (!isStaffRequest(req))
        return Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 })
      const docs = await listedDocs(req, collection)
      const rows = csvRows(docs as unknown as Doc[], [...leading, ...columns], staffLanguage(req))
      return csvResponse(filename, rows)
    },
  }
}
