import { seminarsQuerySchema } from '@/features/bookmarks/schemas'
import { getSeminarSummaries } from '@/features/seminars/queries'

/**
 * GET /api/json-api/seminare/?language=de&ids=3,1: these seminars as cards show them, in the
 * order asked for; ids that are not (or no longer) published are left out.
 */
export async function GET(request: Request): Promise<Response> {
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const parsed = seminarsQuerySchema.safeParse(query)
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
  const { language, ids } = parsed.data
  const seminars = await getSeminarSummaries(language, { ids })
  return Response.json({ seminars }, { headers: { 'Cache-Control': 'public, max-age=60' } })
}
