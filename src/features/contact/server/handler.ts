import type { Payload } from 'payload'

import type { ContactMessage as StoredContact } from '@/payload-types'

import { contactRequestSchema, type ContactMessage, languageOfPage } from '@/features/forms/schemas'
import { adminLink } from '@/features/forms/server/links'
import { mailAddresses, queueMail } from '@/features/forms/server/mails'
import { contactStaffMail, contactVisitorMail } from '@/features/forms/server/mail-texts'
import {
  type FormEndpoint,
  type FormResult,
  handleFormRequest,
  noCheck,
} from '@/features/forms/server/pipeline'
import { formRateLimiter } from '@/features/forms/server/rate-limits'
import { requestSubscription } from '@/features/newsletter/server/subscriptions'
import { submissionContext } from '@/features/forms/server/transaction'

const collection = 'contact-messages'

const contactData = (m: ContactMessage, spam: boolean) => ({
  status: 'new' as const,
  spam,
  language: languageOfPage(m.requestPage),
  requestPage: m.requestPage,
  formType: m.formType,
  anrede: m.anrede || null,
  titel: m.titel || null,
  vorname: m.vorname,
  nachname: m.nachname,
  firma: m.firma,
  abteilung: m.abteilung,
  strasse: m.strasse,
  plz: m.plz,
  ort: m.ort,
  land: m.land,
  email: m.email,
  telefon: m.telefon,
  mobiltelefon: m.mobiltelefon,
  fax: m.fax,
  info: m.info,
  mitteilung: m.mitteilung,
  medium: m.medium || null,
  medium_other: m.medium_other,
  emailBestaetigung: m.emailBestaetigung,
  newsletter: m.newsletter,
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
