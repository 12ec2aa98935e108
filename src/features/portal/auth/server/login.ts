import {
  incrementLoginAttempts,
  loginOperation,
  type Payload,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type TypedUser,
} from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { busy, json } from '@/features/forms/server/http'
import { isBusyError, withWriteLock } from '@/lib/db'

import { loginSchema } from '../schemas'
import { hashLikePayload } from './equal-work'
import { isLoginRefusal } from './errors'
import { checkAuthRequest, serverError } from './request'
import { passwordMatches } from './verify-password'

const collection = 'customers'

type Account = {
  id: number
  hash?: string | null
  salt?: string | null
  lockUntil?: string | null
  loginAttempts?: number | null
}

/** Unknown e-mail, wrong password, locked account: one answer for all, so none can be told apart. */
export const loginFailed = (): Response => json({ status: 'error', code: 'loginFailed' }, 401)

const isLocked = (lockUntil: string | null | undefined): boolean =>
  Boolean(lockUntil && new Date(lockUntil).getTime() > Date.now())

const findAccount = (payload: Payload, where: Record<string, { equals: string | number }>) =>
  payload.db.findOne<Account>({ collection, where })

/**
 * A wrong password, counted by Payload's own atomic increment (5 lock the account). Runs in the
 * write lock, so the account is read again there: parallel attempts may have counted or locked
 * it since. A locked account counts no further, as in Payload's login.
 */
async function countFailure(
  payload: Payload,
  config: SanitizedCollectionConfig,
  id: number,
): Promise<void> {
  const account = await findAccount(payload, { id: { equals: id } })
  if (!account || isLocked(account.lockUntil)) return
  await incrementLoginAttempts({
    collection: config,
    payload,
    user: account as unknown as TypedUser,
  })
}

/** The right password: Payload's login writes the session and clears the counter; we set the cookie. */
async function logIn(req: PayloadRequest, email: string, password: string): Promise<Response> {
  const auth = req.payload.collections[collection]
  // The operation rather than payload.login(): the Local API drops the token the cookie needs. It
  // reads the account again, refuses one locked meanwhile, and hashes once more (there is no
  // entry point without its hash, short of rewriting its session and token handling).
  const result = await loginOperation({
    collection: auth,
    data: { email, password },
    depth: 0,
    req,
  })
  if (!result.token) throw new Error('Payload returned no token after a login')
  const cookie = generatePayloadCookie({
    collectionAuthConfig: auth.config.auth,
    cookiePrefix: req.payload.config.cookiePrefix,
    token: result.token,
  })
  return json({ status: 'ok' }, 200, { 'Set-Cookie': cookie })
}

/**
 * One login attempt. The password hash (about 0.4 s) runs before the write lock, which is taken
 * for Payload's writes only: the failure counter, or the session. Every refusal costs one hash
 * and one pass through the lock, so unknown, wrong and locked take alike under load too.
 */
async function attempt(req: PayloadRequest, email: string, password: string): Promise<Response> {
  const { payload } = req
  const account = await findAccount(payload, { email: { equals: email } })
  if (!account || isLocked(account.lockUntil)) {
    // Payload refuses these before hashing; we hash anyway, so the answer takes as long as a wrong password.
    await hashLikePayload(password)
    await withWriteLock(payload, async () => undefined)
    return loginFailed()
  }
  if (!(await passwordMatches(account, password))) {
    await withWriteLock(payload, () =>
      countFailure(payload, payload.collections[collection].config, account.id),
    )
    return loginFailed()
  }
  return withWriteLock(payload, () => logIn(req, email, password))
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
    // On SQLite Payload's writes queue behind our other writers (decision 0005): it writes the
    // failure counter and the session outside our transactions, which would otherwise meet SQLITE_BUSY.
    return await attempt(req, checked.data.email, checked.data.password)
  } catch (error) {
    if (isLoginRefusal(error)) return loginFailed()
    if (isBusyError(error)) return busy()
    return serverError(req, error, 'Customer login')
  }
}
