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
    // Seats left changed: every view of them reads afresh on its next request. Not 'max': that
    // only marks the tag stale, and each cached view then answers its old seats once more.
    revalidateTag(CACHE_TAGS.catalogue, { expire: 0 })
    sendQueuedMails(payload)
  }
  return response
}
