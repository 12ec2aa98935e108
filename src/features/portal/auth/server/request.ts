import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { json, rateLimited } from '@/features/forms/server/http'
import { formRateLimiter } from '@/features/forms/server/rate-limits'
import { env } from '@/lib/env'
import { clientAddress } from '@/lib/rate-limit'
import { crossSiteResponse, isSameOriginRequest } from '@/lib/same-origin'

import { isPortalOn, portalOffResponse } from '../../flag'
import { type Checked, readCheckedBody } from '../../request-body'
import { AUTH_RATE_LIMITS } from '../constants'

/** Our auth bodies are two or three short fields. */
const MAX_AUTH_BODY_BYTES = 4 * 1024

/**
 * The checks every auth endpoint makes before it touches an account: the portal is on (404), same
 * origin (403), a small JSON body (413/400), the strict schema (400 naming the fields), the
 * per-address limit (429).
 */
export async function checkAuthRequest<S extends z.ZodType>(
  req: PayloadRequest,
  schema: S,
  limit: keyof typeof AUTH_RATE_LIMITS,
): Promise<Checked<z.output<S>>> {
  if (!(await isPortalOn(req.payload, req))) return { ok: false, response: portalOffResponse() }
  // Payload hands custom endpoints the incoming Request itself, extended with its own fields.
  const request = req as unknown as Request
  if (!isSameOriginRequest(request)) return { ok: false, response: crossSiteResponse() }
  const checked = await readCheckedBody(request, schema, MAX_AUTH_BODY_BYTES)
  if (!checked.ok) return checked
  if (env.rateLimit) {
    const hit = formRateLimiter(`customers-${limit}`, AUTH_RATE_LIMITS[limit]).hit(
      clientAddress(request),
    )
    if (!hit.ok) return { ok: false, response: rateLimited(hit.retryAfterSeconds) }
  }
  return checked
}

/** The answer to an unexpected failure: logged, never shown. */
export function serverError(req: PayloadRequest, error: unknown, what: string): Response {
  req.payload.logger.error({ err: error, msg: `${what} failed` })
  return json({ status: 'error', code: 'server' }, 500)
}
