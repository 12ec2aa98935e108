import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

import { inTransaction, submissionContext } from '@/features/forms/server/transaction'

import { MAIL_DIR } from '@/lib/mail/adapter'

import { RETENTION, RETENTION_BATCH } from './constants'
import { withRetentionLock } from './lock'
import { deleteMailFilesBefore } from './mail-files'
import {
  DELETION_RULES,
  monthsBefore,
  UNSUBSCRIBED_PERSON_FIELDS,
  unsubscribedWithPersonData,
} from './rules'

type Id = number | string

/**
 * Rows deleted (or cleared) per rule, and the rules that failed this time (the next run tries
 * again).
 */
export type RetentionReport = { changed: Record<string, number>; failed: string[] }

/**
 * Applies `change` to the rows `where` selects, `batchSize` per transaction, until none is left.
 * Each batch is its own transaction behind SQLite's write lock, which bookings and form
 * submissions that came in meanwhile get before the next batch (the lock is first come, first
 * served). The id cursor makes every batch move on, even over a row a change leaves matching.
 */
async function inBatches(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
  batchSize: number,
  change: (req: PayloadRequest, id: Id) => Promise<unknown>,
): Promise<number> {
  let total = 0
  let after: Id | null = null
  for (;;) {
    const cursor: Id | null = after
    const result = await inTransaction(payload, async (req): Promise<Id[]> => {
      const { docs } = await payload.find({
        collection,
        where: cursor === null ? where : { and: [where, { id: { greater_than: cursor } }] },
        sort: 'id',
        limit: batchSize,
        pagination: false,
        depth: 0,
        select: { createdAt: true },
        overrideAccess: true,
        req,
      })
      if (!docs.length) return []
      const ids: Id[] = docs.map((doc) => doc.id)
      // One after another: Payload's bulk operations query one transaction's connection in
      // parallel, which node-postgres deprecates. A row that cannot be changed rolls its batch
      // back.
      for (const id of ids) await change(req, id)
      return ids
    })
    if (result.status === 'busy') throw new Error('the database stayed busy')
    total += result.value.length
    if (result.value.length < batchSize) return total
    after = result.value[result.value.length - 1]
  }
}

const remove = (payload: Payload, collection: CollectionSlug) => (req: PayloadRequest, id: Id) =>
  // Through the Local API, so that hooks, admin preferences and document locks of these rows go
  // with them.
  payload.delete({
    collection,
    id,
    depth: 0,
    overrideAccess: true,
    req,
    context: submissionContext,
  })

const clearPersonFields = (payload: Payload) => (req: PayloadRequest, id: Id) =>
  payload.update({
    collection: 'newsletter-subscriptions',
    id,
    data: Object.fromEntries(UNSUBSCRIBED_PERSON_FIELDS.map((field) => [field, null])),
    depth: 0,
    overrideAccess: true,
    req,
    context: submissionContext,
  })

/**
 * Deletes what the privacy statement says is kept no longer (src/features/retention/rules.ts),
 * clears the names of unsubscribed newsletter entries and deletes old mail files (mail-files.ts).
 * Returns null when another run is going on (another instance on PostgreSQL). A failing rule is
 * logged and reported; the others still run.
 */
export async function runRetention(
  payload: Payload,
  { now = new Date(), batchSize = RETENTION_BATCH }: { now?: Date; batchSize?: number } = {},
): Promise<RetentionReport | null> {
  return withRetentionLock(payload, async () => {
    const report: RetentionReport = { changed: {}, failed: [] }
    const apply = async (name: string, task: () => Promise<number>) => {
      try {
        report.changed[name] = await task()
      } catch (error) {
        report.failed.push(name)
        payload.logger.error({ err: error, msg: `Retention: ${name} failed` })
      }
    }
    for (const rule of DELETION_RULES)
      await apply(rule.name, () =>
        inBatches(
          payload,
          rule.collection,
          rule.where(now),
          batchSize,
          remove(payload, rule.collection),
        ),
      )
    await apply('newsletter-subscriptions (unsubscribed: name and interests cleared)', () =>
      inBatches(
        payload,
        'newsletter-subscriptions',
        unsubscribedWithPersonData,
        batchSize,
        clearPersonFields(payload),
      ),
    )
    await apply('mail files (var/mail)', () =>
      deleteMailFilesBefore(MAIL_DIR, monthsBefore(now, RETENTION.mailsMonths)),
    )
    return report
  })
}
