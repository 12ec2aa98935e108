import type { CollectionAdminOptions } from 'payload'

import { isLocale, localizedUrl } from '@/i18n/locales'

/**
 * Admin preview of a document with a localized `path`: opens it in draft mode in the edited
 * language.
 */
export const previewAtPath: NonNullable<CollectionAdminOptions['preview']> = (doc, { locale }) => {
  const path = typeof doc.path === 'string' ? doc.path : '/'
  return `/api/preview/?path=${encodeURIComponent(localizedUrl(isLocale(locale) ? locale : 'de', path))}`
}
