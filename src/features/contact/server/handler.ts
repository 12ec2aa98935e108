import type { Payload } from 'payload'

import { inboxEndpoint } from '@/features/forms/server/inbox-endpoint'
import { type FormResult, handleFormRequest } from '@/features/forms/server/pipeline'
import { requestSubscription } from '@/features/newsletter/server/subscriptions'
import type { ContactMessage as StoredContact } from '@/payload-types'

import { contactFields } from '../fields'
import { contactRequestSchema, type ContactMessage } from '../schema'
import { contactStaffMail, contactVisitorMail } from './mail-texts'

/** POST /api/json-api/kontakt/: both contact forms, told apart by formType. */
export const contactEndpoint = inboxEndpoint<ContactMessage, StoredContact>({
  name: 'kontakt',
  perWindow: 10,
  requestSchema: contactRequestSchema,
  collection: 'contact-messages',
  table: contactFields,
  mails: {
    key: 'contact',
    name: 'Contact message',
    staff: contactStaffMail,
    visitor: contactVisitorMail,
  },
  // The newsletter box starts the double opt-in in the same transaction.
  afterSave: (payload, req, message) =>
    message.newsletter ? requestSubscription(payload, req, message) : Promise.resolve(),
})

/** Handles a contact form submission (see pipeline.ts for the answers). */
export const handleContactRequest = (request: Request, payload: Payload): Promise<FormResult> =>
  handleFormRequest(contactEndpoint, request, payload)
