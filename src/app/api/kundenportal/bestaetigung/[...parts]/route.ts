import { handleBookingPdfRequest } from '@/features/portal/booking-pdf/http'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ parts: string[] }> }

/** GET: a customer's booking confirmation as PDF (see features/portal/booking-pdf/http.ts). */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { parts } = await params
  return handleBookingPdfRequest(request, parts, await getPayloadClient())
}
