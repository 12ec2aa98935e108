import { type Locale, localizedUrl } from '@/i18n/locales'
import { routing } from '@/i18n/routing'

import { FILTER_PARAMS, FINDER_PATH } from './constants'
import type { FinderState } from './types'

/** The site search page in a language, from the fixed routes: '/suche/' or '/en/search/'. */
export function searchPagePath(locale: Locale): string {
  const path = routing.pathnames['/search'][locale]
  return localizedUrl(locale, path.endsWith('/') ? path : `${path}/`)
}

/** The known code a term stands for (trimmed, any case), or null. */
export function matchCode(term: string, codes: readonly string[]): string | null {
  const wanted = term.trim().toUpperCase()
  if (!wanted) return null
  return codes.find((code) => code.toUpperCase() === wanted) ?? null
}

/** The result page's URL with the given filters; empty filters are left out. */
export function finderResultUrl(
  filters: Partial<Record<(typeof FILTER_PARAMS)[number], string>>,
  locale: Locale,
): string {
  const params = new URLSearchParams()
  for (const name of FILTER_PARAMS) {
    const value = filters[name]?.trim()
    if (value) params.set(name, value)
  }
  const query = params.toString()
  return query ? `${FINDER_PATH[locale]}?${query}` : FINDER_PATH[locale]
}

/**
 * Where a submitted finder goes (docs/behaviour/states.md#seminar-finder): a term that is a known
 * seminar code → the result page filtered by that code; any other term → the site search; otherwise
 * the result page with the chosen topic, place or month.
 */
export function finderTarget(state: FinderState, codes: readonly string[], locale: Locale): string {
  const term = state.searchTerm?.trim() ?? ''
  if (term) {
    const code = matchCode(term, codes)
    if (code) return finderResultUrl({ ...state, code }, locale)
    return `${searchPagePath(locale)}?${new URLSearchParams({ q: term }).toString()}`
  }
  return finderResultUrl(state, locale)
}
