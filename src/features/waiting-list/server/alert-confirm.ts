import type { Payload } from 'payload'

import { busy, json, messageErrors, rateLimited } from '@/features/forms/server/http'
import type { FormResult } from '@/features/forms/server/pipeline'
import { formRateLimiter } from '@/features/forms/server/rate-limits'
import { inTransaction } from '@/features/forms/server/transaction'
import { isBusyError } from '@/lib/db'
import { env } from '@/lib/env'
import { readSameOriginJson } from '@/lib/http-json'
import { clientAddress } from '@/lib/rate-limit'

import { dateAlertConfirmRequestSchema } from '../schema'
import { applyAlertToken } from './alerts'

const limiter = formRateLimiter('date-alert-confirm', 20)
const answer = (response: Response): FormResult => ({ response, mailsQueued: false })

/**
 * POST /api/json-api/termin-benachrichtigung/bestaetigen/: 200 {status:'ok', alert}, 404 for an
 * unknown or expired token, 400 for a malformed request; same-origin, size and rate limit as the
 * forms.
 */
export async function handleDateAlertConfirm(
  request: Request,
  payload: Payload,
): Promise<FormResult> {
  const read = await readSameOriginJson(request)
  if (!read.ok) return answer(read.response)
  const parsed = dateAlertConfirmRequestSchema.safeParse(read.body)
  if (!parsed.success)
    return answer(json({ status: 'error', errors: messageErrors(parsed.error) }, 400))
  if (env.rateLimit) {
    const limit = limiter.hit(clientAddress(request))
    if (!limit.ok) return answer(rateLimited(limit.retryAfterSeconds))
  }
  const { token, action } = parsed.data.message
  try {
    const result = await inTransaction(payload, (req) =>
      applyAlertToken(payload, req, token, action),
    )
    if (result.status === 'busy') return answer(busy())
    if (!result.value) return answer(json({ status: 'error', code: 'invalidToken' }, 404))
    return answer(json({ status: 'ok', alert: result.value }))
  } catch (error) {
    if (isBusyError(error)) return answer(busy())
    payload.logger.error({ err: error, msg: 'Date alert confirmation failed' })
    return answer(json({ status: 'error', code: 'server' }, 500))
  }
}
