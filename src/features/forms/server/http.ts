import { z } from 'zod'

import { fieldErrors } from '@/features/search/schemas'

/** The largest form body we read: a long contact message is about 4 KB, so 32 KB leaves room. */
export const MAX_BODY_BYTES = 32 * 1024
/** How long a visitor should wait after a busy database before sending again. */
export const RETRY_AFTER_BUSY_SECONDS = '2'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** A JSON answer that no cache keeps. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  Response.json(body, { status, headers: { ...NO_STORE, ...headers } })

export const tooLarge = (): Response => json({ status: 'error', errors: { body: 'tooLarge' } }, 413)
export const invalidJson = (): Response => json({ status: 'error', errors: { body: 'invalidJson' } }, 400)
export const busy = (): Response => json({ status: 'error', code: 'busy' }, 503, { 'Retry-After': RETRY_AFTER_BUSY_SECONDS })
export const rateLimited = (retryAfterSeconds: number): Response => json({ status: 'error', code: 'rateLimited' }, 429, { 'Retry-After': String(retryAfterSeconds) })

export type BodyResult = { ok: true; body: unknown } | { ok: false; response: Response }

/**
 * Reads a JSON body of at most MAX_BODY_BYTES. Content-Length is checked first, but counted bytes
 * decide: a chunked or lying request is cut off as soon as it passes the limit.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, response: tooLarge() }
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined)
        return { ok: false, response: tooLarge() }
      }
      chunks.push(value)
    }
  }
  try {
    return { ok: true, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }
  } catch {
    return { ok: false, response: invalidJson() }
  }
}

/** Field errors of a `{message}` request, keyed by the form's field names (no 'message.' prefix). */
export function messageErrors(error: z.ZodError): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors(error)).map(([path, key]) => [path.replace(/^message\./, ''), key]))
}
