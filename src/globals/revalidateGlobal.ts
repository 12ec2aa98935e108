import type { GlobalAfterChangeHook } from 'payload'

import { revalidateTags } from '@/hooks/revalidateTags'
import { CACHE_TAGS } from '@/lib/cache-tags'

/** Globals appear in every page's layout: publishing one expires every cached render. */
export const revalidateGlobal: GlobalAfterChangeHook = ({ doc, global, req, context }) => {
  revalidateTags([CACHE_TAGS.global(global.slug)], req, context)
  return doc
}
