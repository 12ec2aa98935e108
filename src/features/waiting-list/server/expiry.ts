import type { Payload } from 'payload'

import { limitLockWait, releaseSeats } from '@/features/booking/server/db'
import { inTransaction } from '@/features/forms/server/transaction'
import { revalidateTags } from '@/hooks/revalidateTags'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { sendQueuedMails } from '@/lib/mail/outbox'
import { relationId } from '@/lib/relations'

import { OFFER_EXPIRY_INTERVAL_MS } from '../constants'
import { ENTRIES, entryUnderLock, offerFreedSeats, updateEntry } from './offers'

const BATCH = 100

/**
 * Ends the offers whose time ran out at `now` and passes their seats to the next entries that fit
 * (or back to the date), one entry per transaction. Each entry is re-read under its date's lock
 * and changed only while still offered and overdue, so two instances running this at once, or an
 * acceptance in the same instant, change it once. Answers how many offers ended.
 */
export async function expireOffers(payload: Payload, now: Date = new Date()): Promise<number> {
  const { docs } = await payload.find({
    collection: ENTRIES,
    where: {
      and: [
        { waitingStatus: { equals: 'offered' } },
        { offerExpiresAt: { less_than_equal: now.toISOString() } },
      ],
    },
    sort: 'offerExpiresAt',
    limit: BATCH,
    depth: 0,
    overrideAccess: true,
  })
  let ended = 0
  for (const found of docs) {
    const dateId = relationId(found.seminarDate as number | { id: number } | null | undefined)
    if (dateId === null) continue
    const result = await inTransaction(payload, async (req) => {
      await limitLockWait(payload, req)
      const entry = await entryUnderLock(payload, req, found.id, dateId)
      if (entry?.waitingStatus !== 'offered' || !entry.offerExpiresAt) return false
      if (new Date(entry.offerExpiresAt) > now) return false
      await updateEntry(payload, req, entry.id, { waitingStatus: 'expired', seatsHeld: 0 })
      await releaseSeats(payload, req, dateId, entry.seatsHeld ?? 0)
      await offerFreedSeats(payload, req, dateId, now)
      // Seats that no entry took are bookable again: the catalogue shows them.
      revalidateTags([CACHE_TAGS.catalogue], req)
      return true
    })
    if (result.status === 'done' && result.value) ended++
  }
  return ended
}

const state = globalThis as typeof globalThis & { __offerExpirySchedule?: NodeJS.Timeout }

/**
 * Ends overdue offers once a minute in a running server (src/instrumentation.ts, where the
 * outbox runs); the offer mails of the next entries leave right after.
 */
export function startOfferExpirySchedule(getPayload: () => Promise<Payload>): void {
  if (state.__offerExpirySchedule) return
  const tick = async () => {
    const payload = await getPayload()
    if ((await expireOffers(payload)) > 0) sendQueuedMails(payload)
  }
  state.__offerExpirySchedule = setInterval(
    () => tick().catch((error: unknown) => console.error('Waiting list: expiry failed', error)),
    OFFER_EXPIRY_INTERVAL_MS,
  )
  state.__offerExpirySchedule.unref()
}
