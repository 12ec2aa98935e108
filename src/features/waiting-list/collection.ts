import type {
  CollectionAfterDeleteHook,
  CollectionBeforeDeleteHook,
  CollectionConfig,
} from 'payload'

import { csvColumnsFromTable, inboxFieldsFromTable } from '@/features/forms/field-table'
import { inboxCollection } from '@/features/forms/inbox/collection'
import { revalidateTags } from '@/hooks/revalidateTags'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { relationId } from '@/lib/relations'
import type { WaitingListEntry } from '@/payload-types'

import { waitingListFields } from './fields'
import { lockDate, releaseEntrySeats } from './server/offers'

// Alike the other inbox collections by shape only: each passes its own slug, labels and table.
const inbox = inboxCollection({
  slug: 'waiting-list-entries',
  labels: {
    singular: { de: 'Wartelisten-Eintrag', en: 'Waiting list entry' },
    plural: { de: 'Warteliste', en: 'Waiting list' },
  },
  useAsTitle: 'name',
  defaultColumns: [
    'name',
    'dateLabel',
    'teilnehmer',
    'waitingStatus',
    'offerExpiresAt',
    'createdAt',
  ],
  listSearchableFields: ['name', 'email', 'dateLabel'],
  exportName: 'warteliste',
  columns: csvColumnsFromTable(waitingListFields),
  withStatus: false,
  fields: inboxFieldsFromTable(waitingListFields),
})

/** Locks the entry's date before the row goes, in the order every seat change takes its locks. */
const lockBeforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const entry = await req.payload
    .findByID({ collection: 'waiting-list-entries', id, depth: 0, req, overrideAccess: true })
    .catch(() => null)
  const dateId = relationId(entry?.seminarDate as number | { id: number } | null | undefined)
  if (dateId !== null) await lockDate(req.payload, req, dateId)
}

/** A removed entry gives the seats it held to the next entries, or back to the date. */
const passSeatsOn: CollectionAfterDeleteHook<WaitingListEntry> = async ({ doc, req, context }) => {
  const dateId = relationId(doc.seminarDate as number | { id: number } | null | undefined)
  const held = doc.waitingStatus === 'booked' ? 0 : (doc.seatsHeld ?? 0)
  if (dateId === null || held === 0) return doc
  await releaseEntrySeats(req.payload, req, dateId, held)
  revalidateTags([CACHE_TAGS.catalogue], req, context)
  return doc
}

/**
 * The waiting list of fully booked dates (POST /api/json-api/warteliste/), oldest first: the
 * order in which freed seats are offered (docs/behaviour/waiting-list.md). Staff read it and
 * remove an entry by deleting it, which passes its held seats on; the server alone moves an
 * entry's standing, seats and offer.
 */
export const WaitingListEntries: CollectionConfig = {
  ...inbox,
  defaultSort: 'createdAt',
  access: { ...inbox.access, update: () => false },
  hooks: { beforeDelete: [lockBeforeDelete], afterDelete: [passSeatsOn] },
}
