import type { Locale } from '@/i18n/locales'

import { FINDER_PATH } from './constants'
import type { FinderState } from './types'

/** The known code a term stands for (trimmed, any case), or null. */
export function matchCode(term: string, codes: readonly string[]): string | null {
  const wanted = term.trim().toUpperCase()
  if (!wanted) return null
  return codes.find((code) => code.toUpperCase() === wanted) ?? null
}

const TAB_PARAMS = ['q', 'code', 'seminarthema', 'ort', 'zeit'] as const

/** The result page's URL with the given filters; empty filters are left out. */
export function finderResultUrl(
  filters: Partial<Record<(typeof TAB_PARAMS)[number], string>>,
  locale: Locale,
): string {
  const params = new URLSearchParams()
  for (const name of TAB_PARAMS) {
    const value = filters[name]?.trim()
    if (value) params.set(name, value)
  }
  const query = params.toString()
  return query ? `${FINDER_PATH[locale]}?${query}` : FINDER_PATH[locale]
}

/**
 * Where a submitted finder goes (docs/behaviour/catalogue.md): a term that is a known seminar code
 * → the result page filtered by that code; any other term → the result page listing the seminars
 * that match it, with their dates; otherwise the result page with the chosen topic, place or month.
 */
export function finderTarget(state: FinderState, codes: readonly string[], locale: Locale): string {
  const term = state.searchTerm?.trim() ?? ''
  if (term) {
    const code = matchCode(term, codes)
    return finderResultUrl(code ? { code } : { q: term }, locale)
  }
  return finderResultUrl(state, locale)
}
