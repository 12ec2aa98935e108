import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { readJsonBody } from '@/lib/http-json'
import { clientAddress, createRateLimiter, type RateLimiter } from '@/lib/rate-limit'
import { isSameOriginRequest } from '@/lib/same-origin'
import { spellOutUmlauts } from '@/lib/umlauts'

import { countDownload, downloadRequestSchema, findWhitepaperPdf } from './download'

/** The request is a few dozen bytes; anything much larger is not from our card. */
const MAX_BODY_BYTES = 2_048

const state = globalThis as typeof globalThis & { __whitepaperDownloadLimiter?: RateLimiter }
/** 30 tries a minute per address: far more than anyone downloads, far too few to guess codes. */
export const whitepaperDownloadLimiter = (state.__whitepaperDownloadLimiter ??= createRateLimiter({
  limit: 30,
  windowMs: 60_000,
}))

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * docs/behaviour/states.md: an empty answer makes the browser show 'Fehler beim Download.' and
 * forget its codes.
 */
const emptyAnswer = (status = 200, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { ...NO_STORE, ...headers } })

/** The title as a file name: no path or control characters, no quotes. */
const safeName = (title: string) =>
  title
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * Content-Disposition for a download saved as '<title>.pdf': an ASCII `filename` for old clients
 * and the exact title as RFC 6266/5987 `filename*`.
 */
export function attachmentHeader(title: string): string {
  const name = safeName(title) || 'Whitepaper'
  const ascii =
    spellOutUmlauts(name)
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/\s+/g, ' ')
      .trim() || 'Whitepaper'
  const encoded = encodeURIComponent(`${name}.pdf`).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}.pdf"; filename*=UTF-8''${encoded}`
}

/**
 * POST /api/whitepaper-dl/ (docs/behaviour/http-calls.md): the PDF for a valid code and whitepaper
 * id, as an attachment that no cache keeps. Anything else gets an empty 200 (the contract), a
 * cross-site request 403, too many tries from one address 429, a body that is not JSON 415, a large
 * one 413 (all empty too).
 */
export async function handleWhitepaperDownload(
  request: Request,
  payload: Payload,
): Promise<Response> {
  if (!isSameOriginRequest(request)) return emptyAnswer(403)
  if (env.rateLimit) {
    const limit = whitepaperDownloadLimiter.hit(clientAddress(request))
    if (!limit.ok) return emptyAnswer(429, { 'Retry-After': String(limit.retryAfterSeconds) })
  }
  const read = await readJsonBody(request, MAX_BODY_BYTES)
  // Not JSON at all (415) or too large (413) keep their status; a bad JSON body is an empty 200
  // like any bad code.
  if (!read.ok) return emptyAnswer(read.response.status === 400 ? 200 : read.response.status)
  const parsed = downloadRequestSchema.safeParse(read.body)
  if (!parsed.success) return emptyAnswer()
  const { code, id } = parsed.data.message
  try {
    const pdf = await findWhitepaperPdf(payload, code, id)
    if (!pdf) return emptyAnswer()
    await countDownload(payload, pdf.requestId)
    return new Response(new Uint8Array(pdf.bytes), {
      status: 200,
      headers: {
        ...NO_STORE,
        'Content-Type': 'application/pdf',
        'Content-Disposition': attachmentHeader(pdf.title),
        'Content-Length': String(pdf.bytes.length),
        'X-Content-Type-Options': 'nosniff',
      },
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Whitepaper download failed' })
    return emptyAnswer()
  }
}

/** For tests: a fresh rate-limit window. */
export const resetWhitepaperDownloadLimit = (): void => whitepaperDownloadLimiter.reset()
