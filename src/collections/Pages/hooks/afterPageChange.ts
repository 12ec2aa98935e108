import {
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type PayloadRequest,
  type RequestContext,
} from 'payload'

import { assertUniquePath } from '@/hooks/uniquePath'
import { revalidateTags } from '@/hooks/revalidateTags'
import type { Locale } from '@/i18n/locales'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { Refusal } from '@/lib/refusal'
import type { Page } from '@/payload-types'

import { isFixedLinkPath } from '../fixedLinks'
import { languageOf, PAGE_MESSAGES } from '../messages'

import { fixedLinkRefusal, guardsApply } from './fixedLinkGuards'
import { writeLivePath } from './writeLivePath'
import { MAX_PAGE_DEPTH, readLivePage } from './pageTree'

type Child = Pick<Page, 'id' | 'slug' | 'path' | '_status'>

/**
 * Moves a child to its new live path without changing what it shows. A child without unpublished
 * changes is saved as it is (its hooks recompute the path and move its own children); a published
 * child with a pending draft gets the new live path written directly and its draft saved again
 * as a draft, so the draft stays a draft and its children follow too.
 */
async function moveChild(
  req: PayloadRequest,
  child: Child,
  locale: Locale,
  path: string,
  context: RequestContext,
): Promise<void> {
  if (guardsApply(req) && child._status === 'published' && isFixedLinkPath(locale, child.path)) {
    throw fixedLinkRefusal(req, 'fixedLinkMove', [{ locale, path: child.path! }])
  }
  const latest = await req.payload.findByID({
    collection: 'pages',
    id: child.id,
    locale,
    depth: 0,
    draft: true,
    req,
    overrideAccess: true,
    select: { _status: true },
  })
  const pendingDraft = child._status === 'published' && latest._status === 'draft'
  if (pendingDraft) {
    await assertUniquePath({ req, collection: 'pages', path, locale, excludeId: child.id })
    await writeLivePath(req, child.id, locale, path)
  }
  await req.payload.update({
    collection: 'pages',
    id: child.id,
    data: {},
    locale,
    draft: pendingDraft,
    req,
    context,
    overrideAccess: true,
  })
}

/**
 * The pages whose live row (draft: false) or latest draft (draft: true) has this parent, in one
 * language.
 */
async function childrenOf(
  req: PayloadRequest,
  parentId: number,
  locale: Locale,
  draft: boolean,
): Promise<Child[]> {
  const result = await req.payload.find({
    collection: 'pages',
    where: { parent: { equals: parentId } },
    draft,
    locale,
    // Without this a child with no version in this language would come back with another
    // language's slug and be given a path (an empty page) in this one.
    fallbackLocale: false,
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
    select: { slug: true, path: true, _status: true },
  })
  return result.docs
}

/**
 * Pages whose latest draft alone puts them below the page (their live row has another parent, or
 * none): the draft is saved again as a draft, so that its preview and its later publish use the
 * page's new path, while visitors keep finding the published page where it is.
 */
async function moveDraftedChildren(
  req: PayloadRequest,
  parentId: number,
  locale: Locale,
  parentPath: string,
  moved: Set<number>,
  context: RequestContext,
): Promise<void> {
  for (const child of await childrenOf(req, parentId, locale, true)) {
    if (moved.has(child.id) || !child.slug || child.path === `${parentPath}${child.slug}/`) continue
    await req.payload.update({
      collection: 'pages',
      id: child.id,
      data: {},
      locale,
      draft: true,
      req,
      context,
      overrideAccess: true,
    })
  }
}

/**
 * When a page's published path changes, its children's paths follow, in the language saved.
 * Children follow the live row only: a draft save leaves it (and so the children) as it was, and
 * while the page is not published its children keep the paths they have. Drafts that move a page
 * below this one follow too (moveDraftedChildren).
 */
export const updateChildPaths: CollectionAfterChangeHook<Page> = async ({
  doc,
  req,
  context,
  operation,
}) => {
  if (operation !== 'update') return doc
  const depth = Number(context.pageTreeDepth ?? 0)
  // A loop in the tree is refused when a parent is chosen; this stops any that got in otherwise.
  if (depth > MAX_PAGE_DEPTH)
    throw new Refusal(PAGE_MESSAGES.tooDeep[languageOf(req)](MAX_PAGE_DEPTH), 400)
  const locale = (req.locale && req.locale !== 'all' ? req.locale : 'de') as Locale
  const live = await readLivePage(req, doc.id)
  const parentPath = live?.paths[locale]
  if (live?.status !== 'published' || !parentPath) return doc

  const children = await childrenOf(req, doc.id, locale, false)
  for (const child of children) {
    if (!child.slug) continue
    const path = `${parentPath}${child.slug}/`
    if (child.path === path) continue
    await moveChild(req, child, locale, path, { ...context, pageTreeDepth: depth + 1 })
  }
  await moveDraftedChildren(
    req,
    doc.id,
    locale,
    parentPath,
    new Set(children.map((child) => child.id)),
    { ...context, pageTreeDepth: depth + 1 },
  )
  // The nested saves share this request and left their own depth on it.
  req.context.pageTreeDepth = depth
  return doc
}

export const revalidatePages: CollectionAfterChangeHook<Page> = ({ doc, req, context }) => {
  revalidateTags([CACHE_TAGS.pages], req, context, 'pages')
  return doc
}

export const revalidateDeletedPage: CollectionAfterDeleteHook<Page> = ({ doc, req, context }) => {
  revalidateTags([CACHE_TAGS.pages], req, context, 'pages')
  return doc
}
