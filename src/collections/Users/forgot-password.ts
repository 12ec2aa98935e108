import { randomBytes } from 'node:crypto'

import { addDataAndFileToRequest, type PayloadRequest } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { z } from 'zod'

import { json, RETRY_AFTER_BUSY_SECONDS } from '@/features/forms/server/http'
import { queueMail } from '@/features/forms/server/mails'
import { inTransaction } from '@/features/forms/server/transaction'
import { FORGOT_MIN_ANSWER_MS } from '@/features/portal/auth/constants'
import { notSoonerThan } from '@/lib/auth/equal-work'
import { reserveResetToken } from '@/features/portal/auth/server/reset-token'
import { env } from '@/lib/env'
import { sendQueuedMails } from '@/lib/mail/outbox'
import { crossSiteResponse, isSameOriginRequest } from '@/lib/same-origin'
import { hashToken } from '@/lib/tokens'

import { limitStaffAuth } from './rate-limit'
import { staffResetMail } from './reset-mail'

// Any address: an unknown or malformed one simply finds no account (and gets the same answer).
const bodySchema = z.object({ email: z.string().trim().toLowerCase().min(1).max(254) })

const BUSY = {
  de: 'Die Datenbank ist gerade ausgelastet. Bitte versuchen Sie es gleich noch einmal.',
  en: 'The database is busy. Please try again in a moment.',
}

/**
 * POST /api/users/forgot-password: replaces Payload's handler, whose reservation write met its own
 * transaction's SQLite lock (500 "database is locked", reset-token.ts). {email}, as JSON or as the
 * admin form's multipart `_payload`. Same-origin only, 10 per address and 10 minutes (429). The
 * token is stored as Payload's reset page and endpoint expect it; the mail goes through the
 * outbox. One answer, no sooner than FORGOT_MIN_ANSWER_MS, for known and unknown addresses alike.
 */
export async function staffForgotPasswordHandler(req: PayloadRequest): Promise<Response> {
  const startedAt = Date.now()
  if (!isSameOriginRequest(req as unknown as Request)) return crossSiteResponse()
  await addDataAndFileToRequest(req)
  const parsed = bodySchema.safeParse(req.data)
  if (!parsed.success)
    return json({ errors: [{ message: req.t('authentication:emailNotValid') }] }, 400)
  limitStaffAuth(req, 'forgotPassword')
  const { payload } = req
  const language = req.i18n?.language === 'en' ? 'en' : 'de'
  const result = await inTransaction(payload, async (tx) => {
    const token = randomBytes(20).toString('hex')
    const account = await reserveResetToken(payload, tx, {
      collection: 'users',
      email: parsed.data.email,
      storedToken: token,
      now: new Date(),
    })
    if (!account) return false
    const link = formatAdminURL({
      adminRoute: payload.config.routes.admin,
      path: `${payload.config.admin.routes.reset}/${token}`,
      serverURL: env.SITE_URL,
    })
    const name = typeof account.name === 'string' ? account.name : null
    await queueMail(payload, tx, {
      dedupeKey: `staff-password-reset:${account.id}:${hashToken(token).slice(0, 16)}`,
      to: account.email,
      ...staffResetMail(name, language, link),
    })
    return true
  })
  if (result.status === 'busy')
    return json({ errors: [{ message: BUSY[language] }] }, 503, {
      'Retry-After': RETRY_AFTER_BUSY_SECONDS,
    })
  // After the commit and without waiting: the answer must not tell a sent mail apart.
  if (result.value) sendQueuedMails(payload)
  await notSoonerThan(startedAt, FORGOT_MIN_ANSWER_MS)
  return json({ message: req.t('general:success') })
}
