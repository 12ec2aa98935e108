import type { CollectionSlug, Payload, PayloadRequest } from 'payload'
import type { z } from 'zod'

import type { FieldTable } from '../field-table'
import { type FormEndpoint, noCheck } from './pipeline'
import { formRateLimiter } from './rate-limits'
import { storeSubmission, type SubmissionMails } from './submission'

type InboxEndpointOptions<M, Doc> = {
  /** The endpoint's name (log, rate-limit bucket) and its submissions allowed per window. */
  name: string
  perWindow: number
  requestSchema: z.ZodType<{ message: M }>
  collection: CollectionSlug
  table: FieldTable
  /** What the server stores besides the table's fields. */
  extra?: (message: M) => Record<string, unknown>
  mails: SubmissionMails<Doc>
  /** A further step in the same transaction for a message that is not spam. */
  afterSave?: (payload: Payload, req: PayloadRequest, message: M) => Promise<unknown>
}

/**
 * A form endpoint that stores each message in its inbox collection and mails staff (and the
 * visitor who asked for a copy); its answer is { status: 'ok' }, for spam as well.
 */
export function inboxEndpoint<
  M extends { requestPage: string },
  Doc extends { id: number; email: string; language: 'de' | 'en' },
>(options: InboxEndpointOptions<M, Doc>): FormEndpoint<M, undefined> {
  const { name, perWindow, requestSchema, collection, table, extra, afterSave } = options
  return {
    name,
    requestSchema,
    limiter: formRateLimiter(name, perWindow),
    check: noCheck,
    decoy: () => ({ status: 'ok' }),
    async save({ payload, req, message, spam }) {
      const { mailsQueued } = await storeSubmission<Doc>(
        { payload, req, spam },
        { collection, table, message, extra: extra?.(message) },
        options.mails,
      )
      if (!spam) await afterSave?.(payload, req, message)
      return { body: { status: 'ok' }, mailsQueued }
    },
  }
}
