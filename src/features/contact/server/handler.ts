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
import { requestSubscription } from '@/features/newsletter/server/subscriptions'
import type { ContactMessage as StoredContact } from '@/payload-types'

import { contactFields } from '../fields'
import { contactRequestSchema, type ContactMessage } from '../schema'
import { contactStaffMail, contactVisitorMail } from './mail-texts'

const collection = 'contact-messages'

const contactData = (m: ContactMessage, spam: boolean) => ({
  ...inboxData(m.requestPage, spam),
  ...(storedFromTable(contactFields, m) as Omit<StoredContact, 'id' | 'createdAt' | 'updatedAt'>),
})

/** POST /api/json-api/kontakt/: both contact forms, told apart by formType. */
export const contactEndpoint: FormEndpoint<ContactMessage, undefined> = {
  name: 'kontakt',
  requestSchema: contactRequestSchema,
  limiter: formRateLimiter('kontakt', 10),
  check: noCheck,
  decoy: () => ({ status: 'ok' }),
  async save({ payload, req, message, spam }) {
    const doc = (await payload.create({
      collection,
      data: contactData(message, spam),
      depth: 0,
      overrideAccess: true,
      req,
      context: submissionContext,
    })) as StoredContact
    if (spam) return { body: { status: 'ok' }, mailsQueued: false }
    const { staff, office } = await mailAddresses(payload, req, `Contact message ${doc.id}`)
    if (staff)
      await queueMail(payload, req, {
        dedupeKey: `contact:${doc.id}:staff`,
        to: staff,
        replyTo: doc.email,
        ...contactStaffMail(doc, adminLink(collection, doc.id)),
      })
    if (doc.emailBestaetigung)
      await queueMail(payload, req, {
        dedupeKey: `contact:${doc.id}:visitor`,
        to: doc.email,
        replyTo: office,
        ...contactVisitorMail(doc),
      })
    if (message.newsletter) await requestSubscription(payload, req, message)
    return { body: { status: 'ok' }, mailsQueued: true }
  },
}

/** Handles a contact form submission (see pipeline.ts for the answers). */
export const handleContactRequest = (request: Request, payload: Payload): Promise<FormResult> =>
  handleFormRequest(contactEndpoint, request, payload)
