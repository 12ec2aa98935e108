import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidateTags } from '@/hooks/revalidate'
import { CACHE_TAGS } from '@/lib/cache-tags'
import type { Page } from '@/payload-types'

/** When a page's path changes, its children are saved again so that their paths follow. */
export const updateChildPaths: CollectionAfterChangeHook<Page> = async ({ doc, previousDoc, req, context }) => {
  if (!previousDoc || previousDoc.path === doc.path) return doc
  const locale = req.locale && req.locale !== 'all' ? req.locale : 'de'
  const children = await req.payload.find({
    collection: 'pages',
    where: { parent: { equals: doc.id } },
    locale,
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
  })
  for (const child of children.docs) {
    await req.payload.update({
      collection: 'pages',
      id: child.id,
      data: { slug: child.slug },
      locale,
      req,
      context,
      overrideAccess: true,
    })
  }
  return doc
}

export const revalidatePages: CollectionAfterChangeHook<Page> = ({ doc, req, context }) => {
  revalidateTags([CACHE_TAGS.pages], req, context)
  return doc
}

export const revalidateDeletedPage: CollectionAfterDeleteHook<Page> = ({ doc, req, context }) => {
  revalidateTags([CACHE_TAGS.pages], req, context)
  return doc
}
