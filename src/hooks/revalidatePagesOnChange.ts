import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { CACHE_TAGS } from '@/lib/cache-tags'

import { revalidateTags } from './revalidate'

/** Content shown inside page blocks (news, locations, …): a change expires every cached page. */
export const revalidatePagesAfterChange: CollectionAfterChangeHook = ({ doc, req, context }) => {
  revalidateTags([CACHE_TAGS.pages], req, context)
  return doc
}

export const revalidatePagesAfterDelete: CollectionAfterDeleteHook = ({ doc, req, context }) => {
  revalidateTags([CACHE_TAGS.pages], req, context)
  return doc
}
