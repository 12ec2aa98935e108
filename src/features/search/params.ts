import { MAX_QUERY_LENGTH } from './constants'
import type { SearchKind } from './types'

type RawParams = Record<string, string | string[] | undefined>

/**
 * The search page's URL parameters: the query (trimmed, at most 100 characters) and a kind to list
 * in full.
 */
export function parseSearchParams(
  raw: RawParams,
  allowedKinds: readonly SearchKind[],
): { query: string; kind: SearchKind | null } {
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value) ?? ''
  const query = first(raw.q).trim().slice(0, MAX_QUERY_LENGTH).trim()
  const kind = first(raw.kind)
  return {
    query,
    kind: (allowedKinds as readonly string[]).includes(kind) ? (kind as SearchKind) : null,
  }
}

/** The URL of a search page for a query, optionally narrowed to one kind. */
export function searchUrl(base: string, query: string, kind?: SearchKind): string {
  const params = new URLSearchParams({ q: query })
  if (kind) params.set('kind', kind)
  return `${base}?${params.toString()}`
}

/** A fixed route's path with the trailing slash every public URL has. */
export function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`
}
