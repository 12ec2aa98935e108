import { type CollectionBeforeDeleteHook, type PayloadRequest } from 'payload'

import { Refusal } from '@/lib/refusal'

import { languageOf, PAGE_MESSAGES } from '../messages'

import { fixedLinkRefusal, guardsApply, liveFixedPaths } from './fixedLinkGuards'

/**
 * Pages below this one, live or in their latest draft (a draft may have moved a child here or
 * away).
 */
async function childrenOf(
  req: PayloadRequest,
  id: number | string,
): Promise<{ id: number; title: string }[]> {
  const children = new Map<number, string>()
  for (const draft of [false, true]) {
    const { docs } = await req.payload.find({
      collection: 'pages',
      where: { parent: { equals: id } },
      draft,
      depth: 0,
      pagination: false,
      req,
      overrideAccess: true,
      select: { title: true, path: true },
    })
    for (const doc of docs)
      if (!children.has(doc.id)) children.set(doc.id, doc.title || doc.path || `#${doc.id}`)
  }
  return [...children].map(([childId, title]) => ({ id: childId, title }))
}

/**
 * A page cannot be deleted while the code links to its live address, nor while pages sit below
 * it (they would keep paths under an address that is gone).
 */
export const refuseDeleteInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (!guardsApply(req)) return
  const fixed = await liveFixedPaths(req, id)
  if (fixed.length > 0) throw fixedLinkRefusal(req, 'fixedLinkDelete', fixed)
  const children = await childrenOf(req, id)
  if (children.length === 0) return
  const titles =
    children
      .slice(0, 5)
      .map((child) => child.title)
      .join(', ') + (children.length > 5 ? ', …' : '')
  throw new Refusal(PAGE_MESSAGES.hasChildren[languageOf(req)](children.length, titles), 409)
}
