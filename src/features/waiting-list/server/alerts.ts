import type { Payload, PayloadRequest } from 'payload'

import { languageOfPage } from '@/features/forms/rules'
import { queueMail } from '@/features/forms/server/mails'
import { readMailInstitute } from '@/features/mail/institute'
import {
  type FormEndpoint,
  type FormResult,
  handleFormRequest,
} from '@/features/forms/server/pipeline'
import { formRateLimiter } from '@/features/forms/server/rate-limits'
import { submissionContext } from '@/features/forms/server/transaction'
import { formatPeriod, startOfToday } from '@/features/seminars/format'
import { localizedUrl } from '@/i18n/locales'
import { env } from '@/lib/env'
import { relationId } from '@/lib/relations'
import { hashToken, newToken } from '@/lib/tokens'
import type { DateAlert, SeminarDate } from '@/payload-types'

import { ALERT_CONFIRM_VALID_DAYS } from '../constants'
import { alertConfirmLink, alertUnsubscribeLink } from '../links'
import { type DateAlertMessage, dateAlertRequestSchema } from '../schema'
import { alertConfirmMail } from './mails/AlertConfirmMail'
import { newDateMail } from './mails/NewDateMail'

const ALERTS = 'date-alerts'
const DAY_MS = 86_400_000
const update = (payload: Payload, req: PayloadRequest, id: number, data: Partial<DateAlert>) =>
  payload.update({
    collection: ALERTS,
    id,
    data,
    depth: 0,
    overrideAccess: true,
    req,
    context: submissionContext,
  })

