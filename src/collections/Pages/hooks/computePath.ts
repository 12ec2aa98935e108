import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { assertUniquePath, SLUG_PATTERN } from '@/hooks/uniquePath'
import { relationId } from '@/lib/relations'
import type { Page } from '@/payload-types'

import { languageOf, PAGE_MESSAGES } from '../messages'

import { checkParent, MAX_PAGE_DEPTH } from './pageTree'

/**
 * Derives a page's public path in the language being saved from its parent's path and its own
 * slug ('/kontakt/' + 'newsletter' → '/kontakt/newsletter/'); the page without slug and parent
 * is the home page ('/'). Paths are unique per language. The parent may be neither the page itself
 * nor a page below it.
 */
export const computePath: CollectionBeforeChangeHook<Page> = async ({
  data,
  originalDoc,
  req,
  operation,
}) => {
  const locale = req.locale && req.locale !== 'all' ? req.locale : 'de'
  const slug = ((data.slug ?? originalDoc?.slug ?? '') as string).trim().toLowerCase()
  const parentId = relationId(
    ('parent' in data ? data.parent : originalDoc?.parent) as
      number | { id: number } | null | undefined,
  )

  const errors: { path: string; message: string }[] = []
  if (slug && !SLUG_PATTERN.test(slug)) {
    errors.push({ path: 'slug', message: req.t('validation:invalidInput') + ' (a-z, 0-9, -)' })
  }
  if (!slug && parentId !== null) {
    errors.push({ path: 'slug', message: req.t('validation:required') })
  }
  if (parentId !== null) {
    const check = await checkParent(req, originalDoc?.id, parentId)
    if (check === 'cycle')
      errors.push({ path: 'parent', message: PAGE_MESSAGES.parentBelowItself[languageOf(req)]() })
    if (check === 'too-deep')
      errors.push({
        path: 'parent',
        message: PAGE_MESSAGES.tooDeep[languageOf(req)](MAX_PAGE_DEPTH),
      })
  }
  if (errors.length) throw new ValidationError({ collection: 'pages', errors })

  let parentPath = '/'
  if (parentId !== null) {
    // The parent's live row: a draft that renames the parent must not move its children yet.
    const parent = await req.payload.findByID({
      collection: 'pages',
      id: parentId,
      locale,
      depth: 0,
      draft: false,
      req,
      overrideAccess: true,
    })
    parentPath = parent.path || '/'
  }
  const path = slug ? `${parentPath}${slug}/` : '/'

  await assertUniquePath({
    req,
    collection: 'pages',
    path,
    locale,
    excludeId: operation === 'update' ? originalDoc?.id : undefined,
  })

  return { ...data, slug, path }
}
