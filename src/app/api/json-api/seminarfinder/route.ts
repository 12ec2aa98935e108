import { filterDates } from '@/features/finder/filter'
import { finderQuerySchema } from '@/features/finder/schemas'
import { getUpcomingDates } from '@/features/seminars/queries'

/**
 * GET /api/json-api/seminarfinder/?language=de&code=&seminarthema=&ort=&zeit=
 * The finder's result list: upcoming dates by topic and place (query), then code and month.
 */
export async function GET(request: Request) {
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const parsed = finderQuerySchema.safeParse(query)
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      field: issue.path.join('.'),
      message: issue.message,
    }))
    return Response.json(
      { status: 400, message: 'Invalid query', errors },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  const { language, code, seminarthema, ort, zeit } = parsed.data
  const dates = await getUpcomingDates(language, { topicId: seminarthema, locationId: ort })
  return Response.json(
    { dates: filterDates(dates, { code, month: zeit }) },
    { headers: { 'Cache-Control': 'public, max-age=60' } },
  )
}
