import { type PayloadRequest, resetPasswordOperation } from 'payload'

import { busy, json } from '@/features/forms/server/http'
import { inTransaction } from '@/features/forms/server/transaction'
import { hashToken } from '@/lib/tokens'

import { resetPasswordSchema } from '../schemas'
import { isTokenRefusal } from './errors'
import { checkAuthRequest, serverError } from './request'

const collection = 'customers'

/** A token that is unknown, expired or used: the page offers a new link. */
export const invalidToken = (): Response => json({ status: 'error', code: 'invalidToken' }, 400)

/**
 * POST /api/customers/reset-password: {token, password}. Payload's reset sets the password, clears
 * the lockout and ends every session; we also end the session it starts for the reset, so the
 * customer logs in on the login page with the new password (and a password manager can keep it),
 * and the token (stored as its SHA-256) stops working at once.
 */
export async function resetPasswordHandler(req: PayloadRequest): Promise<Response> {
  const checked = await checkAuthRequest(req, resetPasswordSchema, 'resetPassword')
  if (!checked.ok) return checked.response
  const { payload } = req
  const { token, password } = checked.data
  try {
    const result = await inTransaction(payload, async (tx) => {
      const { user } = await resetPasswordOperation({
        collection: payload.collections[collection],
        data: { token: hashToken(token), password },
        depth: 0,
        overrideAccess: true,
        req: tx,
      })
      // The whole row, as Payload's logout writes it: with an array (sessions) the adapter rewrites
      // every column.
      const row = await payload.db.findOne<{ id: number } & Record<string, unknown>>({
        collection,
        where: { id: { equals: (user as { id: number }).id } },
        req: tx,
      })
      if (!row) throw new Error('The customer vanished during the password reset')
      await payload.db.updateOne({
        collection,
        id: row.id,
        data: { ...row, sessions: [], resetPasswordToken: null, resetPasswordRequestedAt: null },
        req: tx,
        returning: false,
      })
    })
    if (result.status === 'busy') return busy()
    return json({ status: 'ok' })
  } catch (error) {
    // Payload's answer to a token it does not find (or finds expired).
    if (isTokenRefusal(error)) return invalidToken()
    return serverError(req, error, 'Password reset')
  }
}
