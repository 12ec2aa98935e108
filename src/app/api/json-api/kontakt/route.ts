import { handleContactRequest } from '@/features/contact/server/handler'
import { sendQueuedMails } from '@/lib/mail/outbox'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/**
 * POST /api/json-api/kontakt/: a contact form (long or short) (answers:
 * features/forms/server/pipeline.ts).
 */
export async function POST(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const { response, mailsQueued } = await handleContactRequest(request, payload)
  // After the commit and without awaiting it: the visitor's answer never waits for SMTP.
  if (mailsQueued) sendQueuedMails(payload)
  return response
}
