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
  // A parameter given twice counts with its first value, as on the page.
  const raw: Record<string, string> = {}
  for (const [name, value] of new URL(request.url).searchParams) raw[name] ??= value
  const language = languageSchema.safeParse(raw.language || undefined)
  const { query, errors } = parseFinderQuery(raw)
  if (!language.success)
    return refused([{ field: 'language', message: 'One of de, en' }, ...errors])
  errors.push(...(await unknownIds(language.data, query)))
  if (errors.length) return refused(errors)
  const results = await findCatalogueResults(language.data, query)
  return Response.json(
    { ...results, pageSize: RESULTS_PAGE_SIZE, query },
    { headers: { 'Cache-Control': CATALOGUE_JSON_CACHE_CONTROL } },
  )
}
