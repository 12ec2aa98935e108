import type { PayloadRequest } from 'payload'

import { busy, json } from '@/features/forms/server/http'
import { isBusyError } from '@/lib/db'

import { loginSchema } from '../schemas'
import { signedInHintCookie } from '../../signed-in-hint'
import { isLoginRefusal } from './errors'
import { attemptLogin, type LoginAnswers } from '@/lib/auth/login-attempt'
import { checkAuthRequest, serverError } from './request'

/**
 * Unknown e-mail, wrong password, locked account: one answer for all, so none can be told apart.
 */
export const loginFailed = (): Response => json({ status: 'error', code: 'loginFailed' }, 401)

const customerAnswers: LoginAnswers = {
  refused: loginFailed,
  succeeded: (_user, exp, cookie) => {
    const response = json({ status: 'ok' }, 200, { 'Set-Cookie': cookie })
    // The header's account menu looks for this to know a session may exist (signed-in-hint.ts).
    response.headers.append('Set-Cookie', signedInHintCookie(exp, /;\s*Secure/i.test(cookie)))
    return response
  },
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
    return await attemptLogin(req, 'customers', checked.data, customerAnswers)
  } catch (error) {
    if (isLoginRefusal(error)) return loginFailed()
    if (isBusyError(error)) return busy()
    return serverError(req, error, 'Customer login')
  }
}
