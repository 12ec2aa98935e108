import { filterDates } from '@/features/finder/filter'
import { finderQuerySchema } from '@/features/finder/schemas'
import { getUpcomingDates } from '@/features/seminars/queries'
import { CATALOGUE_JSON_CACHE_CONTROL } from '@/features/seminars/constants'
import { readQuery } from '@/lib/query-params'

/**
 * GET /api/json-api/seminarfinder/?language=de&code=&seminarthema=&ort=&zeit=
 * The finder's result list: upcoming dates by topic and place (query), then code and month.
 */
export async function GET(request: Request) {
  const query = readQuery(request, finderQuerySchema)
  if (!query.ok) return query.response
  const { language, code, seminarthema, ort, zeit } = query.data
  const dates = await getUpcomingDates(language, { topicId: seminarthema, locationId: ort })
  return Response.json(
    { dates: filterDates(dates, { code, month: zeit }) },
    { headers: { 'Cache-Control': CATALOGUE_JSON_CACHE_CONTROL } },
  )
}
