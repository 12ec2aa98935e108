import { handleWhitepaperDownload } from '@/features/whitepapers/server/http'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/**
 * POST /api/whitepaper-dl/: the PDF for a mailed access code (see
 * features/whitepapers/server/http.ts).
 */
export async function POST(request: Request): Promise<Response> {
  return handleWhitepaperDownload(request, await getPayloadClient())
}
