import type { Payload } from 'payload'

import { storedFromTable } from '@/features/forms/field-table'
import {
  type FormEndpoint,
  type FormResult,
  handleFormRequest,
  inboxData,
  noCheck,
} from '@/features/forms/server/pipeline'
import { formRateLimiter } from '@/features/forms/server/rate-limits'
import { storeSubmission } from '@/features/forms/server/submission'
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
    const { mailsQueued } = await storeSubmission<CallbackRequest>(
      { payload, req, spam },
      collection,
      callbackData(message, spam),
      {
        key: 'callback',
        name: 'Callback request',
        staff: callbackStaffMail,
        visitor: callbackVisitorMail,
      },
    )
    return { body: { status: 'ok' }, mailsQueued }
  },
}

/** Handles a callback form submission (see pipeline.ts for the answers). */
export const handleCallbackRequest = (request: Request, payload: Payload): Promise<FormResult> =>
  handleFormRequest(callbackEndpoint, request, payload)
