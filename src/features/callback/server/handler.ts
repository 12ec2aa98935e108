import type { Payload } from 'payload'

import { storedFromTable } from '@/features/forms/field-table'
import { adminLink } from '@/features/forms/server/links'
import { mailAddresses, queueMail } from '@/features/forms/server/mails'
import {
  type FormEndpoint,
  type FormResult,
  handleFormRequest,
  inboxData,
  noCheck,
} from '@/features/forms/server/pipeline'
import { formRateLimiter } from '@/features/forms/server/rate-limits'
import { submissionContext } from '@/features/forms/server/transaction'
import type { CallbackRequest } from '@/payload-types'

import { callbackFields } from '../fields'
import { callbackRequestSchema, type CallbackMessage } from '../schema'
import { terminInstant } from '../termin-at'
import { callbackStaffMail, callbackVisitorMail } from './mail-texts'

const collection = 'callback-requests'

const callbackData = (m: CallbackMessage, spam: boolean) => ({
  ...inboxData(m.requestPage, spam),
  ...(storedFromTable(callbackFields, m) as Omit<
    CallbackRequest,
    'id' | 'createdAt' | 'updatedAt'
  >),
  terminAt: terminInstant(m.termin),
})

/** POST /api/json-api/callback/: a request to be called back at a chosen time. */
export const callbackEndpoint: FormEndpoint<CallbackMessage, undefined> = {
  name: 'callback',
  requestSchema: callbackRequestSchema,
  limiter: formRateLimiter('callback', 10),
  check: noCheck,
  decoy: () => ({ status: 'ok' }),
  async save({ payload, req, message, spam }) {
    const doc = (await payload.create({
      collection,
      data: callbackData(message, spam),
      depth: 0,
      overrideAccess: true,
      req,
      context: submissionContext,
    })) as CallbackRequest
    if (spam) return { body: { status: 'ok' }, mailsQueued: false }
    const { staff, office } = await mailAddresses(payload, req, `Callback request ${doc.id}`)
    if (staff)
      await queueMail(payload, req, {
        dedupeKey: `callback:${doc.id}:staff`,
        to: staff,
        replyTo: doc.email,
        ...callbackStaffMail(doc, adminLink(collection, doc.id)),
      })
    if (doc.emailBestaetigung)
      await queueMail(payload, req, {
        dedupeKey: `callback:${doc.id}:visitor`,
        to: doc.email,
        replyTo: office,
        ...callbackVisitorMail(doc),
      })
    return { body: { status: 'ok' }, mailsQueued: true }
  },
}

/** Handles a callback form submission (see pipeline.ts for the answers). */
export const handleCallbackRequest = (request: Request, payload: Payload): Promise<FormResult> =>
  handleFormRequest(callbackEndpoint, request, payload)
