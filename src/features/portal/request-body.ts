import type { z } from 'zod'

import { json, messageErrors, readJsonBody } from '@/features/forms/server/http'

/** A check's result: what it let through, or the answer that refuses the request. */
export type Checked<T> = { ok: true; data: T } | { ok: false; response: Response }

/**
 * A JSON body of at most `maxBytes` (413/400 otherwise), checked against a strict schema (400
 * naming the fields). Shared by the auth and the profile endpoints.
 */
export async function readCheckedBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes?: number,
): Promise<Checked<z.output<S>>> {
  const read = await readJsonBody(request, maxBytes)
  if (!read.ok) return read
  const parsed = schema.safeParse(read.body)
  if (!parsed.success)
    return {
      ok: false,
      response: json({ status: 'error', errors: messageErrors(parsed.error) }, 400),
    }
  return { ok: true, data: parsed.data }
}
