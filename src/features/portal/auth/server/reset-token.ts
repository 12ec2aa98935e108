import type { Payload, PayloadRequest } from 'payload'

import { RESET_MAIL_INTERVAL_MS } from '../constants'

const HOUR_MS = 60 * 60_000

type StoredAccount = Record<string, unknown> & { id: number; email: string }

type ResetRequest = {
  collection: 'customers' | 'users'
  email: string
  storedToken: string
  now: Date
}

/**
 * Gives the account with this e-mail a new reset token, inside the caller's transaction. One
 * conditional UPDATE does it, so that of many parallel requests only one wins, and only once per
 * RESET_MAIL_INTERVAL_MS: the owner gets one mail, and the link already mailed keeps working.
 * Payload's forgotPassword writes this reservation outside its own transaction, which on SQLite
 * meets that transaction's lock ("database is locked"), so staff requests come here too.
 * The updated account, or null: no such account, or a link was mailed moments ago.
 */
export async function reserveResetToken(
  payload: Payload,
  req: PayloadRequest,
  { collection, email, storedToken, now }: ResetRequest,
): Promise<StoredAccount | null> {
  const validMs = payload.collections[collection].config.auth.forgotPassword?.expiration ?? HOUR_MS
  const account = await payload.db.updateOne({
    collection,
    data: {
      resetPasswordRequestedAt: now.toISOString(),
      resetPasswordToken: storedToken,
      resetPasswordExpiration: new Date(now.getTime() + validMs).toISOString(),
    },
    options: { atomic: true },
    req,
    where: {
      and: [
        { email: { equals: email } },
        {
          or: [
            { resetPasswordRequestedAt: { exists: false } },
            { resetPasswordRequestedAt: { equals: null } },
            {
              resetPasswordRequestedAt: {
                less_than_equal: new Date(now.getTime() - RESET_MAIL_INTERVAL_MS).toISOString(),
              },
            },
          ],
        },
      ],
    },
  })
  return account ? (account as unknown as StoredAccount) : null
}
