import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { FORM_TYPES } from '@/features/forms/form-types'
import { runRetention } from '@/features/retention/run'
import { startRetentionSchedule } from '@/features/retention/schedule'
import { acquireWriteLock, withWriteLock, writeLockQueue } from '@/lib/db'
import { env } from '@/lib/env'
import { hashToken, newToken } from '@/lib/tokens'

import { createCustomer } from '../helpers/accounts'
import { getTestPayload, noRevalidate } from '../helpers/payload'
import { bookStored, seedCatalogue, seminarItem } from './booking.fixtures'

let payload: Payload
let whitepaperId: number
const now = new Date()
const DAY = 86_400_000
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString()
function monthsAgo(months: number, plusDays = 0): string {
  const date = new Date(now)
  date.setUTCMonth(date.getUTCMonth() - months)
  return new Date(date.getTime() - plusDays * DAY).toISOString()
}

const CLEANED: CollectionSlug[] = [
  'contact-messages',
  'callback-requests',
  'whitepaper-requests',
  'newsletter-subscriptions',
  'sent-mails',
  'payload-jobs',
]

/** Sets stored dates (createdAt and the like) directly, as the rows would look after that time. */
const backdate = (
  collection: CollectionSlug,
  id: number,
  data: Record<string, string | boolean | null>,
) => payload.db.updateOne({ collection, id, data, returning: false })
const ids = async (collection: CollectionSlug) =>
  (
    await payload.find({
      collection,
      pagination: false,
      depth: 0,
      sort: 'id',
      overrideAccess: true,
    })
  ).docs.map((doc) => doc.id)

let person = 0
const NEW = { status: 'new', language: 'de' } as const
async function contact(createdAt: string, spam = false): Promise<number> {
  person += 1
  const doc = await payload.create({
    collection: 'contact-messages',
    data: {
      ...NEW,
      formType: FORM_TYPES.contactShort,
      email: `kim${person}@firma.example`,
      vorname: 'Kim',
      // Alike the submission below by shape only: each has its own age and spam flag.
      mitteilung: 'Bitte um Rückruf',
      spam,
    },
    overrideAccess: true,
    context: noRevalidate,
  })
  await backdate('contact-messages', doc.id, { createdAt })
  return doc.id
}
async function callback(createdAt: string, spam = false): Promise<number> {
  const doc = await payload.create({
    collection: 'callback-requests',
    data: {
      ...NEW,
      termin: '01.02.2030, 10:00',
      telefon: '+49 251 1',
      email: 'rolf@firma.example',
      spam,
    },
    overrideAccess: true,
    context: noRevalidate,
  })
  await backdate('callback-requests', doc.id, { createdAt })
  return doc.id
}
async function whitepaperRequest(createdAt: string, spam = false): Promise<number> {
  const doc = await payload.create({
    collection: 'whitepaper-requests',
    data: {
      ...NEW,
      whitepaper: whitepaperId,
      email: 'wil@firma.example',
      codeHash: hashToken(newToken()),
      spam,
    },
    overrideAccess: true,
    context: noRevalidate,
  })
  await backdate('whitepaper-requests', doc.id, { createdAt })
  return doc.id
}
async function sentMail(createdAt: string): Promise<number> {
  const doc = await payload.create({
    collection: 'sent-mails',
    data: {
      dedupeKey: `mail-${newToken()}`,
      to: 'kim@firma.example',
      subject: 'Ihre Anfrage, Kim',
    },
    overrideAccess: true,
  })
  await backdate('sent-mails', doc.id, { createdAt })
  return doc.id
}
async function mailJob(
  createdAt: string,
  state: Record<string, string | boolean | null>,
): Promise<number> {
  const job = await payload.jobs.queue({
    task: 'sendMail',
    input: {
      dedupeKey: `job-${newToken()}`,
      to: 'kim@firma.example',
      subject: 'Ihre Anfrage',
      text: 'Guten Tag Kim',
    },
  })
  await backdate('payload-jobs', Number(job.id), { createdAt, ...state })
  return Number(job.id)
}
type Subscription = {
  subscription: 'pending' | 'confirmed' | 'unsubscribed'
  createdAt: string
  updatedAt?: string
  tokenExpiresAt?: string | null
  confirmedAt?: string | null
  unsubscribedAt?: string | null
  spam?: boolean
}
async function subscription({ createdAt, spam = false, ...state }: Subscription): Promise<number> {
  person += 1
  const doc = await payload.create({
    collection: 'newsletter-subscriptions',
    data: {
      language: 'de',
      email: `nora${person}@leser.example`,
      anrede: 'Frau',
      vorname: 'Nora',
      nachname: 'Neu',
      interessen: 'Seminartermine',
      requestPage: '/newsletter/',
      subscription: 'pending',
      spam,
      tokenHash: hashToken(newToken()),
    },
    overrideAccess: true,
    context: noRevalidate,
  })
  await backdate('newsletter-subscriptions', doc.id, { createdAt, ...state })
  return doc.id
}

