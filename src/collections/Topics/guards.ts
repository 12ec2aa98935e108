import type { CollectionBeforeDeleteHook, PayloadRequest } from 'payload'

import { listOf, refuseDelete } from '@/hooks/refuseDelete'

/** Seminars whose live version or latest draft lists the topic. */
async function seminarsOf(req: PayloadRequest, id: number | string): Promise<string[]> {
  const find = (draft: boolean) =>
    req.payload.find({
      collection: 'seminars',
      draft,
      where: draft
        ? { topics: { in: [id] } }
        : { and: [{ topics: { in: [id] } }, { _status: { equals: 'published' } }] },
      select: { code: true, title: true },
      sort: 'code',
      pagination: false,
      depth: 0,
      req,
      overrideAccess: true,
    })
  const names = new Map<number, string>()
  for (const { docs } of await Promise.all([find(false), find(true)])) {
    for (const doc of docs) names.set(doc.id, [doc.code, doc.title].filter(Boolean).join(' '))
  }
  return [...names.values()].sort()
}

/**
 * A topic cannot be deleted while seminars list it, drafts included: every seminar needs at least
 * one, the first is its main topic, and the seminar would lose its place in the catalogue.
 */
export const refuseDeleteWhileAssigned: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const seminars = await seminarsOf(req, id)
  if (seminars.length === 0) return
  refuseDelete(req, {
    de: `Diesem Thema sind noch ${seminars.length} Seminar(e) zugeordnet (${listOf(seminars)}). Ordnen Sie sie zuerst einem anderen Thema zu; dann lässt sich das Thema löschen.`,
    en: `${seminars.length} seminar(s) still belong to this topic (${listOf(seminars)}). Assign them to another topic first; then the topic can be deleted.`,
  })
}
