import { seminarsQuerySchema } from '@/features/bookmarks/schemas'
import { getSeminarSummaries } from '@/features/seminars/queries'
import { CATALOGUE_JSON_CACHE_CONTROL } from '@/features/seminars/constants'
import { readQuery } from '@/lib/query-params'

/**
 * GET /api/json-api/seminare/?language=de&ids=3,1: these seminars as cards show them, in the
 * order asked for; ids that are not (or no longer) published are left out.
 */
export async function GET(request: Request): Promise<Response> {
  const query = readQuery(request, seminarsQuerySchema)
  if (!query.ok) return query.response
  const { language, ids } = query.data
  const seminars = await getSeminarSummaries(language, { ids })
  return Response.json({ seminars }, { headers: { 'Cache-Control': CATALOGUE_JSON_CACHE_CONTROL } })
}
