import { revalidateTag } from 'next/cache'
import type { PayloadRequest, RequestContext } from 'payload'

/**
 * Expires cached renders that read the given tags. Seeding and tests run outside Next, where
 * there is no cache to expire: they pass `context.disableRevalidate`, and a missing Next runtime
 * is tolerated for the same reason.
 */
export function revalidateTags(
  tags: string[],
  req: PayloadRequest,
  context?: RequestContext,
): void {
  if (context?.disableRevalidate) return
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      req.payload.logger.debug({ msg: `revalidateTag(${tag}) skipped outside Next`, err: error })
    }
  }
}
