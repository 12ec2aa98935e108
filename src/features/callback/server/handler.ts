import type { Payload } from 'payload'

import { terminInstant } from '@/features/callback/termin-at'
import type { CallbackRequest } from '@/payload-types'

import { callbackRequestSchema, type CallbackMessage } from '@/features/callback/schema'
import { languageOfPage } from '@/features/forms/rules'
import { adminLink } from '@/features/forms/server/links'
import { mailAddresses, queueMail } from '@/features/forms/server/mails'
import { callbackStaffMail, callbackVisitorMail } from './mail-texts'
import {
  type FormEndpoint,
  type FormResult,
  handleFormRequest,
  noCheck,
} from '@/features/forms/server/pipeline'
import { formRateLimiter } from '@/features/forms/server/rate-limits'
import { submissionContext } from '@/features/forms/server/transaction'

const collection = 'callback-requests'

const callbackData = (m: CallbackMessage, spam: boolean) => ({
  status: 'new' as const,
  spam,
  language: languageOfPage(m.requestPage),
  requestPage: m.requestPage,
  termin: m.termin,
  terminAt: terminInstant(m.termin),
  telefon: m.telefon,
  anrede: m.anrede,
  titel: m.titel || null,
  vorname: m.vorname,
  nachname: m.nachname,
  firma: m.firma,
  abteilung: m.abteilung,
  plz: m.plz,
  email: m.email,
  mitteilung: m.mitteilung,
  medium: m.medium || null,
  medium_other: m.medium_other,
  emailBestaetigung: m.emailBestaetigung,
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
