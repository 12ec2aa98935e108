import type { Payload } from 'payload'

import { type NewsletterMessage, newsletterRequestSchema } from '@/features/newsletter/schema'
import {
  type FormEndpoint,
  type FormResult,
  handleFormRequest,
  noCheck,
} from '@/features/forms/server/pipeline'
import { formRateLimiter } from '@/features/forms/server/rate-limits'
import { requestSubscription, storeSpamSubscription } from './subscriptions'

/**
 * POST /api/json-api/newsletter/: the double opt-in sign-up. The answer is always {status:'ok'},
 * whether the address is new, pending or already confirmed.
 */
export const newsletterEndpoint: FormEndpoint<NewsletterMessage, undefined> = {
  name: 'newsletter',
  requestSchema: newsletterRequestSchema,
  limiter: formRateLimiter('newsletter', 5),
  check: noCheck,
  decoy: () => ({ status: 'ok' }),
  async save({ payload, req, message, spam }) {
    if (spam) {
      await storeSpamSubscription(payload, req, message)
      return { body: { status: 'ok' }, mailsQueued: false }
    }
    return { body: { status: 'ok' }, mailsQueued: await requestSubscription(payload, req, message) }
  },
}

/** Handles a newsletter sign-up (see pipeline.ts for the answers). */
export const handleNewsletterRequest = (request: Request, payload: Payload): Promise<FormResult> =>
  handleFormRequest(newsletterEndpoint, request, payload)
