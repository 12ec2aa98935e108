import type { Locale } from '@/i18n/locales'

/** Seminar pages: /seminare/<slug>/ and /en/seminars/<slug>/. */
export const SEMINAR_PATH_PREFIX: Record<Locale, string> = { de: '/seminare/', en: '/seminars/' }

/** Topic pages: /seminarthemen/<slug>/ and /en/seminar-topics/<slug>/. */
export const TOPIC_PATH_PREFIX: Record<Locale, string> = {
  de: '/seminarthemen/',
  en: '/seminar-topics/',
}

/** Id of the dates section on a seminar page; cards and date lists link to it. */
export const DATES_SECTION_ID = 'seminar-detail-section-termine'

/** seminarort_termine block: 5 dates shown, 5 more per click. */
export const DATES_PAGE_SIZE = { initial: 5, step: 5 } as const

/** Currencies a seminar date can be priced in. */
export const CURRENCIES = ['EUR', 'CHF'] as const
export type Currency = (typeof CURRENCIES)[number]

/**
 * Seminar codes: capital letters and digits, optionally in groups joined by hyphens (e.g. FK-101).
 */
export const SEMINAR_CODE_PATTERN = /^[A-Z0-9]{1,10}(?:-[A-Z0-9]{1,10}){0,3}$/

/** A date with at most this many seats left counts as nearly full. */
export const FEW_SEATS_LEFT = 3

/**
 * The catalogue's JSON answers (finder results, bookmarked seminars) show prices and seats: a
 * browser asks again every time, so an editor's change or a booking shows on the next request; a
 * shared cache may keep them 30 s, as it keeps pages (docs/decisions/0010-shared-cache-headers.md).
 */
export const CATALOGUE_JSON_CACHE_CONTROL = 'public, max-age=0, s-maxage=30'

/**
 * How a date runs: at a place, live online (no address, a note on how it runs) or blended (both).
 */
export const DATE_FORMATS = ['in_person', 'online', 'blended'] as const
export type DateFormat = (typeof DATE_FORMATS)[number]

/** What an online date shows and answers as its place, in both languages. */
export const ONLINE_PLACE = 'Online'
