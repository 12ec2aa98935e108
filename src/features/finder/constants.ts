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
export const RESULTS_ENDPOINT = '/api/json-api/seminarfinder/'

/** The query parameters of the result page and the endpoint (the Seminarfinder state). */
export const FILTER_PARAMS = ['code', 'seminarthema', 'ort', 'zeit'] as const
export type FilterParam = (typeof FILTER_PARAMS)[number]
