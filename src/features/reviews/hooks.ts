import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  FieldHook,
  TextareaFieldValidation,
} from 'payload'

import { revalidateTags } from '@/hooks/revalidateTags'
import { CACHE_TAGS } from '@/lib/cache-tags'

import type { ReviewStatus } from './constants'

const published = (doc: { status?: unknown } | undefined) =>
  (doc?.status as ReviewStatus | undefined) === 'published'

/**
 * A seminar's rating, its review list and every card that shows the rating are catalogue views:
 * they change when a review is published, withdrawn, or edited or deleted while published.
 * A review waiting for moderation changes no page.
 */
export const revalidateWhenPublicChanges: CollectionAfterChangeHook = ({
  doc,
  previousDoc,
  req,
  context,
}) => {
  if (published(doc) || published(previousDoc)) revalidateTags([CACHE_TAGS.catalogue], req, context)
  return doc
}

export const revalidateWhenPublishedDeleted: CollectionAfterDeleteHook = ({
  doc,
  req,
  context,
}) => {
  if (published(doc)) revalidateTags([CACHE_TAGS.catalogue], req, context)
  return doc
}

/** A rejection needs its reason, which the customer reads in the portal. */
export const reasonForRejection: TextareaFieldValidation = (value, { siblingData, req }) => {
  const status = (siblingData as { status?: ReviewStatus }).status
  if (status !== 'rejected' || (typeof value === 'string' && value.trim() !== '')) return true
  return req.i18n?.language === 'en'
    ? 'Please give the reason for the rejection; the customer reads it in the portal.'
    : 'Bitte nennen Sie den Grund der Ablehnung; die Kundin oder der Kunde liest ihn im Portal.'
}

/** The moment staff first publish or reject a review (kept when they change it later). */
export const stampModeration: FieldHook = ({ value, siblingData, originalDoc }) => {
  const status = (siblingData as { status?: ReviewStatus }).status
  if (status === 'pending') return null
  const before = (originalDoc as { status?: ReviewStatus } | undefined)?.status
  return status !== before || !value ? new Date().toISOString() : value
}
