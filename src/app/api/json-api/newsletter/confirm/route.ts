import { handleNewsletterConfirm } from '@/features/newsletter/server/confirm-handler'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/** POST /api/json-api/newsletter/confirm/: confirms or ends a subscription by its mailed token. */
export async function POST(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  return (await handleNewsletterConfirm(request, payload)).response
}
