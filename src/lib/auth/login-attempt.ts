import {
  incrementLoginAttempts,
  loginOperation,
  type Payload,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type TypedUser,
} from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { withWriteLock } from '@/lib/db'

import { hashLikePayload } from './equal-work'
import { passwordMatches } from './verify-password'

/** The collections whose members log in: customers in the portal, staff in the admin. */
export type LoginCollection = 'customers' | 'users'

type Account = {
  id: number
  hash?: string | null
  salt?: string | null
  lockUntil?: string | null
  loginAttempts?: number | null
}

/** How one login endpoint answers: the same refusal for every failure, and its success. */
export type LoginAnswers = {
  refused: () => Response
  succeeded: (user: Record<string, unknown>, exp: number | undefined, cookie: string) => Response
}

const isLocked = (lockUntil: string | null | undefined): boolean =>
  Boolean(lockUntil && new Date(lockUntil).getTime() > Date.now())

const findAccount = (
  payload: Payload,
  collection: LoginCollection,
  where: Record<string, { equals: string | number }>,
) => payload.db.findOne<Account>({ collection, where })

/**
 * A wrong password, counted by Payload's own atomic increment (5 lock the account). Runs in the
 * write lock, so the account is read again there: parallel attempts may have counted or locked
 * it since. A locked account counts no further, as in Payload's login.
 */
async function countFailure(
  payload: Payload,
  collection: LoginCollection,
  config: SanitizedCollectionConfig,
  id: number,
): Promise<void> {
  const account = await findAccount(payload, collection, { id: { equals: id } })
  if (!account || isLocked(account.lockUntil)) return
  await incrementLoginAttempts({
    collection: config,
    payload,
    user: account as unknown as TypedUser,
  })
}

/** The right password: Payload's login writes the session and clears the counter. */
async function logIn(
  req: PayloadRequest,
  collection: LoginCollection,
  email: string,
  password: string,
  answers: LoginAnswers,
): Promise<Response> {
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
  return answers.succeeded(result.user as unknown as Record<string, unknown>, result.exp, cookie)
}

/**
 * One login attempt. The password hash (about 0.4 s) runs before the write lock, which is taken
 * for Payload's writes only: the failure counter, or the session. Every refusal costs one hash
 * and one pass through the lock, so an unknown e-mail, a wrong password and a locked account take
 * alike, under load too, and answer alike. On SQLite Payload's writes queue behind our other
 * writers there (decision 0005); outside them they would meet SQLITE_BUSY.
 */
export async function attemptLogin(
  req: PayloadRequest,
  collection: LoginCollection,
  { email, password }: { email: string; password: string },
  answers: LoginAnswers,
): Promise<Response> {
  const { payload } = req
  const account = await findAccount(payload, collection, { email: { equals: email } })
  if (!account || isLocked(account.lockUntil)) {
    // Payload refuses these before hashing; we hash anyway, so the answer takes as long as a wrong
    // password.
    await hashLikePayload(password)
    await withWriteLock(payload, async () => undefined)
    return answers.refused()
  }
  if (!(await passwordMatches(account, password))) {
    const config = payload.collections[collection].config
    await withWriteLock(payload, () => countFailure(payload, collection, config, account.id))
    return answers.refused()
  }
  return withWriteLock(payload, () => logIn(req, collection, email, password, answers))
}
