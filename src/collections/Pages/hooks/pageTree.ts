import type { PayloadRequest } from 'payload'

import { type Locale, locales } from '@/i18n/locales'
import { relationId } from '@/lib/relations'

/**
 * How many levels deep pages may be nested (a top-level page is level 1); deeper is refused, and
 * every walk through the tree stops here.
 */
export const MAX_PAGE_DEPTH = 12

type ParentValue = number | { id: number } | null | undefined

/**
 * Runs a Local API call that is handed `req` and restores its language afterwards: Payload sets
 * `req.locale` on the shared request, and the save under way still needs its own.
 */
export async function keepingLocale<T>(req: PayloadRequest, call: () => Promise<T>): Promise<T> {
  const { locale, fallbackLocale } = req
  try {
    return await call()
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
}

/**
 * A page's live row (what visitors see; a draft save leaves it alone): status and path in every
 * language.
 */
export async function readLivePage(
  req: PayloadRequest,
  id: number | string,
): Promise<{ status: string | null; paths: Partial<Record<Locale, string | null>> } | null> {
  const doc = await keepingLocale(req, () =>
    req.payload.findByID({
      collection: 'pages',
      id,
      locale: 'all',
      depth: 0,
      draft: false,
      req,
      overrideAccess: true,
      disableErrors: true,
      select: { path: true, _status: true },
    }),
  )
  if (!doc) return null
  const paths = (doc.path && typeof doc.path === 'object' ? doc.path : {}) as Partial<
    Record<Locale, string | null>
  >
  return {
    status: doc._status ?? null,
    paths: Object.fromEntries(locales.map((locale) => [locale, paths[locale] ?? null])),
  }
}

/**
 * The parents of a page as published and in its latest draft (they differ while a draft moves it).
 */
async function parentsOf(req: PayloadRequest, id: number): Promise<number[]> {
  const parents: number[] = []
  for (const draft of [false, true]) {
    const doc = await req.payload.findByID({
      collection: 'pages',
      id,
      depth: 0,
      draft,
      req,
      overrideAccess: true,
      disableErrors: true,
      select: { parent: true },
    })
    const parent = relationId(doc?.parent as ParentValue)
    if (parent !== null && !parents.includes(parent)) parents.push(parent)
  }
  return parents
}

/**
 * Whether `parentId` may become the parent of page `pageId` (undefined for a new page): 'cycle'
 * when it is the page itself or lies below it, 'too-deep' when its chain of parents is longer
 * than MAX_PAGE_DEPTH. Both the published and the draft parents are followed, so that neither
 * the live tree nor a later publish can close a loop.
 */
export async function checkParent(
  req: PayloadRequest,
  pageId: number | string | undefined,
  parentId: number,
): Promise<'ok' | 'cycle' | 'too-deep'> {
  const seen = new Set<string>()
  let level = [parentId]
  for (let depth = 1; level.length > 0; depth++) {
    if (depth >= MAX_PAGE_DEPTH) return 'too-deep'
    const next: number[] = []
    for (const id of level) {
      if (pageId !== undefined && String(id) === String(pageId)) return 'cycle'
      if (seen.has(String(id))) continue
      seen.add(String(id))
      next.push(...(await parentsOf(req, id)))
    }
    level = next
  }
  return 'ok'
}