/** Upcoming dates of a seminar, as the public sees them. */
async function upcomingDates(payload: Payload, seminarId: number, req?: PayloadRequest) {
  const { totalDocs } = await payload.count({
    collection: 'seminar-dates',
    where: {
      and: [
        { seminar: { equals: seminarId } },
        {
          or: [
            { startDate: { greater_than_equal: startOfToday().toISOString() } },
            { startDate: { exists: false } },
          ],
        },
      ],
    },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

type Seminar = { id: number; title: string }

/**
 * POST /api/json-api/termin-benachrichtigung/: "notify me when new dates are set" for a published
 * seminar without upcoming dates (400 on `seminar` otherwise). Double opt-in as the newsletter: a
 * pending alert and a confirmation mail; an address already confirmed for the seminar stays as it
 * is. The answer is always {status:'ok'}, so nobody learns whether an address is known.
 */
export const dateAlertEndpoint: FormEndpoint<DateAlertMessage, Seminar> = {
  name: 'date-alert',
  requestSchema: dateAlertRequestSchema,
  limiter: formRateLimiter('date-alert', 5),
  async check(payload, message) {
    const { docs } = await payload.find({
      collection: 'seminars',
      where: { id: { equals: message.seminar } },
      locale: languageOfPage(message.requestPage),
      depth: 0,
      limit: 1,
      overrideAccess: false,
    })
    const seminar = docs[0]
    if (!seminar || (await upcomingDates(payload, seminar.id)) > 0)
      return { ok: false, errors: { seminar: 'waitingList.error.seminar-unavailable' } }
    return { ok: true, value: { id: seminar.id, title: seminar.title } }
  },
  decoy: () => ({ status: 'ok' }),
  async save({ payload, req, message, checked, spam }) {
    const language = languageOfPage(message.requestPage)
    const data = {
      seminar: checked.id,
      seminarTitle: checked.title,
      email: message.email,
      language,
      requestPage: message.requestPage,
      spam,
    }
    if (spam) {
      await payload.create({
        collection: ALERTS,
        data: { ...data, alertStatus: 'pending' },
        overrideAccess: true,
        req,
        context: submissionContext,
      })
      return { body: { status: 'ok' }, mailsQueued: false }
    }
    // Alike the waiting list's look-up of an open entry by shape only: Payload's find arguments.
    const { docs } = await payload.find({
      collection: ALERTS,
      where: {
        and: [
          { seminar: { equals: checked.id } },
          { email: { equals: message.email } },
          { spam: { equals: false } },
        ],
      },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const existing = docs[0]
    if (existing?.alertStatus === 'confirmed') return { body: { status: 'ok' }, mailsQueued: false }
    // The newsletter's double opt-in by design (newsletter/server/subscriptions.ts): a fresh
    // token and link on every sign-up, the old link stops working.
    const token = newToken()
    const tokenHash = hashToken(token)
    const pending = {
      ...data,
      alertStatus: 'pending' as const,
      tokenHash,
      tokenExpiresAt: new Date(Date.now() + ALERT_CONFIRM_VALID_DAYS * DAY_MS).toISOString(),
      confirmedAt: null,
      notifiedAt: null,
    }
    const doc = existing
      ? await update(payload, req, existing.id, pending)
      : await payload.create({
          collection: ALERTS,
          data: pending,
          depth: 0,
          overrideAccess: true,
          req,
          context: submissionContext,
        })
    const mail = await alertConfirmMail({
      title: checked.title,
      language,
      links: {
        confirm: alertConfirmLink(language, token),
        unsubscribe: alertUnsubscribeLink(language, token),
      },
      validDays: ALERT_CONFIRM_VALID_DAYS,
      institute: await readMailInstitute(payload, req, language),
    })
    await queueMail(payload, req, {
      dedupeKey: `date-alert:${doc.id}:confirm:${tokenHash.slice(0, 16)}`,
      to: message.email,
      ...mail,
    })
    return { body: { status: 'ok' }, mailsQueued: true }
  },
}

/** Handles a new-date alert sign-up (see pipeline.ts for the answers). */
export const handleDateAlertRequest = (request: Request, payload: Payload): Promise<FormResult> =>
  handleFormRequest(dateAlertEndpoint, request, payload)

/**
 * Applies a mailed link: confirm (a pending alert whose link has not expired) or unsubscribe
 * (any real alert). Null for an unknown or expired token.
 */
export async function applyAlertToken(
  payload: Payload,
  req: PayloadRequest,
  token: string,
  action: 'confirm' | 'unsubscribe',
  now = new Date(),
): Promise<DateAlert['alertStatus'] | null> {
  // The offer's look-up by token has the same shape: a mailed link's token, never a spam row.
  const { docs } = await payload.find({
    collection: ALERTS,
    where: { and: [{ tokenHash: { equals: hashToken(token) } }, { spam: { equals: false } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const alert = docs[0]
  if (!alert) return null
  if (action === 'unsubscribe') {
    if (alert.alertStatus !== 'unsubscribed')
      await update(payload, req, alert.id, { alertStatus: 'unsubscribed', tokenExpiresAt: null })
    return 'unsubscribed'
  }
  if (alert.alertStatus !== 'pending') return alert.alertStatus
  if (!alert.tokenExpiresAt || new Date(alert.tokenExpiresAt) <= now) return null
  await update(payload, req, alert.id, {
    alertStatus: 'confirmed',
    confirmedAt: now.toISOString(),
    tokenExpiresAt: null,
  })
  return 'confirmed'
}

/**
 * A date of a published seminar was saved and lies ahead: every confirmed alert of that seminar
 * gets its one mail, in the save's transaction, and becomes notified. The mail's dedupe key is per
 * alert, so an alert is mailed once even if two dates are published at the same moment.
 */
export async function notifyAlertsOfDate(
  payload: Payload,
  req: PayloadRequest,
  date: SeminarDate,
): Promise<number> {
  if (date.startDate && new Date(date.startDate).getTime() < startOfToday().getTime()) return 0
  const seminarId = relationId(date.seminar as number | { id: number } | null | undefined)
  if (seminarId === null) return 0
  const { docs: alerts } = await payload.find({
    collection: ALERTS,
    where: { and: [{ seminar: { equals: seminarId } }, { alertStatus: { equals: 'confirmed' } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (!alerts.length) return 0
  let mailed = 0
  for (const language of ['de', 'en'] as const) {
    const ofLanguage = alerts.filter((alert) => alert.language === language)
    if (!ofLanguage.length) continue
    // Published only: a draft seminar's alerts wait for a date of the published seminar.
    const { docs } = await payload.find({
      collection: 'seminars',
      where: { and: [{ id: { equals: seminarId } }, { _status: { equals: 'published' } }] },
      locale: language,
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req,
    })
    const seminar = docs[0]
    if (!seminar) return 0
    const url = `${env.SITE_URL}${localizedUrl(language, seminar.path ?? '/')}`
    const mail = await newDateMail({
      title: seminar.title,
      period: formatPeriod(date, language),
      seminarUrl: url,
      language,
      institute: await readMailInstitute(payload, req, language),
    })
    for (const alert of ofLanguage) {
      await update(payload, req, alert.id, {
        alertStatus: 'notified',
        notifiedAt: new Date().toISOString(),
      })
      await queueMail(payload, req, {
        dedupeKey: `date-alert:${alert.id}:new-date`,
        to: alert.email,
        ...mail,
      })
      mailed++
    }
  }
  return mailed
}
