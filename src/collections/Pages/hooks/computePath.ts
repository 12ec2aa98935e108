import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { assertUniquePath, SLUG_PATTERN } from '@/hooks/uniquePath'
import { relationId } from '@/lib/relations'
import type { Page } from '@/payload-types'

/**
 * Derives a page's public path in the language being saved from its parent's path and its own
 * slug ('/kontakt/' + 'newsletter' → '/kontakt/newsletter/'); the page without slug and parent
 * is the home page ('/'). Paths are unique per language.
 */
export const computePath: CollectionBeforeChangeHook<Page> = async ({ data, originalDoc, req, operation }) => {
  const locale = req.locale && req.locale !== 'all' ? req.locale : 'de'
  const slug = ((data.slug ?? originalDoc?.slug ?? '') as string).trim().toLowerCase()
  const parentId = relationId(('parent' in data ? data.parent : originalDoc?.parent) as number | { id: number } | null | undefined)

  const errors: { path: string; message: string }[] = []
  if (slug && !SLUG_PATTERN.test(slug)) {
    errors.push({ path: 'slug', message: req.t('validation:invalidInput') + ' (a-z, 0-9, -)' })
  }
  if (!slug && parentId !== null) {
    errors.push({ path: 'slug', message: req.t('validation:required') })
  }
  if (parentId !== null && originalDoc?.id !== undefined && String(parentId) === String(originalDoc.id)) {
    errors.push({ path: 'parent', message: req.t('validation:invalidInput') })
  }
  if (errors.length) throw new ValidationError({ collection: 'pages', errors })

  let parentPath = '/'
  if (parentId !== null) {
    const parent = await req.payload.findByID({
      collection: 'pages',
      id: parentId,
      locale,
      depth: 0,
      draft: true,
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