describe('data retention (decision 0019)', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    whitepaperId = (
      await payload.create({
        collection: 'whitepapers',
        data: { title: 'Leitfaden', _status: 'draft' },
        draft: true,
        context: noRevalidate,
      })
    ).id
  })
  beforeEach(async () => {
    for (const collection of CLEANED) await payload.db.deleteMany({ collection, where: {} })
  })

  it('deletes requests, the sent-mail log and failed mail jobs older than 12 months; younger ones, queued mails and bookings stay', async () => {
    const { addDate } = await seedCatalogue(payload)
    const date = await addDate(10)
    const oldBooking = await bookStored(payload, [seminarItem(date.id)])
    await backdate('bookings', oldBooking.id, { createdAt: monthsAgo(36) })
    const customer = await createCustomer(payload, 'karl@firma.example', {
      vorname: 'Karl',
      nachname: 'Kontakt',
    })
    await backdate('customers', customer.id, { createdAt: monthsAgo(36) })
    const bookingJobs = await ids('payload-jobs')

    // One day past the period each (or more), then one of each inside it.
    for (const create of [
      () => contact(monthsAgo(12, 1)),
      () => callback(monthsAgo(13)),
      () => whitepaperRequest(monthsAgo(24)),
      () => sentMail(monthsAgo(12, 1)),
    ])
      await create()
    const young = {
      contact: await contact(monthsAgo(11, 27)),
      callback: await callback(monthsAgo(6)),
      whitepaper: await whitepaperRequest(daysAgo(1)),
      mail: await sentMail(monthsAgo(11)),
    }
    const failedOld = await mailJob(monthsAgo(13), { hasError: true })
    const completedOld = await mailJob(monthsAgo(13), { completedAt: monthsAgo(13) })
    const failedYoung = await mailJob(monthsAgo(11), { hasError: true })
    // Not finished (the outbox was down for a year): left to the outbox, never deleted unsent.
    const queuedOld = await mailJob(monthsAgo(13), {})

    const report = await runRetention(payload, { now })
    expect(report?.failed).toEqual([])
    expect(report?.changed).toMatchObject({
      'contact-messages': 1,
      'callback-requests': 1,
      'whitepaper-requests': 1,
      'sent-mails': 1,
      'payload-jobs (finished mails)': 2,
    })
    expect(await ids('contact-messages')).toEqual([young.contact])
    expect(await ids('callback-requests')).toEqual([young.callback])
    expect(await ids('whitepaper-requests')).toEqual([young.whitepaper])
    expect(await ids('sent-mails')).toEqual([young.mail])
    expect(await ids('payload-jobs')).toEqual(
      [...bookingJobs, failedYoung, queuedOld].sort((a, b) => a - b),
    )
    expect(await ids('payload-jobs')).not.toContain(failedOld)
    expect(await ids('payload-jobs')).not.toContain(completedOld)
    expect(await ids('bookings')).toContain(oldBooking.id)
    expect(await ids('customers')).toContain(customer.id)
  })

  it('deletes spam after 30 days, in every inbox collection; younger spam and real submissions of the same age stay', async () => {
    // A sign-up's confirmation link expires 7 days after it came, so these are not yet due as never
    // confirmed (30 days after that).
    const newsletter = (createdDaysAgo: number, spam = false) =>
      subscription({
        subscription: 'pending',
        spam,
        createdAt: daysAgo(createdDaysAgo),
        tokenExpiresAt: daysAgo(createdDaysAgo - 7),
      })
    const inbox = {
      'contact-messages': (createdDaysAgo: number, spam?: boolean) =>
        contact(daysAgo(createdDaysAgo), spam),
      'callback-requests': (createdDaysAgo: number, spam?: boolean) =>
        callback(daysAgo(createdDaysAgo), spam),
      'whitepaper-requests': (createdDaysAgo: number, spam?: boolean) =>
        whitepaperRequest(daysAgo(createdDaysAgo), spam),
      'newsletter-subscriptions': newsletter,
    } as const
    const stored: Record<string, { spamOld: number; spamYoung: number; realOld: number }> = {}
    for (const [collection, create] of Object.entries(inbox)) {
      stored[collection] = {
        spamOld: await create(31, true),
        spamYoung: await create(29, true),
        realOld: await create(31),
      }
    }
    const report = await runRetention(payload, { now })
    expect(report?.failed).toEqual([])
    for (const [collection, { spamOld, spamYoung, realOld }] of Object.entries(stored)) {
      expect(report?.changed[`${collection} (spam)`], collection).toBe(1)
      expect(await ids(collection as CollectionSlug), collection).toEqual([spamYoung, realOld])
      expect(await ids(collection as CollectionSlug), collection).not.toContain(spamOld)
    }
  })

  it('deletes never-confirmed sign-ups 30 days after the link expired and unsubscribed ones after 3 years; confirmed ones stay', async () => {
    const grace = 30
    const expiredLong = await subscription({
      subscription: 'pending',
      createdAt: daysAgo(grace + 8),
      tokenExpiresAt: daysAgo(grace + 1),
    })
    const expiredRecently = await subscription({
      subscription: 'pending',
      createdAt: daysAgo(grace + 6),
      tokenExpiresAt: daysAgo(grace - 1),
    })
    const confirmed = await subscription({
      subscription: 'confirmed',
      createdAt: monthsAgo(72),
      confirmedAt: monthsAgo(72),
      tokenExpiresAt: null,
    })
    const unsubscribedLong = await subscription({
      subscription: 'unsubscribed',
      createdAt: monthsAgo(60),
      confirmedAt: monthsAgo(60),
      unsubscribedAt: monthsAgo(36, 1),
      tokenExpiresAt: null,
    })
    const unsubscribedRecently = await subscription({
      subscription: 'unsubscribed',
      createdAt: monthsAgo(60),
      confirmedAt: monthsAgo(60),
      unsubscribedAt: monthsAgo(35),
      tokenExpiresAt: null,
    })
    // Status set by staff in the admin, without the times the links record: counted from the last
    // change.
    const setPendingByStaff = await subscription({
      subscription: 'pending',
      createdAt: monthsAgo(24),
      updatedAt: daysAgo(grace + 1),
      tokenExpiresAt: null,
    })
    const setUnsubscribedByStaff = await subscription({
      subscription: 'unsubscribed',
      createdAt: monthsAgo(24),
      updatedAt: daysAgo(2),
      unsubscribedAt: null,
      tokenExpiresAt: null,
    })

    const report = await runRetention(payload, { now })
    expect(report?.failed).toEqual([])
    expect(await ids('newsletter-subscriptions')).toEqual([
      expiredRecently,
      confirmed,
      unsubscribedRecently,
      setUnsubscribedByStaff,
    ])
    expect(await ids('newsletter-subscriptions')).not.toContain(setPendingByStaff)
    expect(await ids('newsletter-subscriptions')).not.toContain(expiredLong)
    expect(await ids('newsletter-subscriptions')).not.toContain(unsubscribedLong)

    const kept = await payload.findByID({
      collection: 'newsletter-subscriptions',
      id: unsubscribedRecently,
      depth: 0,
      overrideAccess: true,
    })
    // Proof of consent only: the address and the times, no name or interests.
    expect(kept).toMatchObject({
      email: expect.stringMatching(/@leser\.example$/),
      anrede: null,
      vorname: null,
      nachname: null,
      interessen: null,
      requestPage: '/newsletter/',
      subscription: 'unsubscribed',
    })
    expect(kept.displayName).not.toContain('Nora')
    expect(kept.confirmedAt && kept.unsubscribedAt).toBeTruthy()
    const stillSubscribed = await payload.findByID({
      collection: 'newsletter-subscriptions',
      id: confirmed,
      depth: 0,
      overrideAccess: true,
    })
    expect(stillSubscribed).toMatchObject({
      subscription: 'confirmed',
      vorname: 'Nora',
      nachname: 'Neu',
      interessen: 'Seminartermine',
    })
    const pending = await payload.findByID({
      collection: 'newsletter-subscriptions',
      id: expiredRecently,
      depth: 0,
      overrideAccess: true,
    })
    expect(pending).toMatchObject({ subscription: 'pending', vorname: 'Nora' })
  })

  it('is idempotent: a second run changes nothing', async () => {
    await contact(monthsAgo(13))
    const young = await contact(daysAgo(3))
    await subscription({
      subscription: 'unsubscribed',
      createdAt: monthsAgo(12),
      unsubscribedAt: daysAgo(2),
      tokenExpiresAt: null,
    })
    const first = await runRetention(payload, { now })
    expect(first?.changed['contact-messages']).toBe(1)
    expect(
      first?.changed['newsletter-subscriptions (unsubscribed: name and interests cleared)'],
    ).toBe(1)
    const before = {
      contacts: await ids('contact-messages'),
      subscriptions: await payload.find({
        collection: 'newsletter-subscriptions',
        depth: 0,
        overrideAccess: true,
      }),
    }
    const second = await runRetention(payload, { now })
    expect(second?.failed).toEqual([])
    expect(Object.values(second?.changed ?? {}).every((count) => count === 0)).toBe(true)
    expect(await ids('contact-messages')).toEqual([young])
    expect(
      (
        await payload.find({
          collection: 'newsletter-subscriptions',
          depth: 0,
          overrideAccess: true,
        })
      ).docs,
    ).toEqual(before.subscriptions.docs)
  })

  it('works through more rows than one batch holds', async () => {
    const old = []
    for (let i = 0; i < 13; i++) old.push(await contact(monthsAgo(13)))
    const young = await contact(daysAgo(1))
    for (let i = 0; i < 7; i++)
      await subscription({
        subscription: 'unsubscribed',
        createdAt: monthsAgo(12),
        unsubscribedAt: daysAgo(2),
        tokenExpiresAt: null,
      })
    const report = await runRetention(payload, { now, batchSize: 5 })
    expect(report?.changed['contact-messages']).toBe(13)
    expect(
      report?.changed['newsletter-subscriptions (unsubscribed: name and interests cleared)'],
    ).toBe(7)
    expect(await ids('contact-messages')).toEqual([young])
    expect(
      (
        await payload.count({
          collection: 'newsletter-subscriptions',
          where: { vorname: { exists: true } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })

  // PostgreSQL has no process-wide write lock: writers there wait only for the rows they touch.
  if (!env.isPostgres)
    it('gives SQLite’s write lock to a waiting booking after each batch, not after the whole run', async () => {
      for (let i = 0; i < 10; i++) await contact(monthsAgo(13))
      // Hold the lock until the run's first batch waits for it, then queue a writer behind that
      // batch.
      const release = await acquireWriteLock(1_000)
      const run = runRetention(payload, { now, batchSize: 2 })
      while (writeLockQueue() < 2) await new Promise((resolve) => setTimeout(resolve, 1))
      const writer = withWriteLock(payload, async () => (await ids('contact-messages')).length)
      release!()
      expect(await writer).toBe(8)
      expect((await run)?.changed['contact-messages']).toBe(10)
    })

  it('lets only one run at a time work; a second one at the same moment does nothing', async () => {
    await contact(monthsAgo(13))
    const [a, b] = await Promise.all([
      runRetention(payload, { now }),
      runRetention(payload, { now }),
    ])
    expect([a, b].filter((report) => report === null)).toHaveLength(1)
    expect(await ids('contact-messages')).toEqual([])
  })

  it('runs by itself in a server: a minute after the start, then once a day', async () => {
    const old = await contact(monthsAgo(13))
    const getPayload = vi.fn(async () => payload)
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] })
    try {
      startRetentionSchedule(getPayload)
      startRetentionSchedule(getPayload) // a second start (Next may load the module twice) adds no schedule
      await vi.advanceTimersByTimeAsync(60_000 - 1)
      expect(getPayload).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1 + 86_400_000)
      expect(getPayload).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
    await vi.waitFor(async () => expect(await ids('contact-messages')).not.toContain(old), {
      timeout: 10_000,
    })
  })
})
