import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { type MailInstitute, readMailInstitute } from '@/features/mail/institute'
import type { RenderedMail } from '@/features/mail/render'

import { type FieldTable, storedFromTable } from '../field-table'
import { adminLink } from './links'
import type { Mail } from './mail-format'
import { mailAddresses, queueMail } from './mails'
import { inboxData } from './pipeline'
import { submissionContext } from './transaction'

/** What every stored submission with mails has: its id, the sender's address, the copy wish. */
type Submission = {
  id: number
  email: string
  emailBestaetigung?: boolean | null
  language: 'de' | 'en'
}

/** Where and what: the inbox collection, its field table, the message and what the server adds. */
type StoredAs = {
  collection: CollectionSlug
  table: FieldTable
  message: { requestPage: string }
  extra?: Record<string, unknown>
}

export type SubmissionMails<Doc> = {
  /**
   * The outbox's dedupe prefix and the log's name of a submission ('contact', 'Contact message').
   */
  key: string
  name: string
  staff: (doc: Doc, adminUrl: string) => Mail
  /** The visitor's confirmation (HTML and text), sent only when they asked for a copy. */
  visitor: (doc: Doc, institute: MailInstitute) => Promise<RenderedMail>
}

/**
 * Stores a submission in its inbox collection (inside the request's transaction): new, with its
 * spam flag, page and language, and the table's fields of the message. Unless it
 * is spam, queues the staff notification (Reply-To: the sender) and the visitor's copy if asked
 * for (Reply-To: the office). Spam is stored for staff to see but never mailed.
 */
export async function storeSubmission<Doc extends Submission>(
  { payload, req, spam }: { payload: Payload; req: PayloadRequest; spam: boolean },
  { collection, table, message, extra = {} }: StoredAs,
  mails: SubmissionMails<Doc>,
): Promise<{ doc: Doc; mailsQueued: boolean }> {
  const data = {
    ...inboxData(message.requestPage, spam),
    ...storedFromTable(table, message),
    ...extra,
  }
  const doc = (await payload.create({
    collection,
    data: data as never,
    depth: 0,
    overrideAccess: true,
    req,
    context: submissionContext,
  })) as unknown as Doc
  if (spam) return { doc, mailsQueued: false }
  const { staff, office } = await mailAddresses(payload, req, `${mails.name} ${doc.id}`)
  if (staff)
    await queueMail(payload, req, {
      dedupeKey: `${mails.key}:${doc.id}:staff`,
      to: staff,
      replyTo: doc.email,
      ...mails.staff(doc, adminLink(collection, doc.id)),
    })
  if (doc.emailBestaetigung)
    await queueMail(payload, req, {
      dedupeKey: `${mails.key}:${doc.id}:visitor`,
      to: doc.email,
      replyTo: office,
      ...(await mails.visitor(doc, await readMailInstitute(payload, req, doc.language))),
    })
  return { doc, mailsQueued: true }
}
