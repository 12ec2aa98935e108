import { revalidateTag } from 'next/cache'

import { handleBookingRequest } from '@/features/booking/server/http'
import { sendQueuedMails } from '@/lib/mail/outbox'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/**
 * POST /api/json-api/buchung/: books the cart (see features/booking/server/http.ts for the
 * answers).
 */
export async function POST(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const { response, booked } = await handleBookingRequest(request, payload)
  if (booked) {
    // Seats left changed: pages showing them re-render on their next request (stale until then).
    revalidateTag(CACHE_TAGS.catalogue, 'max')
    sendQueuedMails(payload)
  }
  return response
}
