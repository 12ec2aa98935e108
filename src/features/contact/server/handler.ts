import type { Payload } from 'payload'

import {
  type FormEndpoint,
  type FormResult,
  handleFormRequest,
  noCheck,
} from '@/features/forms/server/pipeline'
import { formRateLimiter } from '@/features/forms/server/rate-limits'
import { storeSubmission } from '@/features/forms/server/submission'
import { requestSubscription } from '@/features/newsletter/server/subscriptions'
import type { ContactMessage as StoredContact } from '@/payload-types'

import { contactFields } from '../fields'
import { contactRequestSchema, type ContactMessage } from '../schema'
import { contactStaffMail, contactVisitorMail } from './mail-texts'

const collection = 'contact-messages'

/** POST /api/json-api/kontakt/: both contact forms, told apart by formType. */
export const contactEndpoint: FormEndpoint<ContactMessage, undefined> = {
  name: 'kontakt',
  requestSchema: contactRequestSchema,
  limiter: formRateLimiter('kontakt', 10),
  check: noCheck,
  decoy: () => ({ status: 'ok' }),
  async save({ payload, req, message, spam }) {
    const { mailsQueued } = await storeSubmission<StoredContact>(
      { payload, req, spam },
      { collection, table: contactFields, message },
      {
        key: 'contact',
        name: 'Contact message',
        staff: contactStaffMail,
        visitor: contactVisitorMail,
      },
    )
    if (!spam && message.newsletter) await requestSubscription(payload, req, message)
    return { body: { status: 'ok' }, mailsQueued }
  },
}

/** Handles a contact form submission (see pipeline.ts for the answers). */
export const handleContactRequest = (request: Request, payload: Payload): Promise<FormResult> =>
  handleFormRequest(contactEndpoint, request, payload)
