import type { Locale } from '@/i18n/locales'

/** The finder's result page per language (docs/behaviour/screens.md#fixed-links). */
export const FINDER_PATH: Record<Locale, string> = {
  de: '/seminare/seminarfinder/',
  en: '/en/seminars/find-your-seminar/',
}

/** Suggestions are asked for 300 ms after the last keystroke, from 3 characters on. */
export const AUTOCOMPLETE_DELAY_MS = 300
export const AUTOCOMPLETE_MIN_CHARS = 3

/** Screen-reader announcements clear after 1 s. */
export const ANNOUNCE_CLEAR_MS = 1000

/** The JSON endpoints the finder calls. */
export const SUGGEST_ENDPOINT = '/api/json-api/suche/'
export const QUICK_LINKS_ENDPOINT = '/content/partials/stichwortsuche-beliebte-suchanfragen/'

/**
 * The result page's and the endpoint's query parameters (docs/behaviour/catalogue.md), in the
 * order the URL lists them.
 */
export const FILTER_PARAMS = [
  'q',
  'code',
  'seminarthema',
  'ort',
  'zeit',
  'format',
  'dauer',
  'preis_von',
  'preis_bis',
  'sortierung',
  'seite',
] as const
export type FilterParam = (typeof FILTER_PARAMS)[number]

/** The place filter's value for dates that run live online (they have no place). */
export const ONLINE_PLACE_VALUE = 'online'

/** Sort orders; the first is the default (soonest first). */
export const SORT_ORDERS = ['datum', 'preis', 'preis_absteigend', 'bewertung'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]

/** Duration choices in days; the last one means "this many days or more". */
export const DURATION_CHOICES = [1, 2, 3, 4] as const

/** Price bounds in whole currency units: the form's and the query's limits. */
export const PRICE_LIMIT = 100_000

/** A keyword needs at least 2 and at most 80 characters. */
export const KEYWORD_LENGTH = { min: 2, max: 80 } as const

/** Dates per result page; pages beyond the last show the last. */
export const RESULTS_PAGE_SIZE = 20
export const MAX_PAGE = 1000
