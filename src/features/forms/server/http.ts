import { z } from 'zod'

import { invalidKey } from '@/features/forms/fields'
import { fieldErrors } from '@/features/search/schemas'
import { MAX_JSON_BODY_BYTES } from '@/lib/http-json'

// The body reader is shared with endpoints outside the forms feature (search, booking, downloads).
export { invalidJson, readJsonBody, tooLarge, type BodyResult } from '@/lib/http-json'

/** The largest form body we read (src/lib/http-json.ts reads and checks every JSON body). */
export const MAX_BODY_BYTES = MAX_JSON_BODY_BYTES
/** How long a visitor should wait after a busy database before sending again. */
export const RETRY_AFTER_BUSY_SECONDS = '2'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** A JSON answer that no cache keeps. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  Response.json(body, { status, headers: { ...NO_STORE, ...headers } })

export const busy = (): Response =>
  json({ status: 'error', code: 'busy' }, 503, { 'Retry-After': RETRY_AFTER_BUSY_SECONDS })
export const rateLimited = (retryAfterSeconds: number): Response =>
  json({ status: 'error', code: 'rateLimited' }, 429, { 'Retry-After': String(retryAfterSeconds) })

/**
 * A schema's own message is a translation key ('forms.error.email-validate', 'unknownField'); zod's
 * wording has spaces.
 */
const TRANSLATION_KEY = /^[\w.-]+$/

/**
 * The field a path names: its last part that is not a list position ('items.0.dateId' → 'dateId').
 */
const fieldOf = (path: string): string =>
  path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .at(-1) ?? 'body'

/**
 * Field errors of a `{message}` request, keyed by the form's field names (no 'message.' prefix),
 * each a translation key (docs/behaviour/validation.md): where a schema left the wording to zod (a
 * value outside a list, a broken idempotency key, too many items) the key is
 * forms.error.<field>-validate.
 */
export function messageErrors(error: z.ZodError): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors(error)).map(([fullPath, message]) => {
      const path = fullPath.replace(/^message\./, '')
      return [path, TRANSLATION_KEY.test(message) ? message : invalidKey(fieldOf(path))]
    }),
  )
}

/**
 * Whether the message's own trap field is filled, as only bots do. A `video_url` anywhere else (a
 * careless client's top-level key) is an unknown field like any other: a 400 that names it, never
 * the success-like answer a bot gets.
 */
export function trapFilled(body: unknown): boolean {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : null
  if (!message || typeof message !== 'object') return false
  const trap = (message as { video_url?: unknown }).video_url
  return trap !== undefined && trap !== null && trap !== ''
}
