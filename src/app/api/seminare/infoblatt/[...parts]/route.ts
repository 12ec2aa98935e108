import { handleInfoSheetRequest } from '@/features/seminars/info-sheet/http'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ parts: string[] }> }

/** GET: a seminar's information sheet as PDF (features/seminars/info-sheet/http.ts). */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  return handleInfoSheetRequest((await params).parts, await getPayloadClient())
}
