import type { Payload } from 'payload'

import { PASSWORD_CHANGE_VERIFIED } from '@/collections/Customers/guards'
import { isLoginRefusal } from '@/features/portal/auth/server/errors'
import { busy, json } from '@/features/forms/server/http'
import { inTransaction } from '@/features/forms/server/transaction'
import { withWriteLock } from '@/lib/db'

import { passwordRequestSchema, profileKey } from '../schemas'
import { failure, readCustomerRequest } from './request'

/**
 * Checks the current password as a login does, so that a wrong one is a failed login attempt
 * and counts towards the lockout (a stolen session cookie cannot guess without limit).
 */
async function currentPasswordMatches(
  payload: Payload,
  email: string,
  password: string,
): Promise<boolean> {
  try {
    // On SQLite the login writes (attempts, session): queue it behind our other writers.
    await withWriteLock(payload, () =>
      payload.login({ collection: 'customers', data: { email, password } }),
    )
    return true
  } catch (error) {
    if (isLoginRefusal(error)) return false
    throw error
  }
}

/**
 * POST /api/json-api/kundenportal/passwort/: a new password after the current one was checked.
 * Payload keeps only the session of the request that changes the password (the `_sid` of its
 * user), so every other device is logged out, including the session the check itself opened.
 */
export async function handlePasswordRequest(request: Request, payload: Payload): Promise<Response> {
  try {
    const read = await readCustomerRequest(request, payload, passwordRequestSchema)
    if (!read.ok) return read.response
    const { customer, message } = read
    if (!(await currentPasswordMatches(payload, customer.email, message.currentPassword))) {
      return json(
        { status: 'error', errors: { currentPassword: profileKey('currentPassword-wrong') } },
        400,
      )
    }
    const result = await inTransaction(payload, (req) =>
      payload.update({
        collection: 'customers',
        id: customer.id,
        data: { password: message.newPassword },
        user: customer,
        overrideAccess: false,
        req,
        depth: 0,
        context: { [PASSWORD_CHANGE_VERIFIED]: true },
      }),
    )
    return result.status === 'busy' ? busy() : json({ status: 'ok' })
  } catch (error) {
    return failure(payload, error, 'password change')
  }
}
