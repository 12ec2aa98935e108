import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type PayloadRequest,
} from 'payload'

import { type Locale, localizedUrl, locales } from '@/i18n/locales'
import { Refusal } from '@/lib/refusal'
import type { Page } from '@/payload-types'

import { isFixedLinkPath } from '../fixedLinks'
import { languageOf, PAGE_MESSAGES } from '../messages'

import { readLivePage } from './pageTree'

type FixedPath = { locale: Locale; path: string }

/** The live addresses of a page that the code links to; none while the page is not published. */
export async function liveFixedPaths(
  req: PayloadRequest,
  id: number | string,
): Promise<FixedPath[]> {
  const live = await readLivePage(req, id)
  if (live?.status !== 'published') return []
  return locales.flatMap((locale) => {
    const path = live.paths[locale]
    return path && isFixedLinkPath(locale, path) ? [{ locale, path }] : []
  })
}

/** A 409 refusal naming the fixed addresses. */
export function fixedLinkRefusal(
  req: PayloadRequest,
  kind: 'fixedLinkDelete' | 'fixedLinkUnpublish' | 'fixedLinkMove',
  fixed: FixedPath[],
): APIError {
  const urls = fixed.map(({ locale, path }) => localizedUrl(locale, path)).join(', ')
  return new Refusal(PAGE_MESSAGES[kind][languageOf(req)](urls), 409)
}

// The fixed addresses a page had before the save under way, per request (nested saves share it).
const before = new WeakMap<PayloadRequest, Map<string, FixedPath[]>>()

/**
 * Guards apply to people (the admin, REST): trusted server code without a user, such as the
 * seed's --reset that empties the collection, is not held back.
 */
export const guardsApply = (req: PayloadRequest): boolean => Boolean(req.user)

/**
 * beforeChange: notes the page's live addresses that the code links to, for the check after the
 * save.
 */
export const rememberFixedLinks: CollectionBeforeChangeHook<Page> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc || !guardsApply(req)) return data
  const fixed = await liveFixedPaths(req, originalDoc.id)
  if (fixed.length > 0) {
    if (!before.has(req)) before.set(req, new Map())
    before.get(req)!.set(String(originalDoc.id), fixed)
  }
  return data
}

/**
 * afterChange: refuses a save that took such a page offline or gave it another live address (the
 * transaction is rolled back). Checked on the live row after the save because only there a draft
 * save (allowed: it changes nothing live) differs from publishing or unpublishing.
 */
export const refuseFixedLinkChange: CollectionAfterChangeHook<Page> = async ({ doc, req }) => {
  const fixed = before.get(req)?.get(String(doc.id))
  if (!fixed) return doc
  before.get(req)!.delete(String(doc.id))
  const live = await readLivePage(req, doc.id)
  if (live?.status !== 'published') throw fixedLinkRefusal(req, 'fixedLinkUnpublish', fixed)
  const moved = fixed.filter(({ locale, path }) => live.paths[locale] !== path)
  if (moved.length > 0) throw fixedLinkRefusal(req, 'fixedLinkMove', moved)
  return doc
}
