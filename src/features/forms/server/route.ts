import type { Payload } from 'payload'

import { sendQueuedMails } from '@/lib/mail/outbox'
import { getPayloadClient } from '@/lib/payload'

import type { FormResult } from './pipeline'

/**
 * The POST route handler of a form endpoint (answers: pipeline.ts). The mails the form queued go
 * out after the commit and without being awaited: the visitor's answer never waits for SMTP.
 */
export function formPostRoute(
  handle: (request: Request, payload: Payload) => Promise<FormResult>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const payload = await getPayloadClient()
    const { response, mailsQueued } = await handle(request, payload)
    if (mailsQueued) sendQueuedMails(payload)
    return response
  }
}
