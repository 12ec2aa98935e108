import { revalidateTag } from 'next/cache'
import type { CollectionSlug, PayloadRequest, RequestContext } from 'payload'

import {
  COLLECTIONS_WITH_ADDRESS,
  invalidatePublicPaths,
} from '@/features/errors/public-path-index'
import { CACHE_TAGS } from '@/lib/cache-tags'

/** The tags under which documents with an address of their own are read. */
const ROUTED_CONTENT_TAGS: readonly string[] = [CACHE_TAGS.pages, CACHE_TAGS.catalogue]

/**
 * Expires cached renders that read the given tags, and the proxy's index of public paths when an
 * address may have come or gone (docs/decisions/0022): a change of `changed`, when it is a
 * collection with addresses, or, when the caller does not say what changed, of pages or the
 * catalogue. Seeding and tests run outside Next, where there is no cache to expire: they pass
 * `context.disableRevalidate`, and a missing Next runtime is tolerated for the same reason.
 */
export function revalidateTags(
  tags: string[],
  req: PayloadRequest,
  context?: RequestContext,
  changed?: CollectionSlug,
): void {
  if (isAutosave(req)) return
  const addressMayChange = changed
    ? (COLLECTIONS_WITH_ADDRESS as readonly string[]).includes(changed)
    : tags.some((tag) => ROUTED_CONTENT_TAGS.includes(tag))
  if (addressMayChange) invalidatePublicPaths()
  if (context?.disableRevalidate) return
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      req.payload.logger.debug({ msg: `revalidateTag(${tag}) skipped outside Next`, err: error })
    }
  }
}

/**
 * The admin's autosave (every half second while an editor types beside the live preview) writes a
 * draft version only, which no visitor sees: expiring every cached page for it would make the
 * site render afresh for the whole time an editor works. Saving or publishing by hand expires.
 */
function isAutosave(req: PayloadRequest): boolean {
  const flag = req.query?.autosave
  return flag === true || flag === 'true'
}
