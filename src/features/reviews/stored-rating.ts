import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, FieldHook } from 'payload'
import type { Payload, PayloadRequest } from 'payload'

import { relationId } from '@/lib/relations'

import type { ReviewStatus } from './constants'
import { summarise } from './rating'

/**
 * The catalogue's "best rated" order sorts dates by their seminar's rating in the database, so
 * each date stores it (`seminarRating`): the average of the seminar's published reviews as the
 * stars show it (one decimal), 0 before the first. Reading every matching date to sort them in the
 * server cost seconds past 10,000 dates and failed on SQLite past about 32,000 (decision 0026).
 */
export async function seminarRating(
  payload: Payload,
  seminarId: number,
  req?: PayloadRequest,
): Promise<number> {
  const { docs } = await payload.find({
    collection: 'reviews',
    where: { and: [{ seminar: { equals: seminarId } }, { status: { equals: 'published' } }] },
    depth: 0,
    pagination: false,
    select: { stars: true },
    overrideAccess: true,
    req,
  })
  return summarise(docs.map((review) => review.stars))?.average ?? 0
}

/** Writes a seminar's rating onto all its dates (a derived value: no date hooks, no version). */
export async function storeSeminarRating(
  payload: Payload,
  seminarId: number,
  req?: PayloadRequest,
): Promise<void> {
  await payload.db.updateMany({
    collection: 'seminar-dates',
    where: { seminar: { equals: seminarId } },
    data: { seminarRating: await seminarRating(payload, seminarId, req) },
    req,
  })
}

const published = (doc: { status?: unknown } | undefined) =>
  (doc?.status as ReviewStatus | undefined) === 'published'

/** A published review changed, was withdrawn or moved: its seminars' dates get the new rating. */
export const storeRatingOnChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (!published(doc) && !published(previousDoc)) return doc
  const seminars = new Set([relationId(doc.seminar), relationId(previousDoc?.seminar)])
  for (const id of seminars) if (id !== null) await storeSeminarRating(req.payload, id, req)
  return doc
}

export const storeRatingOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const id = relationId(doc.seminar)
  if (published(doc) && id !== null) await storeSeminarRating(req.payload, id, req)
  return doc
}

/**
 * The date's `seminarRating`, whatever a request sends: its seminar's rating when the date is
 * created or moves to another seminar, else the stored one.
 */
export const rateFromSeminar: FieldHook = async ({ operation, siblingData, originalDoc, req }) => {
  const seminar = relationId(siblingData.seminar ?? originalDoc?.seminar)
  const moved = seminar !== relationId(originalDoc?.seminar)
  if (seminar === null) return 0
  if (operation === 'create' || moved) return seminarRating(req.payload, seminar, req)
  return (originalDoc?.seminarRating as number | undefined) ?? 0
}
