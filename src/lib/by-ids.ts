import 'server-only'

import type { DataFromCollectionSlug, PopulateType, SelectType, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'

/** The catalogue collections read by id for links and labels. */
type ByIdCollection = 'locations' | 'topics' | 'seminars' | 'programmes'

/**
 * The given documents of a collection as the public sees them (published only: no user, no
 * override), without relations and with only the named fields; none for no ids.
 */
export async function findPublicByIds<
  C extends ByIdCollection,
  K extends keyof DataFromCollectionSlug<C> & string,
>(
  collection: C,
  ids: number[],
  locale: Locale,
  fields: K[],
): Promise<Pick<DataFromCollectionSlug<C>, K | 'id'>[]> {
  if (ids.length === 0) return []
  const payload = await getPayloadClient()
  const where: Where = { id: { in: ids } }
  const { docs } = await payload.find({
    collection: collection as ByIdCollection,
    where,
    locale,
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: false,
    select: Object.fromEntries(fields.map((field) => [field, true])),
  })
  return docs as unknown as Pick<DataFromCollectionSlug<C>, K | 'id'>[]
}

/**
 * One published document by id as the public sees it (no user, no override), with relations one
 * level deep, only the `select`ed fields and only the `populate`d ones of related documents; null
 * for an unknown or unpublished id.
 */
export async function findPublicById<C extends 'programmes' | 'whitepapers'>(
  collection: C,
  id: number,
  locale: Locale,
  shape: { select?: SelectType; populate?: PopulateType },
): Promise<DataFromCollectionSlug<C> | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: collection as 'programmes' | 'whitepapers',
    where: { id: { equals: id } },
    locale,
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    ...shape,
  })
  return (docs[0] as DataFromCollectionSlug<C> | undefined) ?? null
}
