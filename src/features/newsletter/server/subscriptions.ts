import type { Payload, PayloadRequest } from 'payload'

import { hashToken, newToken } from '@/lib/tokens'
import type { NewsletterSubscription } from '@/payload-types'

import { languageOfPage } from '@/features/forms/rules'
import { newsletterConfirmLink, newsletterUnsubscribeLink } from './links'
import { queueMail } from '@/features/forms/server/mails'
import { readMailInstitute } from '@/features/mail/institute'

import { newsletterConfirmMail } from './ConfirmMail'
import { submissionContext } from '@/features/forms/server/transaction'

/** How long a confirmation link works. */
export const CONFIRM_VALID_DAYS = 7
const DAY_MS = 86_400_000

const collection = 'newsletter-subscriptions'

export type SubscriptionRequest = {
  email: string
  anrede: '' | 'Herr' | 'Frau' | 'Firma'
  vorname: string
  nachname: string
  /** The chosen interests, comma-joined ('' when none or when signed up from the contact form). */
  interessen?: string
  requestPage: string
}

const personData = (input: SubscriptionRequest) => ({
  email: input.email.trim().toLowerCase(),
  anrede: input.anrede || null,
  vorname: input.vorname || null,
  nachname: input.nachname || null,
  interessen: input.interessen || null,
  language: languageOfPage(input.requestPage),
  requestPage: input.requestPage,
})

/** The newest real (not spam) subscription of an address. */
async function findByEmail(
  payload: Payload,
  req: PayloadRequest,
  email: string,
): Promise<NewsletterSubscription | undefined> {
  const { docs } = await payload.find({
    collection,
    where: { and: [{ email: { equals: email } }, { spam: { equals: false } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0]
}

/**
 * Starts (or restarts) the double opt-in for an address, inside the caller's transaction: a new
 * address becomes pending with a fresh token and mail; a pending or unsubscribed one gets a new
 * token (the old link stops working) and a new mail; a confirmed one stays as it is, unmailed.
 * Callers answer the same in every case, so nobody learns whether an address is known.
 */
export async function requestSubscription(
  payload: Payload,
  req: PayloadRequest,
  input: SubscriptionRequest,
  now = new Date(),
): Promise<boolean> {
  const data = personData(input)
  const existing = await findByEmail(payload, req, data.email)
  if (existing?.subscription === 'confirmed') return false
  const token = newToken()
  const tokenHash = hashToken(token)
  const pending = {
    ...data,
    subscription: 'pending' as const,
    tokenHash,
    tokenExpiresAt: new Date(now.getTime() + CONFIRM_VALID_DAYS * DAY_MS).toISOString(),
    confirmedAt: null,
    unsubscribedAt: null,
    spam: false,
  }
  const doc = existing
    ? await payload.update({
        collection,
        id: existing.id,
        data: pending,
        depth: 0,
        overrideAccess: true,
        req,
        context: submissionContext,
      })
    : await payload.create({
        collection,
        data: pending,
        depth: 0,
        overrideAccess: true,
        req,
        context: submissionContext,
      })
  const mail = await newsletterConfirmMail({
    person: data,
    language: data.language,
    links: {
      confirm: newsletterConfirmLink(data.language, token),
      unsubscribe: newsletterUnsubscribeLink(data.language, token),
    },
    validDays: CONFIRM_VALID_DAYS,
    institute: await readMailInstitute(payload, req, data.language),
  })
  await queueMail(payload, req, {
    dedupeKey: `newsletter:${doc.id}:confirm:${tokenHash.slice(0, 16)}`,
    to: data.email,
    ...mail,
  })
  return true
}

/**
 * A sign-up with the trap field filled in: kept for the record, never mailed, never confirmable.
 */
export async function storeSpamSubscription(
  payload: Payload,
  req: PayloadRequest,
  input: SubscriptionRequest,
): Promise<void> {
  await payload.create({
    collection,
    data: { ...personData(input), subscription: 'pending', spam: true },
    depth: 0,
    overrideAccess: true,
    req,
    context: submissionContext,
  })
}

export type TokenAction = 'confirm' | 'unsubscribe'

/**
 * Applies a mailed link's action. Confirm: a pending subscription whose link has not expired
 * becomes confirmed (again: stays confirmed); the token is kept for a later unsubscribe.
 * Unsubscribe: works with the token of any real subscription. Null for an unknown or expired token.
 */
export async function applyToken(
  payload: Payload,
  req: PayloadRequest,
  token: string,
  action: TokenAction,
  now = new Date(),
): Promise<NewsletterSubscription['subscription'] | null> {
  const { docs } = await payload.find({
    collection,
    where: { and: [{ tokenHash: { equals: hashToken(token) } }, { spam: { equals: false } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const doc = docs[0]
  if (!doc) return null
  const update = (data: Partial<NewsletterSubscription>) =>
    payload.update({
      collection,
      id: doc.id,
      data,
      depth: 0,
      overrideAccess: true,
      req,
      context: submissionContext,
    })
  if (action === 'unsubscribe') {
    if (doc.subscription !== 'unsubscribed')
      await update({
        subscription: 'unsubscribed',
        unsubscribedAt: now.toISOString(),
        tokenExpiresAt: null,
      })
    return 'unsubscribed'
  }
  if (doc.subscription === 'confirmed') return 'confirmed'
  // An unsubscribed address signs up again through the form, with a new link.
  if (doc.subscription !== 'pending' || !doc.tokenExpiresAt || new Date(doc.tokenExpiresAt) <= now)
    return null
  await update({ subscription: 'confirmed', confirmedAt: now.toISOString(), tokenExpiresAt: null })
  return 'confirmed'
}
