import type { BaseFilter, PayloadRequest, SanitizedCollectionConfig, Where } from 'payload'
import { combineWhereConstraints, mergeListSearchAndWhere } from 'payload/shared'

/** Whether a where clause names the spam flag anywhere, at any depth of `and`/`or`. */
const namesSpam = (where: unknown): boolean =>
  Boolean(where) &&
  typeof where === 'object' &&
  Object.entries(where as Record<string, unknown>).some(
    ([key, value]) => key === 'spam' || namesSpam(value),
  )

/**
 * Base filter of the inbox lists: spam (the trap field was filled in) stays out of sight until
 * staff filter by the spam flag themselves (or add `?spam=include`). Payload 3.90 has no default
 * `where` that staff could remove in the list, only `admin.baseFilter`, which the list view ANDs
 * with the page's filter; stepping aside once that filter names `spam` keeps spam one filter
 * away. Storing spam as "done" instead would claim someone had looked at it.
 */
export const hideSpam: BaseFilter = ({ req }) => {
  const query = (req.query ?? {}) as { where?: unknown; spam?: unknown }
  return query.spam === 'include' || namesSpam(query.where) ? null : { spam: { not_equals: true } }
}

/**
 * What the admin list shows for this request's query, built as Payload's list view builds it
 * (@payloadcms/next views/List): the `where` parameters and the collection's base filter, with
 * `search` as an `or` of `like` on listSearchableFields (else useAsTitle), via Payload's own
 * helper.
 */
export async function listWhere(
  req: PayloadRequest,
  collectionConfig: SanitizedCollectionConfig,
): Promise<Where> {
  const query = (req.query ?? {}) as { where?: unknown; search?: unknown }
  const where = query.where && typeof query.where === 'object' ? (query.where as Where) : undefined
  const baseFilter = collectionConfig.admin.baseFilter ?? collectionConfig.admin.baseListFilter
  const sort =
    typeof collectionConfig.defaultSort === 'string' ? collectionConfig.defaultSort : '-createdAt'
  const base = await baseFilter?.({ limit: 0, page: 1, req, sort })
  const search = typeof query.search === 'string' ? query.search : ''
  return mergeListSearchAndWhere({
    collectionConfig,
    search,
    where: combineWhereConstraints([where, base ?? undefined]),
  })
}
