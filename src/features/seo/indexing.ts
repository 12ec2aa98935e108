import { isBookmarksPath } from '@/features/bookmarks/constants'
import type { Locale } from '@/i18n/locales'

/**
 * Whether a CMS page belongs in search results. Not the page whose blocks fill the 404 screen
 * (it is content for an error, not a destination), nor the bookmarks page, whose list is each
 * visitor's own and empty for a crawler.
 */
export function isIndexablePage(
  page: { path?: string | null; isNotFoundPage?: boolean | null },
  locale: Locale,
): boolean {
  if (page.isNotFoundPage) return false
  return !(page.path && isBookmarksPath(locale, page.path))
}
