import type { Payload } from 'payload'

import { hashToken, newToken } from '@/lib/tokens'
import type { WhitepaperRequest } from '@/payload-types'

import { storedFromTable } from '@/features/forms/field-table'
import { invalidKey } from '@/features/forms/fields'
import { languageOfPage } from '@/features/forms/rules'
import { adminLink } from '@/features/forms/server/links'
import { mailAddresses, queueMail } from '@/features/forms/server/mails'
import { readMailInstitute } from '@/features/mail/institute'
import {
  type FormEndpoint,
  type FormResult,
  handleFormRequest,
  inboxData,
} from '@/features/forms/server/pipeline'
import { formRateLimiter } from '@/features/forms/server/rate-limits'
import { submissionContext } from '@/features/forms/server/transaction'

import { whitepaperRequestFields } from '../request-fields'
import { type WhitepaperRequestMessage, whitepaperRequestSchema } from '../request-schema'
import { whitepaperLink } from './links'
import { whitepaperLinkMail } from './LinkMail'
import { whitepaperStaffMail } from './request-mail-texts'

const collection = 'whitepaper-requests'

type Whitepaper = { id: number; title: string }

/** The published whitepaper asked for, with its title in the page's language. */
async function publishedWhitepaper(
  payload: Payload,
  id: number,
  language: 'de' | 'en',
): Promise<Whitepaper | null> {
  const { docs } = await payload.find({
    collection: 'whitepapers',
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    locale: language,
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ? { id: docs[0].id, title: docs[0].title } : null
}

/** The id a request named, for answers to requests that are not stored. */
function requestedId(body: unknown): number {
  const id = Number((body as { message?: { downloadId?: unknown } } | null)?.message?.downloadId)
  return Number.isSafeInteger(id) && id > 0 ? id : 0
}

/**
 * POST /api/json-api/whitepaper/: stores the request with the hash of a new access code and
 * mails the download link; the answer carries the code so the browser can download at once.
 * Spam gets a code of the same shape that opens nothing.
 */
export const whitepaperEndpoint: FormEndpoint<WhitepaperRequestMessage, Whitepaper> = {
  name: 'whitepaper',
  requestSchema: whitepaperRequestSchema,
  limiter: formRateLimiter('whitepaper', 10),
  async check(payload, message) {
    const whitepaper = await publishedWhitepaper(
      payload,
      message.downloadId,
      languageOfPage(message.requestPage),
    )
    return whitepaper
      ? { ok: true, value: whitepaper }
      : { ok: false, errors: { downloadId: invalidKey('downloadId') } }
  },
  decoy: (body) => ({ status: 'success', id: requestedId(body), code: newToken() }),
  async save({ payload, req, message: m, checked: whitepaper, spam }) {
    const code = newToken()
    const data = {
      ...(storedFromTable(whitepaperRequestFields, m) as Omit<
        WhitepaperRequest,
        'id' | 'createdAt' | 'updatedAt'
      >),
      ...inboxData(m.requestPage, spam),
      whitepaper: whitepaper.id,
      whitepaperTitle: whitepaper.title,
      downloads: 0,
      // Spam keeps the hash of a code nobody ever sees; the answer's code opens nothing.
      codeHash: hashToken(spam ? newToken() : code),
    }
    const doc = (await payload.create({
      collection,
      data,
      depth: 0,
      overrideAccess: true,
      req,
      context: submissionContext,
    })) as WhitepaperRequest
    const body = { status: 'success', id: whitepaper.id, code }
    if (spam) return { body, mailsQueued: false }
    const { staff, office } = await mailAddresses(payload, req, `Whitepaper request ${doc.id}`)
    await queueMail(payload, req, {
      dedupeKey: `whitepaper:${doc.id}:link`,
      to: doc.email,
      replyTo: office,
      ...(await whitepaperLinkMail({
        request: doc,
        link: whitepaperLink(doc.language, whitepaper.id, code),
        institute: await readMailInstitute(payload, req, doc.language),
      })),
    })
    if (staff)
      await queueMail(payload, req, {
        dedupeKey: `whitepaper:${doc.id}:staff`,
        to: staff,
        replyTo: doc.email,
        ...whitepaperStaffMail(doc, adminLink(collection, doc.id)),
      })
    return { body, mailsQueued: true }
  },
}

/** Handles a whitepaper request (see pipeline.ts for the answers). */
export const handleWhitepaperRequest = (request: Request, payload: Payload): Promise<FormResult> =>
  handleFormRequest(whitepaperEndpoint, request, payload)
