import type { Payload } from 'payload'
import type { z } from 'zod'

import { busy, json } from '@/features/forms/server/http'
import { isBusyError } from '@/lib/db'
import { crossSiteResponse, isSameOriginRequest } from '@/lib/same-origin'
import type { Customer } from '@/payload-types'

import { isPortalOn, portalOffResponse } from '../../flag'
import { readCheckedBody } from '../../request-body'

/**
 * The customer of a request's session, as payload.auth returns them: `_sid` names the current
 * session.
 */
export type SessionCustomer = Customer & { collection: 'customers'; _sid?: string }

type Read<M> =
  { ok: true; customer: SessionCustomer; message: M } | { ok: false; response: Response }

/** The 401 answer: no customer session (or a staff one). */
export const unauthorized = (): Response => json({ status: 'error', code: 'unauthorized' }, 401)

/**
 * The checks every portal form endpoint makes, in order: the portal is on (404), same-origin
 * (403), a customer session (401), a JSON body of at most 32 KB (413/400), the strict `{message}`
 * schema (400 naming the fields; unknown fields are refused, never ignored).
 */
export async function readCustomerRequest<M>(
  request: Request,
  payload: Payload,
  schema: z.ZodType<{ message: M }>,
): Promise<Read<M>> {
  if (!(await isPortalOn(payload))) return { ok: false, response: portalOffResponse() }
  if (!isSameOriginRequest(request)) return { ok: false, response: crossSiteResponse() }
  const { user } = await payload.auth({ headers: request.headers })
  if (user?.collection !== 'customers') return { ok: false, response: unauthorized() }
  const checked = await readCheckedBody(request, schema)
  if (!checked.ok) return checked
  return { ok: true, customer: user as SessionCustomer, message: checked.data.message }
}

/** The answer to an unexpected error: 503 when the database was busy, otherwise a logged 500. */
export function failure(payload: Payload, error: unknown, what: string): Response {
  if (isBusyError(error)) return busy()
  payload.logger.error({ err: error, msg: `Portal ${what} failed` })
  return json({ status: 'error', code: 'server' }, 500)
}
