import { loginOperation, type PayloadRequest } from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { busy, json } from '@/features/forms/server/http'
import { isBusyError, withWriteLock } from '@/lib/db'

import { loginSchema } from '../schemas'
import { hashLikePayload } from './equal-work'
import { isLoginRefusal } from './errors'
import { checkAuthRequest, serverError } from './request'

const collection = 'customers'

/** Unknown e-mail, wrong password, locked account: one answer for all, so none can be told apart. */
export const loginFailed = (): Response => json({ status: 'error', code: 'loginFailed' }, 401)

const isLocked = (lockUntil: string | null | undefined): boolean => Boolean(lockUntil && new Date(lockUntil).getTime() > Date.now())

/** One login attempt; Payload's refusals are thrown (AuthenticationError, LockedAuth). */
async function attempt(req: PayloadRequest, email: string, password: string): Promise<Response> {
  const { payload } = req
  const auth = payload.collections[collection]
  // Payload refuses these before hashing; we hash anyway, so the answer takes as long as a wrong password.
  const account = await payload.db.findOne<{ id: number; lockUntil?: string | null }>({ collection, where: { email: { equals: email } } })
  if (!account || isLocked(account.lockUntil)) {
    await hashLikePayload(password)
    return loginFailed()
  }
  // The operation rather than payload.login(): the Local API drops the token the cookie needs.
  const result = await loginOperation({ collection: auth, data: { email, password }, depth: 0, req })
  if (!result.token) throw new Error('Payload returned no token after a login')
  const cookie = generatePayloadCookie({ collectionAuthConfig: auth.config.auth, cookiePrefix: payload.config.cookiePrefix, token: result.token })
  return json({ status: 'ok' }, 200, { 'Set-Cookie': cookie })
}

/**
 * POST /api/customers/login: replaces Payload's handler. Refusals all read `loginFailed` (401) and
 * cost one password hash each; success answers {status:'ok'} with the session cookie (HttpOnly,
 * SameSite=Lax, Secure on https) and never the token itself. The lockout is Payload's own (5
 * failures lock for 10 minutes; its counter is an atomic increment, so parallel attempts count).
 */
export async function loginHandler(req: PayloadRequest): Promise<Response> {
  const checked = await checkAuthRequest(req, loginSchema, 'login')
  if (!checked.ok) return checked.response
  try {
    // On SQLite one attempt at a time, like every writer (decision 0005): the failure counter and
    // the session are written outside our transactions and would otherwise meet SQLITE_BUSY.
    return await withWriteLock(req.payload, () => attempt(req, checked.data.email, checked.data.password))
  } catch (error) {
    if (isLoginRefusal(error)) return loginFailed()
    if (isBusyError(error)) return busy()
    return serverError(req, error, 'Customer login')
  }
}
