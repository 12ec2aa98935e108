import type { CollectionSlug, Where } from 'payload'

import { RETENTION } from './constants'

/** Rows of one collection that are due for deletion at `now`. */
export type RetentionRule = {
  name: string
  collection: CollectionSlug
  where: (now: Date) => Where
}

const DAY_MS = 86_400_000
const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS)
/** Calendar months, so "12 months" is the same day a year earlier. */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now)
  date.setUTCMonth(date.getUTCMonth() - months)
  return date
}
const before = (date: Date) => ({ less_than: date.toISOString() })
const all = (...conditions: Where[]): Where => ({ and: conditions })
/**
 * `field` older than `date`; a row without it (a status staff changed in the admin) counts from its
 * last change.
 */
const olderThan = (field: string, date: Date): Where => ({
  or: [{ [field]: before(date) }, all({ [field]: { exists: false } }, { updatedAt: before(date) })],
})

const REQUESTS = ['contact-messages', 'callback-requests', 'whitepaper-requests'] as const

/**
 * What is deleted, and when. Bookings and customer accounts are not here: they are contracts and
 * invoices with their own legal retention (decision 0019).
 */
export const DELETION_RULES: RetentionRule[] = [
  // Whether or not staff marked them as done: the privacy statement promises 12 months at the
  // latest.
  ...REQUESTS.map((collection): RetentionRule => ({
    name: collection,
    collection,
    where: (now) => ({ createdAt: before(monthsBefore(now, RETENTION.requestsMonths)) }),
  })),
  ...[...REQUESTS, 'newsletter-subscriptions' as const].map((collection): RetentionRule => ({
    name: `${collection} (spam)`,
    collection,
    where: (now) =>
      all({ spam: { equals: true } }, { createdAt: before(daysBefore(now, RETENTION.spamDays)) }),
  })),
  {
    // No consent was ever given, so nothing needs proving; the grace period covers a visitor who
    // asks why the confirmation mail came. A new sign-up of the address renews the link and the
    // row.
    name: 'newsletter-subscriptions (never confirmed)',
    collection: 'newsletter-subscriptions',
    where: (now) =>
      all(
        { subscription: { equals: 'pending' } },
        olderThan('tokenExpiresAt', daysBefore(now, RETENTION.unconfirmedDaysAfterLinkExpired)),
      ),
  },
  {
    // The sign-up, confirmation and unsubscription times prove that newsletters went out only with
    // consent (Art. 7(1) GDPR) for as long as a claim about them can be made: the regular
    // limitation period of three years (§ 195 BGB). The person fields are gone by then
    // (UNSUBSCRIBED_PERSON_FIELDS).
    name: 'newsletter-subscriptions (unsubscribed)',
    collection: 'newsletter-subscriptions',
    where: (now) =>
      all(
        { subscription: { equals: 'unsubscribed' } },
        olderThan('unsubscribedAt', monthsBefore(now, 12 * RETENTION.unsubscribedYears)),
      ),
  },
  {
    // The log only keeps a retried job from sending twice, and retries end after about four days.
    name: 'sent-mails',
    collection: 'sent-mails',
    where: (now) => ({ createdAt: before(monthsBefore(now, RETENTION.mailsMonths)) }),
  },
  {
    // Sent mails' jobs are deleted by Payload when they complete; what stays is a mail that failed
    // for good (or was cancelled), with its recipient and full text. A job still queued or running
    // is left alone.
    name: 'payload-jobs (finished mails)',
    collection: 'payload-jobs',
    where: (now) =>
      all(
        { taskSlug: { equals: 'sendMail' } },
        { processing: { not_equals: true } },
        { or: [{ hasError: { equals: true } }, { completedAt: { exists: true } }] },
        { createdAt: before(monthsBefore(now, RETENTION.mailsMonths)) },
      ),
  },
]

/**
 * What an unsubscribed entry does not need to prove consent: cleared at the next run after the
 * unsubscription. Address, language, sign-up page and the three times stay for
 * RETENTION.unsubscribedYears.
 */
export const UNSUBSCRIBED_PERSON_FIELDS = ['anrede', 'vorname', 'nachname', 'interessen'] as const

/** Unsubscribed entries that still hold a person field. */
export const unsubscribedWithPersonData: Where = all(
  { subscription: { equals: 'unsubscribed' } },
  { or: UNSUBSCRIBED_PERSON_FIELDS.map((field) => ({ [field]: { exists: true } })) },
)
