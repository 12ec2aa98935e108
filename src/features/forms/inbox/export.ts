import type { CollectionSlug, Endpoint, PayloadRequest, Where } from 'payload'

import { isStaffRequest } from '@/access'
import { csvLine, UTF8_BOM } from '@/lib/csv'

import en from '../../../../messages/en.json'
import type { StoredOptions } from '../field-table'
import { MULTI_VALUE_SEPARATOR } from '../options'

import { csvDateTime, csvOption, csvYesNo, type Language, staffLanguage } from './csv-values'
import { INBOX_STATUS_OPTIONS, LANGUAGE_OPTIONS } from './fields'
import { listWhere } from './list'

/** A stored document as an export reads it. */
export type Doc = Record<string, unknown> & { createdAt: string; id: number | string }

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

/** The headings of an export's columns in the reader's language. */
export const csvHeadings = (columns: CsvColumn[], language: Language) =>
  columns.map((column) => column.header[language])

/** Rows of an export: one per document. */
export function csvRows(docs: Doc[], columns: CsvColumn[], language: Language): Cell[][] {
  return docs.map((doc) =>
    columns.map((column) => {
      const cell = column.value(doc, language)
      return column.options ? optionWords(cell, column.options, language) : cell
    }),
  )
}

/**
 * A CSV download streamed as it is read: Excel's byte-order mark, the headings, then each page of
 * rows; the file name with today's date, never cached. Streaming keeps the server's memory at one
 * page and sends the first bytes at once, so a long list does not run into a proxy's read timeout
 * (nginx: 60 s) while it is read (decision 0026). The first page is read before the answer starts,
 * so a refused filter or a failing database still gets its error status.
 */
export async function csvStreamResponse(
  filename: string,
  headings: Cell[],
  pages: AsyncIterator<Cell[][]>,
): Promise<Response> {
  const first = await pages.next()
  const encoder = new TextEncoder()
  const lines = (rows: Cell[][]) => encoder.encode(rows.map(csvLine).join(''))
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(UTF8_BOM + csvLine(headings)))
      if (first.done) controller.close()
      else controller.enqueue(lines(first.value))
    },
    async pull(controller) {
      const page = await pages.next()
      if (page.done) controller.close()
      else controller.enqueue(lines(page.value))
    },
    async cancel() {
      await pages.return?.(undefined)
    },
  })
  const day = new Date().toISOString().slice(0, 10)
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}

/** Documents per database read of an export. */
export const EXPORT_PAGE_SIZE = 500

/** Where a page of an export continues: after the last document, in the order -createdAt, -id. */
const after = (last: { createdAt: string; id: number | string }): Where => ({
  or: [
    { createdAt: { less_than: last.createdAt } },
    { and: [{ createdAt: { equals: last.createdAt } }, { id: { less_than: last.id } }] },
  ],
})

/**
 * The documents the admin list shows for the request's `where`, `search` and base filter, all of
 * them, newest first, a page at a time. Each page continues after the previous one's last document
 * (no OFFSET, so a late page costs what the first does). The filter is first counted with the
 * staff member's access (overrideAccess: false), which refuses a filter on a field they may not
 * read, as the list does. The pages are then read through the adapter (`payload.db.find`), without
 * Payload's read hooks, which took two thirds of an export's time (decision 0026): the exports
 * write an explicit list of columns, so nothing that field access hides reaches the file, and the
 * endpoints answer staff only, whose collection access reads every document.
 */
export async function* listedDocPages<T extends Doc>(
  req: PayloadRequest,
  collection: CollectionSlug,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<T[]> {
  const where = await listWhere(req, req.payload.collections[collection].config)
  await req.payload.count({ collection, where, req, overrideAccess: false })
  let last: T | undefined
  for (;;) {
    const { docs } = await req.payload.db.find<T>({
      collection,
      where: last ? { and: [where, after(last)] } : where,
      sort: ['-createdAt', '-id'],
      limit: pageSize,
      pagination: false,
      req,
    })
    if (docs.length) yield docs
    if (docs.length < pageSize) return
    last = docs.at(-1)
  }
}

/** Maps each page of an iterator (the rows of each page of documents). */
export async function* mapPages<T, U>(pages: AsyncIterable<T>, map: (page: T) => Promise<U> | U) {
  for await (const page of pages) yield await map(page)
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
      const language = staffLanguage(req)
      const all = [...leading, ...columns]
      const rows = (docs: Doc[]) => csvRows(docs, all, language)
      const pages = mapPages(listedDocPages(req, collection), rows)
      return csvStreamResponse(filename, csvHeadings(all, language), pages)
    },
  }
}
