import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { BLOG_PATH_PREFIX } from '@/features/blog/constants'
import { assertUniquePath, SLUG_PATTERN } from '@/hooks/uniquePath'

/** An article's path in the language being saved: /blog/<slug>/, unique per language. */
export const blogPath: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  const locale = req.locale && req.locale !== 'all' ? req.locale : 'de'
  const slug = String(data.slug ?? originalDoc?.slug ?? '').trim().toLowerCase()
  if (!SLUG_PATTERN.test(slug)) {
    throw new ValidationError({ collection: 'blog-posts', errors: [{ path: 'slug', message: `${req.t('validation:invalidInput')} (a-z, 0-9, -)` }] })
  }
  const path = `${BLOG_PATH_PREFIX}${slug}/`
  await assertUniquePath({ req, collection: 'blog-posts', path, locale, excludeId: operation === 'update' ? originalDoc?.id : undefined })
  return { ...data, slug, path }
}
