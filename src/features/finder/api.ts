import type { Locale } from '@/i18n/locales'

import { QUICK_LINKS_ENDPOINT, SUGGEST_ENDPOINT } from './constants'
import type { QuickLink, Suggestion } from './types'

let quickLinks: Promise<QuickLink[]> | null = null

/** The popular searches, fetched once per page load; a failure is retried next time. */
export function loadQuickLinks(): Promise<QuickLink[]> {
  quickLinks ??= fetch(QUICK_LINKS_ENDPOINT, { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`Quick links: HTTP ${response.status}`)
      const body: unknown = await response.json()
      return Array.isArray(body) ? (body as QuickLink[]).filter((link) => link?.titles) : []
    })
    .catch((error: unknown) => {
      quickLinks = null
      throw error
    })
  return quickLinks
}

/** Suggestions for a search term (POST /api/json-api/suche/); aborted with the signal. */
export async function fetchSuggestions(
  locale: Locale,
  q: string,
  signal: AbortSignal,
): Promise<Suggestion[]> {
  const response = await fetch(SUGGEST_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ message: { language: locale, q } }),
    signal,
  })
  if (!response.ok) throw new Error(`Suggestions: HTTP ${response.status}`)
  const body = (await response.json()) as { suggestions?: Suggestion[] }
  return Array.isArray(body.suggestions) ? body.suggestions : []
}
