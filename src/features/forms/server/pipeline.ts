import type { Payload, PayloadRequest } from 'payload'
import type { z } from 'zod'

import { env } from '@/lib/env'
import { isBusyError } from '@/lib/db'
import { readSameOriginJson } from '@/lib/http-json'
import { clientAddress, type RateLimiter } from '@/lib/rate-limit'

import { busy, json, messageErrors, rateLimited, trapFilled } from './http'
import { inTransaction } from './transaction'
import { languageOfPage } from '../rules'

/** What an endpoint answers, and whether it queued mails (the route then kicks the outbox). */
export type FormResult = { response: Response; mailsQueued: boolean }
export type Saved = { body: Record<string, unknown>; mailsQueued: boolean }
type Checked<P> = { ok: true; value: P } | { ok: false; errors: Record<string, string> }

/** One form endpoint for the shared pipeline. */
export type FormEndpoint<M, P> = {
  /** For the log. */
  name: string
  /** The strict `{message}` schema shared with the browser form. */
  requestSchema: z.ZodType<{ message: M }>
  limiter: RateLimiter
  /** Checks against the database before the transaction (whitepaper: a published id). */
  check: (payload: Payload, message: M) => Promise<Checked<P>>
  /** Stores the submission and, unless it is spam, queues its mails; answers the success body. */
  save: (args: {
    payload: Payload
    req: PayloadRequest
    message: M
    checked: P
    spam: boolean
  }) => Promise<Saved>
  /** The success-like body for trapped requests that are not stored. */
  decoy: (body: unknown) => Record<string, unknown>
}

const answer = (response: Response): FormResult => ({ response, mailsQueued: false })

/** The body with the trap field emptied, to see whether the rest of it is valid. */
function withoutTrap(body: unknown): unknown {
  if (!body || typeof body !== 'object') return null
  const message = (body as { message?: unknown }).message
  if (!message || typeof message !== 'object') return null
  return { ...body, message: { ...message, video_url: '' } }
}

/**
 * A form submission from request to answer: same-origin (403), body size (413), JSON (400),
 * strict schema (400 naming the fields), trap field (a success-like answer; stored as spam when
 * the rest is valid, never mailed), rate limit per address (429), database checks (400), then the
 * submission and its mails in one transaction; the answer comes only after the commit. A locked
 * database answers 503, never 500.
 */
export async function handleFormRequest<M, P>(
  endpoint: FormEndpoint<M, P>,
  request: Request,
  payload: Payload,
): Promise<FormResult> {
  const read = await readSameOriginJson(request)
  if (!read.ok) return answer(read.response)

  let message: M
  let spam = false
  const parsed = endpoint.requestSchema.safeParse(read.body)
  if (parsed.success) {
    message = parsed.data.message
  } else {
    const errors = messageErrors(parsed.error)
    if (!trapFilled(read.body)) return answer(json({ status: 'error', errors }, 400))
    // A filled trap: bots get a success-like answer whatever else they sent.
    const untrapped = endpoint.requestSchema.safeParse(withoutTrap(read.body))
    if (!untrapped.success) return answer(json(endpoint.decoy(read.body)))
    message = untrapped.data.message
    spam = true
  }

  if (env.rateLimit) {
    const limit = endpoint.limiter.hit(clientAddress(request))
    // Spam over the limit is not stored either, so a flood cannot fill the inbox.
    if (!limit.ok)
      return answer(spam ? json(endpoint.decoy(read.body)) : rateLimited(limit.retryAfterSeconds))
  }

  try {
    const checked = await endpoint.check(payload, message)
    if (!checked.ok)
      return answer(
        spam
          ? json(endpoint.decoy(read.body))
          : json({ status: 'error', errors: checked.errors }, 400),
      )
    const result = await inTransaction(payload, (req) =>
      endpoint.save({ payload, req, message, checked: checked.value, spam }),
    )
    if (result.status === 'busy') return answer(busy())
    return { response: json(result.value.body), mailsQueued: result.value.mailsQueued }
  } catch (error) {
    if (isBusyError(error)) return answer(busy())
    payload.logger.error({ err: error, msg: `Form submission (${endpoint.name}) failed` })
    return answer(json({ status: 'error', code: 'server' }, 500))
  }
}

/** The check of endpoints that need none. */
export const noCheck = async (): Promise<{ ok: true; value: undefined }> => ({
  ok: true,
  value: undefined,
})

/**
 * What every inbox document starts with: new, the spam flag, the page it came from, its language.
 */
export const inboxData = (requestPage: string, spam: boolean) => ({
  status: 'new' as const,
  spam,
  language: languageOfPage(requestPage),
  requestPage,
})
