import { handleCancellationRequest } from '@/features/portal/cancellation/server'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/**
 * POST /api/json-api/kundenportal/stornierung/: the logged-in customer cancels a booking, or asks
 * staff to after the deadline (features/portal/cancellation/server.ts).
 */
export async function POST(request: Request): Promise<Response> {
  return handleCancellationRequest(request, await getPayloadClient())
}
