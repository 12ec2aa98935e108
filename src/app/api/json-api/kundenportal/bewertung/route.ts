import { handleReviewRequest } from '@/features/reviews/server/submit'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/**
 * POST /api/json-api/kundenportal/bewertung/: a customer's review of a seminar date they attended
 * (features/reviews/server/submit.ts).
 */
export async function POST(request: Request): Promise<Response> {
  return handleReviewRequest(request, await getPayloadClient())
}
