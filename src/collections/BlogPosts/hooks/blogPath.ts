import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { BLOG_PATH_PREFIX } from '@/features/blog/constants'

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** An article's path in the language being saved: /blog/<slug>/, unique per language. */
export const blogPath: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  const locale = req.locale && req.locale !== 'all' ? req.locale : 'de'
  const slug = String(data.slug ?? originalDoc?.slug ?? '').trim().toLowerCase()
  if (!SLUG_PATTERN.test(slug)) {
    throw new ValidationError({ collection: 'blog-posts', errors: [{ path: 'slug', message: `${req.t('validation:invalidInput')} (a-z, 0-9, -)` }] })
  }
  const path = `${BLOG_PATH_PREFIX}${slug}/`
  const clash = await req.payload.find({
    collection: 'blog-posts',
    where: { and: [{ path: { equals: path } }, ...(operation === 'update' && originalDoc?.id !== undefined ? [{ id: { not_equals: originalDoc.id } }] : [])] },
    locale,
    depth: 0,
    limit: 1,
    pagination: false,
    draft: true,
    req,
    overrideAccess: true,
  })
  if (clash.docs.length > 0) {
    throw new ValidationError({ collection: 'blog-posts', errors: [{ path: 'slug', message: `${path} – ${req.t('error:valueMustBeUnique')}` }] })
  }
  return { ...data, slug, path }
}
