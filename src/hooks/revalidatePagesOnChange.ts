import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { CACHE_TAGS } from '@/lib/cache-tags'

import { revalidateTags } from './revalidateTags'

function revalidateOnChange(tags: string[]): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: ({ doc, req, context, collection }) => {
      revalidateTags(tags, req, context, collection.slug)
      return doc
    },
    afterDelete: ({ doc, req, context, collection }) => {
      revalidateTags(tags, req, context, collection.slug)
      return doc
    },
  }
}

const pageContent = revalidateOnChange([CACHE_TAGS.pages])
/** Content shown inside page blocks (news, blog): a change expires every cached page. */
export const revalidatePagesAfterChange = pageContent.afterChange
export const revalidatePagesAfterDelete = pageContent.afterDelete

/** Catalogue data (seminars, dates, topics, …): a change expires everything that shows it. */
export const revalidateCatalogue = revalidateOnChange([CACHE_TAGS.catalogue])

/** Locations appear in page blocks and in the catalogue. */
export const revalidatePagesAndCatalogue = revalidateOnChange([
  CACHE_TAGS.pages,
  CACHE_TAGS.catalogue,
])

/**
 * Images and files are shown by pages, the catalogue and the site settings (the visitor modals'
 * image): a new alternative text or a replaced file (whose old file is deleted) must reach them.
 */
export const revalidateWhatShowsMedia = revalidateOnChange([
  CACHE_TAGS.pages,
  CACHE_TAGS.catalogue,
  CACHE_TAGS.global('site-settings'),
])
