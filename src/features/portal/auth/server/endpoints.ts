import type { Endpoint } from 'payload'

import { json } from '@/features/forms/server/http'

import { forgotPasswordHandler } from './forgot'
import { loginHandler } from './login'
import { resetPasswordHandler } from './reset'

const forbidden = async (): Promise<Response> => json({ status: 'error', code: 'forbidden' }, 403)
const notFound = async (): Promise<Response> => json({ status: 'error', code: 'notFound' }, 404)

/**
 * The customers collection's auth endpoints that replace Payload's: a collection's own endpoints
 * are matched before the defaults with the same method and path (payload/dist/utilities/
 * handleEndpoints.js finds the first match; collections/config/sanitize.js appends the defaults).
 * Payload's /logout, /me, /refresh-token and the staff-only /unlock stay as they are.
 */
export const customerAuthEndpoints: Endpoint[] = [
  { path: '/login', method: 'post', handler: loginHandler },
  { path: '/forgot-password', method: 'post', handler: forgotPasswordHandler },
  { path: '/reset-password', method: 'post', handler: resetPasswordHandler },
  // Staff create customer accounts; Payload would let anyone create the first one.
  { path: '/first-register', method: 'post', handler: forbidden },
  // /init tells whether any account exists; /verify needs e-mail verification, which customers do
  // not use.
  { path: '/init', method: 'get', handler: notFound },
  { path: '/verify/:token', method: 'post', handler: notFound },
]
