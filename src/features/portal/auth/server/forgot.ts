import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { busy, json } from '@/features/forms/server/http'
import type { Language } from '@/features/forms/server/mail-format'
import { queueMail } from '@/features/forms/server/mails'
import { inTransaction } from '@/features/forms/server/transaction'
import { sendQueuedMails } from '@/lib/mail/outbox'
import { hashToken } from '@/lib/tokens'
import type { Customer } from '@/payload-types'

import { FORGOT_MIN_ANSWER_MS, RESET_MAIL_INTERVAL_MS } from '../constants'
import { forgotPasswordSchema } from '../schemas'
import { notSoonerThan } from './equal-work'
import { resetPasswordMail } from './reset-mail'
import { checkAuthRequest, serverError } from './request'

const collection = 'customers'
const HOUR_MS = 60 * 60_000

/**
 * Gives the account with this e-mail a new reset token and queues the mail with the link, inside
 * the caller's transaction. One conditional UPDATE does it, so that of many parallel requests only
 * one wins, and only once per RESET_MAIL_INTERVAL_MS: the owner gets one mail, and the link already
 * mailed keeps working. The table keeps only the token's SHA-256 (a leaked row resets nothing).
 * False when nothing was queued: no such account, or a link was mailed moments ago.
 */
export async function requestPasswordReset(payload: Payload, req: PayloadRequest, email: string, language: Language, now = new Date()): Promise<boolean> {
  const token = randomBytes(20).toString('hex')
  const tokenHash = hashToken(token)
  const validMs = payload.collections[collection].config.auth.forgotPassword?.expiration ?? HOUR_MS
  const account = await payload.db.updateOne({
    collection,
    data: { resetPasswordRequestedAt: now.toISOString(), resetPasswordToken: tokenHash, resetPasswordExpiration: new Date(now.getTime() + validMs).toISOString() },
    options: { atomic: true },
    req,
    where: {
      and: [
        { email: { equals: email } },
        {
          or: [
            { resetPasswordRequestedAt: { exists: false } },
            { resetPasswordRequestedAt: { equals: null } },
            { resetPasswordRequestedAt: { less_than_equal: new Date(now.getTime() - RESET_MAIL_INTERVAL_MS).toISOString() } },
          ],
        },
      ],
    },
  })
  if (!account) return false
  const customer = account as unknown as Customer
  await queueMail(payload, req, { dedupeKey: `password-reset:${customer.id}:${tokenHash.slice(0, 16)}`, to: customer.email, ...resetPasswordMail(customer, language, token) })
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
    const result = await inTransaction(payload, (tx) => requestPasswordReset(payload, tx, checked.data.email, checked.data.locale))
    if (result.status === 'busy') return busy()
    // After the commit and without waiting: the answer must not tell a sent mail apart.
    if (result.value) sendQueuedMails(payload)
  } catch (error) {
    return serverError(req, error, 'Password reset request')
  }
  await notSoonerThan(startedAt, FORGOT_MIN_ANSWER_MS)
  return json({ status: 'ok' })
}
