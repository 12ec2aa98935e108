import type { Locale } from '@/i18n/locales'

import type { SEARCH_KINDS } from './constants'

/** What a search hit is: the groups of the results page, in display order (constants.ts). */
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** One entry of the autocomplete list (POST /api/json-api/suche/). */
export type Suggestion = {
  title: string
  url: string
  kind: SearchKind
  code?: string
  subtitle?: string
}

/** One result on the search page. */
export type SearchHit = {
  title: string
  url: string
  subtitle?: string
  snippet?: string
  score: number
}

/** The hits of one kind, best first; `total` counts all of them, `hits` may be cut to a limit. */
export type SearchGroup = { kind: SearchKind; total: number; hits: SearchHit[] }

/**
 * A popular search (quick-links global) in both languages; `url` null means "search for the title".
 */
export type QuickLink = {
  titles: { default: string; en: string }
  url: string | null
  urls: { default: string | null; en: string | null }
}

/** A document as the index holds it: one per language. */
export type SearchDocument = {
  id: string
  kind: SearchKind
  title: string
  text: string
  url: string
  subtitle?: string
  code?: string
  date?: string
}

/** The search documents of one source in every language. */
export type LocalizedDocuments = Record<Locale, SearchDocument[]>
