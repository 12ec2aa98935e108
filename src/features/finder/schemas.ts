import { z } from 'zod'

import { DATE_FORMATS } from '@/features/seminars/constants'
import { locales } from '@/i18n/locales'

import {
  DURATION_CHOICES,
  FILTER_PARAMS,
  type FilterParam,
  KEYWORD_LENGTH,
  MAX_PAGE,
  ONLINE_PLACE_VALUE,
  PRICE_LIMIT,
  SORT_ORDERS,
  type SortOrder,
} from './constants'

const id = z.coerce.number().int().positive().max(2_147_483_647)
const price = z.coerce.number().int().min(0).max(PRICE_LIMIT)

/** One schema per query parameter; an empty value means "not filtered" and never reaches these. */
const FIELD_SCHEMAS = {
  q: z.string().trim().min(KEYWORD_LENGTH.min).max(KEYWORD_LENGTH.max),
  code: z
    .string()
    .trim()
    .max(60)
    .regex(/^[A-Za-z0-9-]+$/),
  seminarthema: id,
  ort: z.union([z.literal(ONLINE_PLACE_VALUE), id]),
  zeit: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  format: z.enum(DATE_FORMATS),
  dauer: z.coerce
    .number()
    .int()
    .refine((days) => (DURATION_CHOICES as readonly number[]).includes(days), {
      message: `One of ${DURATION_CHOICES.join(', ')}`,
    }),
  preis_von: price,
  preis_bis: price,
  sortierung: z.enum(SORT_ORDERS),
  seite: z.coerce.number().int().min(1).max(MAX_PAGE),
} satisfies Record<FilterParam, z.ZodType>

/** The filters of the result page and the endpoint, read and checked (unknown ids aside). */
export type FinderQuery = {
  q?: string
  code?: string
  seminarthema?: number
  ort?: number | typeof ONLINE_PLACE_VALUE
  zeit?: string
  format?: (typeof DATE_FORMATS)[number]
  dauer?: number
  preis_von?: number
  preis_bis?: number
  sortierung: SortOrder
  seite: number
}

/** A refused query value: the parameter's name and why. */
export type FieldError = { field: string; message: string }

type RawQuery = Record<string, string | string[] | undefined>

/**
 * Reads the filters from a query string's values. Each parameter is checked on its own, so a bad
 * value costs only its own filter: `errors` names each refused parameter (the endpoint answers
 * 400 with them, the page ignores them and says so). Unknown parameters (tracking tags) are
 * dropped; a parameter given twice counts with its first value.
 */
export function parseFinderQuery(raw: RawQuery): { query: FinderQuery; errors: FieldError[] } {
  const query: Record<string, unknown> = { sortierung: SORT_ORDERS[0], seite: 1 }
  const errors: FieldError[] = []
  for (const field of FILTER_PARAMS) {
    const given = raw[field]
    const value = (Array.isArray(given) ? given[0] : given)?.trim()
    if (!value) continue
    const parsed = FIELD_SCHEMAS[field].safeParse(value)
    if (parsed.success) query[field] = parsed.data
    else errors.push({ field, message: parsed.error.issues[0]?.message ?? 'Invalid value' })
  }
  const { preis_von: from, preis_bis: to } = query as FinderQuery
  if (from !== undefined && to !== undefined && from > to) {
    errors.push({ field: 'preis_bis', message: 'Must not be below preis_von' })
    delete query.preis_bis
  }
  return { query: query as FinderQuery, errors }
}

/** The endpoint's own parameter besides the filters. */
export const languageSchema = z.enum(locales).default('de')

/** The filters that narrow the results (everything but sort order and page). */
export function hasFilters(query: FinderQuery): boolean {
  return FILTER_PARAMS.some(
    (name) => name !== 'sortierung' && name !== 'seite' && query[name] !== undefined,
  )
}

/**
 * The query string of a result page for these filters, with `change` applied; defaults (date
 * order, first page) are left out, so equal filters always give the same URL.
 */
export function finderSearch(query: Partial<FinderQuery>, change: Partial<FinderQuery> = {}) {
  const merged = { ...query, ...change }
  const params = new URLSearchParams()
  for (const name of FILTER_PARAMS) {
    const value = merged[name]
    if (value === undefined || value === '') continue
    if (name === 'sortierung' && value === SORT_ORDERS[0]) continue
    if (name === 'seite' && value === 1) continue
    params.set(name, String(value))
  }
  const search = params.toString()
  return search ? `?${search}` : ''
}
