import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { json, RETRY_AFTER_BUSY_SECONDS } from '@/features/forms/server/http'
import { isLoginRefusal } from '@/features/portal/auth/server/errors'
import { attemptLogin, type LoginAnswers } from '@/lib/auth/login-attempt'
import { isBusyError } from '@/lib/db'
import { readBytes } from '@/lib/http-json'
import { crossSiteResponse, isSameOriginRequest } from '@/lib/same-origin'

import { limitStaffAuth } from './rate-limit'

/** The admin's login form sends two short fields; a larger body is no login and is not read. */
const MAX_BODY_BYTES = 8 * 1024

const bodySchema = z.object({
  // No control characters: PostgreSQL cannot compare a text holding NUL (it answered 500).
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(254)
    .regex(/^[^\u0000-\u001f\u007f]*$/),
  password: z.string().min(1).max(1024),
})

const TOO_LARGE = Symbol('too large')

/** The body as JSON, or the admin form's multipart `_payload`; null when it is neither. */
async function readLoginBody(request: Request): Promise<unknown> {
  const bytes = await readBytes(request, MAX_BODY_BYTES)
  if (!bytes) return TOO_LARGE
  const type = request.headers.get('content-type') ?? ''
  try {
    if (type.toLowerCase().startsWith('multipart/form-data')) {
      const form = await new Response(Buffer.from(bytes), {
        headers: { 'Content-Type': type },
      }).formData()
      const fields = form.get('_payload')
      return typeof fields === 'string' ? JSON.parse(fields) : null
    }
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return null
  }
}

const errorAnswer = (message: string, status: number, headers?: Record<string, string>) =>
  json({ errors: [{ message }] }, status, headers)

/** Payload's answers, so the admin's login form reads them as it reads Payload's own. */
const staffAnswers = (req: PayloadRequest): LoginAnswers => ({
  refused: () => errorAnswer(req.t('error:emailOrPasswordIncorrect'), 401),
  succeeded: (user, exp, cookie) =>
    json({ message: req.t('authentication:passed'), user, exp }, 200, { 'Set-Cookie': cookie }),
})

/**
 * POST /api/users/login: replaces Payload's handler, which answered an unknown e-mail at once
 * and a known one only after hashing, named a locked account, and wrote the failure counter
 * outside the SQLite write lock (500 "database is locked", the failure not counted). Now every
 * refusal costs one hash and reads alike (the customers' login, login-attempt.ts). A body that
 * is too large or malformed is refused before it is read in full or counted against the address.
 */
export async function staffLoginHandler(req: PayloadRequest): Promise<Response> {
  const request = req as unknown as Request
  if (!isSameOriginRequest(request)) return crossSiteResponse()
  const body = await readLoginBody(request)
  if (body === TOO_LARGE) return errorAnswer(req.t('error:problemUploadingFile'), 413)
  const parsed = bodySchema.safeParse(body)
  if (!parsed.success) return errorAnswer(req.t('error:emailOrPasswordIncorrect'), 400)
  limitStaffAuth(req, 'login')
  try {
    return await attemptLogin(req, 'users', parsed.data, staffAnswers(req))
  } catch (error) {
    if (isLoginRefusal(error)) return staffAnswers(req).refused()
    if (isBusyError(error))
      return errorAnswer(req.t('error:unknown'), 503, { 'Retry-After': RETRY_AFTER_BUSY_SECONDS })
    throw error
  }
}
