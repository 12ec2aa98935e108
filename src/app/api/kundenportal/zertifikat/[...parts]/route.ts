import { handleCertificateRequest } from '@/features/portal/achievements/certificate/http'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ parts: string[] }> }

/** GET: a participant's certificate PDF (see features/portal/achievements/certificate/http.ts). */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { parts } = await params
  return handleCertificateRequest(request, parts, await getPayloadClient())
}
