import type { Payload } from 'payload'

import { inboxEndpoint } from '@/features/forms/server/inbox-endpoint'
import { type FormResult, handleFormRequest } from '@/features/forms/server/pipeline'
import type { CallbackRequest } from '@/payload-types'

import { callbackFields } from '../fields'
import { callbackRequestSchema, type CallbackMessage } from '../schema'
import { terminInstant } from '../termin-at'
import { callbackStaffMail, callbackVisitorMail } from './mail-texts'

/** POST /api/json-api/callback/: a request to be called back at a chosen time. */
export const callbackEndpoint = inboxEndpoint<CallbackMessage, CallbackRequest>({
  name: 'callback',
  perWindow: 10,
  requestSchema: callbackRequestSchema,
  collection: 'callback-requests',
  table: callbackFields,
  extra: (message) => ({ terminAt: terminInstant(message.termin) }),
  mails: {
    key: 'callback',
    name: 'Callback request',
    staff: callbackStaffMail,
    visitor: callbackVisitorMail,
  },
})

/** Handles a callback form submission (see pipeline.ts for the answers). */
export const handleCallbackRequest = (request: Request, payload: Payload): Promise<FormResult> =>
  handleFormRequest(callbackEndpoint, request, payload)
