import 'server-only'

import { CATALOGUE_JSON_CACHE_CONTROL } from '@/features/seminars/constants'

import { RESULTS_PAGE_SIZE } from '../constants'
import { type FieldError, languageSchema, parseFinderQuery } from '../schemas'
import { findCatalogueResults, unknownIds } from './results'

function refused(errors: FieldError[]): Response {
  return Response.json(
    { status: 400, message: 'Invalid query', errors },
    { status: 400, headers: { 'Cache-Control': 'no-store' } },
  )
}

/**
 * GET /api/json-api/seminarfinder/: the result page's dates as JSON, for the same filters
 * (docs/behaviour/catalogue.md). A malformed or unknown value answers 400 naming its parameter.
 */
export async function finderResultsResponse(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams
  const raw = Object.fromEntries(params)
  const language = languageSchema.safeParse(raw.language || undefined)
  const { query, errors } = parseFinderQuery(raw)
  if (!language.success) errors.unshift({ field: 'language', message: 'One of de, en' })
  if (errors.length || !language.success) return refused(errors)
  const unknown = await unknownIds(language.data, query)
  if (unknown.length) return refused(unknown)
  const results = await findCatalogueResults(language.data, query)
  return Response.json(
    { ...results, pageSize: RESULTS_PAGE_SIZE, query },
    { headers: { 'Cache-Control': CATALOGUE_JSON_CACHE_CONTROL } },
  )
}
