import type { Payload } from 'payload'

import {
  type FormEndpoint,
  type FormResult,
  handleFormRequest,
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
      {
        collection,
        table: callbackFields,
        message,
        extra: { terminAt: terminInstant(message.termin) },
      },
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
