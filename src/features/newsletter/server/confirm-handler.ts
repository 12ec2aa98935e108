import type { Payload } from 'payload'
import { z } from 'zod'

import { env } from '@/lib/env'
import { isBusyError } from '@/lib/db'
import { readSameOriginJson } from '@/lib/http-json'
import { clientAddress } from '@/lib/rate-limit'
import { TOKEN_PATTERN } from '@/lib/tokens'

import { busy, json, messageErrors, rateLimited } from '@/features/forms/server/http'
import type { FormResult } from '@/features/forms/server/pipeline'
import { formRateLimiter } from '@/features/forms/server/rate-limits'
import { applyToken } from './subscriptions'
import { inTransaction } from '@/features/forms/server/transaction'

/**
 * Body of POST /api/json-api/newsletter/confirm/: the token from the mailed link and what to do.
 */
export const newsletterConfirmRequestSchema = z.strictObject({
  message: z.strictObject({
    token: z.string({ error: 'invalidToken' }).regex(TOKEN_PATTERN, 'invalidToken'),
    action: z.enum(['confirm', 'unsubscribe'], { error: 'invalidAction' }),
  }),
})

// Tokens carry 128 random bits, so this limit only keeps scripts from hammering the database.
const limiter = formRateLimiter('newsletter-confirm', 20)
const answer = (response: Response): FormResult => ({ response, mailsQueued: false })

/**
 * Confirms or ends a newsletter subscription: 200 {status:'ok', subscription}, 404 for an unknown
 * or expired token, 400 for a malformed request; same-origin, size and rate-limit rules as the
 * forms.
 */
export async function handleNewsletterConfirm(
  request: Request,
  payload: Payload,
): Promise<FormResult> {
  const read = await readSameOriginJson(request)
  if (!read.ok) return answer(read.response)
  const parsed = newsletterConfirmRequestSchema.safeParse(read.body)
  if (!parsed.success)
    return answer(json({ status: 'error', errors: messageErrors(parsed.error) }, 400))
  if (env.rateLimit) {
    const limit = limiter.hit(clientAddress(request))
    if (!limit.ok) return answer(rateLimited(limit.retryAfterSeconds))
  }
  const { token, action } = parsed.data.message
  try {
    const result = await inTransaction(payload, (req) => applyToken(payload, req, token, action))
    if (result.status === 'busy') return answer(busy())
    if (!result.value) return answer(json({ status: 'error', code: 'invalidToken' }, 404))
    return answer(json({ status: 'ok', subscription: result.value }))
  } catch (error) {
    if (isBusyError(error)) return answer(busy())
    payload.logger.error({ err: error, msg: 'Newsletter confirmation failed' })
    return answer(json({ status: 'error', code: 'server' }, 500))
  }
}
