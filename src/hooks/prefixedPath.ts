import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'

import { assertUniquePath, type RoutedCollection, SLUG_PATTERN } from './uniquePath'

/**
 * beforeChange hook for documents that live at `<prefix><slug>/` (blog articles, seminars,
 * topics): normalises the slug, derives the path in the language being saved and keeps it unique
 * across every collection with public paths.
 */
export function prefixedPath(
  collection: RoutedCollection,
  prefix: Record<Locale, string>,
): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, req, operation }) => {
    const locale: Locale = req.locale && isLocale(req.locale) ? req.locale : 'de'
    const slug = String(data.slug ?? originalDoc?.slug ?? '')
      .trim()
      .toLowerCase()
    if (!SLUG_PATTERN.test(slug)) {
      throw new ValidationError({
        collection,
        errors: [{ path: 'slug', message: `${req.t('validation:invalidInput')} (a-z, 0-9, -)` }],
      })
    }
    const path = `${prefix[locale]}${slug}/`
    await assertUniquePath({
      req,
      collection,
      path,
      locale,
      excludeId: operation === 'update' ? originalDoc?.id : undefined,
    })
    return { ...data, slug, path }
  }
}
