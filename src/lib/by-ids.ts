import 'server-only'

import type { DataFromCollectionSlug, Where } from 'payload'

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
