import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { busy, json } from '@/features/forms/server/http'
import type { Language } from '@/features/forms/server/mail-format'
import { queueMail } from '@/features/forms/server/mails'
import { inTransaction } from '@/features/forms/server/transaction'
import { sendQueuedMails } from '@/lib/mail/outbox'
import { hashToken } from '@/lib/tokens'
import type { Customer } from '@/payload-types'

import { FORGOT_MIN_ANSWER_MS } from '../constants'
import { forgotPasswordSchema } from '../schemas'
import { notSoonerThan } from '@/lib/auth/equal-work'
import { resetPasswordMail } from './reset-mail'
import { reserveResetToken } from './reset-token'
import { checkAuthRequest, serverError } from './request'

/**
 * Gives the customer with this e-mail a new reset token and queues the mail with the link, inside
 * the caller's transaction (reserveResetToken: one winner, one mail per interval). The table keeps
 * only the token's SHA-256 (a leaked row resets nothing). False when nothing was queued.
 */
export async function requestPasswordReset(
  payload: Payload,
  req: PayloadRequest,
  email: string,
  language: Language,
  now = new Date(),
): Promise<boolean> {
  const token = randomBytes(20).toString('hex')
  const tokenHash = hashToken(token)
  const account = await reserveResetToken(payload, req, {
    collection: 'customers',
    email,
    storedToken: tokenHash,
    now,
  })
  if (!account) return false
  const customer = account as unknown as Customer
  await queueMail(payload, req, {
    dedupeKey: `password-reset:${customer.id}:${tokenHash.slice(0, 16)}`,
    to: customer.email,
    ...resetPasswordMail(customer, language, token),
  })
  return true
}

/**
 * POST /api/customers/forgot-password: {email, locale}. Always the same 200 answer, no sooner than
 * FORGOT_MIN_ANSWER_MS, whether or not the address has an account (and whether a mail went out).
 */
export async function forgotPasswordHandler(req: PayloadRequest): Promise<Response> {
  const startedAt = Date.now()
  const checked = await checkAuthRequest(req, forgotPasswordSchema, 'forgotPassword')
  if (!checked.ok) return checked.response
  const { payload } = req
  try {
    const result = await inTransaction(payload, (tx) =>
      requestPasswordReset(payload, tx, checked.data.email, checked.data.locale),
    )
    if (result.status === 'busy') return busy()
    // After the commit and without waiting: the answer must not tell a sent mail apart.
    if (result.value) sendQueuedMails(payload)
  } catch (error) {
    return serverError(req, error, 'Password reset request')
  }
  await notSoonerThan(startedAt, FORGOT_MIN_ANSWER_MS)
  return json({ status: 'ok' })
}
