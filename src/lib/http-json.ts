/**
 * Reading the JSON body of one of our POST endpoints, with every check bad input needs before any
 * schema sees it: media type (415), size (413), UTF-8 and JSON syntax (400), nesting depth and
 * text a database cannot keep verbatim (400). Each refusal is a JSON answer that no cache keeps.
 */

import { crossSiteResponse, isSameOriginRequest } from './same-origin'

/** The default body limit: a long contact message is about 4 KB, so 32 KB leaves room. */
export const MAX_JSON_BODY_BYTES = 32 * 1024

/**
 * Deeper than any body we take (a booking's participant sits at depth 6); stops stack-hungry input
 * early.
 */
export const MAX_JSON_DEPTH = 16

const NO_STORE = { 'Cache-Control': 'no-store' }
const refusal = (status: number, errors: Record<string, string>): Response =>
  Response.json({ status: 'error', errors }, { status, headers: NO_STORE })

/** 415: the body is not declared as JSON. */
export const unsupportedMediaType = (): Response => refusal(415, { body: 'unsupportedMediaType' })
/** 413: the body is larger than the endpoint takes. */
export const tooLarge = (): Response => refusal(413, { body: 'tooLarge' })
/** 400: not UTF-8 or not JSON. */
export const invalidJson = (): Response => refusal(400, { body: 'invalidJson' })
/** 400: nested deeper than MAX_JSON_DEPTH. */
export const tooDeep = (): Response => refusal(400, { body: 'tooDeep' })

export type BodyResult = { ok: true; body: unknown } | { ok: false; response: Response }

/** True for `application/json`, with parameters, as long as a charset (if any) is UTF-8. */
export function isJsonContentType(header: string | null): boolean {
  if (!header) return false
  const [type, ...params] = header.split(';').map((part) => part.trim().toLowerCase())
  if (type !== 'application/json') return false
  return params.every((param) => {
    const [name, value = ''] = param.split('=').map((part) => part.trim())
    return name !== 'charset' || ['utf-8', 'utf8'].includes(value.replace(/^"|"$/g, ''))
  })
}

/**
 * Reads at most `maxBytes`: Content-Length first, but counted bytes decide (a chunked or lying
 * request is cut off).
 */
export async function readBytes(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > maxBytes) return null
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
        return null
      }
      chunks.push(value)
    }
  }
  return Buffer.concat(chunks)
}

// NUL cannot be stored by PostgreSQL; a lone surrogate would come back as U+FFFD. Neither is text a
// person typed.
const unstorable = (text: string): boolean => text.includes('\u0000') || !text.isWellFormed()

type Problem = { kind: 'depth' } | { kind: 'text'; path: string }

/**
 * The first nesting or text problem, walked without recursion so that no input can exhaust the
 * stack.
 */
function findProblem(root: unknown): Problem | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }]
  while (stack.length) {
    const { value, path } = stack.pop()!
    if (typeof value === 'string') {
      if (unstorable(value)) return { kind: 'text', path: path.join('.') }
    } else if (value !== null && typeof value === 'object') {
      if (path.length >= MAX_JSON_DEPTH) return { kind: 'depth' }
      for (const [key, child] of Object.entries(value)) {
        if (unstorable(key)) return { kind: 'text', path: [...path, key].join('.') }
        stack.push({ value: child, path: [...path, key] })
      }
    }
  }
  return null
}

/**
 * Reads a request's JSON body for an endpoint that takes `{message: …}` or a flat object. Field
 * errors drop the `message.` prefix, as the endpoints' schema errors do.
 */
export async function readJsonBody(
  request: Request,
  maxBytes = MAX_JSON_BODY_BYTES,
): Promise<BodyResult> {
  // Checked before reading: a form post or a text body is never parsed as JSON by accident.
  if (!isJsonContentType(request.headers.get('content-type')))
    return { ok: false, response: unsupportedMediaType() }
  const bytes = await readBytes(request, maxBytes)
  if (!bytes) return { ok: false, response: tooLarge() }
  let body: unknown
  try {
    // fatal: invalid UTF-8 is refused, not silently replaced; ignoreBOM keeps a BOM, which
    // JSON.parse refuses.
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes))
  } catch {
    return { ok: false, response: invalidJson() }
  }
  const problem = findProblem(body)
  if (problem?.kind === 'depth') return { ok: false, response: tooDeep() }
  if (problem)
    return {
      ok: false,
      response: refusal(400, {
        [problem.path.replace(/^message\./, '') || 'body']: 'invalidCharacters',
      }),
    }
  return { ok: true, body }
}

/** The JSON body of a POST from this site; a cross-site request gets its 403 (same-origin.ts). */
export async function readSameOriginJson(
  request: Request,
  maxBytes = MAX_JSON_BODY_BYTES,
): Promise<BodyResult> {
  if (!isSameOriginRequest(request)) return { ok: false, response: crossSiteResponse() }
  return readJsonBody(request, maxBytes)
}
