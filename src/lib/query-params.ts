import type { z } from 'zod'

/**
 * A GET request's query string checked against a schema: its data, or the 400 answer (never
 * cached) that names each refused parameter.
 */
export function readQuery<S extends z.ZodType>(
  request: Request,
  schema: S,
): { ok: true; data: z.output<S> } | { ok: false; response: Response } {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (parsed.success) return { ok: true, data: parsed.data }
  const errors = parsed.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }))
  return {
    ok: false,
    response: Response.json(
      { status: 400, message: 'Invalid query', errors },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    ),
  }
}
