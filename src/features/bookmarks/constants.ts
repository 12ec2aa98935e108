import type { Locale } from '@/i18n/locales'

/** localStorage key of the persisted bookmarks. */
export const BOOKMARKS_STORAGE_KEY = 'merkzettel'

/** At most this many seminars are kept; the oldest bookmark goes first. */
export const MAX_BOOKMARKS = 100

/** CMS path of the bookmarks page (the seeded fixed link): /merkzettel/ and /en/bookmarks/. */
export const BOOKMARKS_PATH: Record<Locale, string> = { de: '/merkzettel/', en: '/bookmarks/' }

/** True when a CMS page's path is the bookmarks page of that language. */
export function isBookmarksPath(locale: Locale, path: string): boolean {
  return BOOKMARKS_PATH[locale] === path
}

/** The JSON endpoint that answers the cards of bookmarked seminars. */
export const BOOKMARKS_API = '/api/json-api/seminare/'
