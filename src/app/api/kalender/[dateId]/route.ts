import { handleCalendarRequest } from '@/features/calendar/server/http'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ dateId: string }> }

/** GET: one seminar date's calendar file (see features/calendar/server/http.ts). */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { dateId } = await params
  return handleCalendarRequest(request, dateId, await getPayloadClient())
}
