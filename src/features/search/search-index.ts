import MiniSearch, { type Query, type SearchOptions, type SearchResult } from 'minisearch'
import type { Payload } from 'payload'

import { type Locale, locales } from '@/i18n/locales'

import {
  FIELD_BOOSTS,
  FRESHNESS_CHECK_MS,
  FUZZINESS,
  FUZZY_MIN_LENGTH,
  KIND_LIMITS,
  MIN_QUERY_LENGTH,
  SEARCH_KINDS,
  SUGGESTION_LIMIT,
} from './constants'
import {
  DEPEND_ON_PAGES,
  SOURCES,
  type SourceName,
  loadDocuments,
  readFingerprint,
} from './documents'
import { emptyPageLinks, loadPageDocuments, type PageLinks } from './page-documents'
import { makeSnippet } from './snippet'
import { normalise, stem, tokenise, transpositions } from './stemming'
import type {
  LocalizedDocuments,
  SearchDocument,
  SearchGroup,
  SearchKind,
  Suggestion,
} from './types'

export type SearchIndexOptions = {
  /** How often at most the database is asked for changes (tests pass 0). */
  freshnessMs?: number
}

type Hit = SearchResult &
  Pick<SearchDocument, 'kind' | 'title' | 'url' | 'subtitle' | 'code' | 'text'>

const PRIORITY_KINDS: readonly SearchKind[] = ['seminars', 'topics']

function createIndex(locale: Locale): MiniSearch<SearchDocument> {
  return new MiniSearch<SearchDocument>({
    fields: ['title', 'subtitle', 'code', 'text'],
    storeFields: ['kind', 'title', 'url', 'subtitle', 'code', 'text'],
    tokenize: tokenise,
    // The same stemmer runs on documents and queries: 'Führungskräfte' meets 'Führungskraft'.
    // Single letters carry no meaning and, as a prefix, would match almost everything.
    processTerm: (term) => (term.length < 2 ? null : stem(locale, term)),
    searchOptions: {
      boost: { ...FIELD_BOOSTS },
      // Codes and years must match as typed: '0003' is not a typo of '0001'.
      fuzzy: (term) =>
        term.length >= FUZZY_MIN_LENGTH && !/\p{N}/u.test(term) ? FUZZINESS : false,
      prefix: (term, i, terms) => i === terms.length - 1 && term.length >= MIN_QUERY_LENGTH,
      combineWith: 'AND',
    },
  })
}

/**
 * The query as a tree: each word, or one of its transpositions, must match (`combineWith`
 * joins the words). Only the last word may be a prefix, as in a plain query.
 */
function withTranspositions(query: string, combineWith: 'AND' | 'OR'): Query {
  const terms = tokenise(query)
  return {
    combineWith,
    queries: terms.map((term, i) => ({
      combineWith: 'OR',
      ...(i < terms.length - 1 ? { prefix: false } : {}),
      queries: [term, ...transpositions(term, FUZZY_MIN_LENGTH)],
    })),
  }
}

/**
 * Full-text search over the published site in both languages: one in-memory index per language,
 * built from the database by `load()` and kept current by comparing cheap per-collection
 * fingerprints at most every `freshnessMs`, so a publish on any app instance shows up here too.
 */
/**
 * Whether a document's text holds more than its title and subtitle. A publication's is its author
 * and title, a download's its title and heading: a snippet would only repeat the lines above it.
 */
function saysMore({
  text,
  title,
  subtitle,
}: {
  text: string
  title: string
  subtitle?: string | null
}): boolean {
  return (
    text
      .replace(title, '')
      .replace(subtitle ?? '', '')
      .trim().length > 0
  )
}

export class SearchIndex {
  private readonly indexes: Record<Locale, MiniSearch<SearchDocument>>
  private readonly ids = new Map<SourceName, Record<Locale, string[]>>()
  private readonly fingerprints = new Map<SourceName, string>()
  private readonly freshnessMs: number
  private links: PageLinks = emptyPageLinks()
  private loaded = false
  private checkedAt = 0
  private pending: Promise<void> | null = null

  constructor(
    private readonly payload: Payload,
    options: SearchIndexOptions = {},
  ) {
    this.freshnessMs = options.freshnessMs ?? FRESHNESS_CHECK_MS
    this.indexes = { de: createIndex('de'), en: createIndex('en') }
  }

  /** Builds the index from every source (again). */
  load(): Promise<void> {
    return this.exclusive(() => this.reload(SOURCES))
  }

  /**
   * Loads on first use; afterwards reloads what changed since the last check, at most every
   * `freshnessMs`. The request that starts a check waits for it; others meanwhile answer from the
   * current index, so reloading a large source after a publish delays one request, not all.
   */
  async ensureFresh(): Promise<void> {
    if (!this.loaded) return this.load()
    if (this.pending || Date.now() - this.checkedAt < this.freshnessMs) return
    return this.exclusive(() => this.reloadChanged())
  }

  /**
   * Hits grouped by kind (display order), best first; each group cut to its limit, `total` counts
   * all.
   */
  async search(
    locale: Locale,
    query: string,
    options: { kinds?: readonly SearchKind[]; limit?: number } = {},
  ): Promise<SearchGroup[]> {
    await this.ensureFresh()
    const hits = this.query(locale, query, options.kinds)
    const groups: SearchGroup[] = []
    for (const kind of SEARCH_KINDS) {
      const ofKind = hits.filter((hit) => hit.kind === kind)
      if (ofKind.length === 0) continue
      const shown = ofKind.slice(0, options.limit ?? KIND_LIMITS[kind])
      groups.push({
        kind,
        total: ofKind.length,
        hits: shown.map((hit) => ({
          title: hit.title,
          url: hit.url,
          subtitle: hit.subtitle || undefined,
          snippet: saysMore(hit) ? makeSnippet(locale, hit.text, hit.terms) : undefined,
          score: hit.score,
        })),
      })
    }
    return groups
  }

  /** Autocomplete: up to 8 hits, seminars and topics first. */
  async suggest(locale: Locale, query: string): Promise<Suggestion[]> {
    if (normalise(query).trim().length < MIN_QUERY_LENGTH) return []
    await this.ensureFresh()
    const hits = this.query(locale, query)
    const ordered = [
      ...hits.filter((h) => PRIORITY_KINDS.includes(h.kind)),
      ...hits.filter((h) => !PRIORITY_KINDS.includes(h.kind)),
    ]
    return ordered.slice(0, SUGGESTION_LIMIT).map((hit) => ({
      title: hit.title,
      url: hit.url,
      kind: hit.kind,
      ...(hit.code ? { code: hit.code } : {}),
      ...(hit.subtitle ? { subtitle: hit.subtitle } : {}),
    }))
  }

  /**
   * All hits, best first, and a seminar whose code is the query leads. Typo tolerance is the
   * fallback: as typed (all words) first, then with fuzzy matching and swapped neighbouring
   * letters (all words, then any word), so that 'Münster' does not also bring every text with
   * 'Muster'.
   */
  private query(locale: Locale, query: string, kinds?: readonly SearchKind[]): Hit[] {
    if (tokenise(query).length === 0) return []
    const index = this.indexes[locale]
    const options: SearchOptions = kinds
      ? { filter: (result) => kinds.includes(result.kind as SearchKind) }
      : {}
    let results: Hit[] = []
    const attempts: [Query, SearchOptions][] = [
      [query, { fuzzy: false }],
      [withTranspositions(query, 'AND'), {}],
      [withTranspositions(query, 'OR'), {}],
    ]
    for (const [text, attempt] of attempts) {
      results = index.search(text, { ...options, ...attempt }) as Hit[]
      if (results.length) break
    }
    const code = query.trim().toUpperCase()
    const exact = results.filter((hit) => hit.kind === 'seminars' && hit.code === code)
    return exact.length ? [...exact, ...results.filter((hit) => !exact.includes(hit))] : results
  }

  /**
   * Runs one load at a time; callers arriving meanwhile wait for it instead of starting another.
   */
  private async exclusive(task: () => Promise<void>): Promise<void> {
    if (!this.pending) this.pending = task().finally(() => (this.pending = null))
    return this.pending
  }

  private async reloadChanged(): Promise<void> {
    try {
      const current = await this.readFingerprints(SOURCES)
      const changed = new Set(
        SOURCES.filter((source) => current.get(source) !== this.fingerprints.get(source)),
      )
      if (changed.has('pages')) for (const dependent of DEPEND_ON_PAGES) changed.add(dependent)
      if (changed.size) await this.reload([...changed], current)
    } catch (error) {
      // Keep answering from the index we have; the next check tries again.
      console.error('Search index refresh failed', error)
    }
    this.checkedAt = Date.now()
  }

  private async readFingerprints(sources: readonly SourceName[]): Promise<Map<SourceName, string>> {
    const values = await Promise.all(sources.map((source) => readFingerprint(this.payload, source)))
    return new Map(sources.map((source, i) => [source, values[i]]))
  }

  private async reload(
    sources: readonly SourceName[],
    known?: Map<SourceName, string>,
  ): Promise<void> {
    // Fingerprints before content: a change made while loading shows as a newer fingerprint next
    // time.
    const fingerprints = known ?? (await this.readFingerprints(sources))
    let pages: Awaited<ReturnType<typeof loadPageDocuments>> | null = null
    if (sources.includes('pages')) pages = await loadPageDocuments(this.payload)
    const links = pages?.links ?? this.links
    const rest = sources.filter(
      (source): source is Exclude<SourceName, 'pages'> => source !== 'pages',
    )
    const loaded = await Promise.all(
      rest.map((source) => loadDocuments(this.payload, source, links)),
    )
    // Everything is read: now swap it in and remember what it reflects.
    if (pages) this.replace('pages', pages.documents)
    this.links = links
    rest.forEach((source, i) => this.replace(source, loaded[i]))
    for (const source of sources) this.fingerprints.set(source, fingerprints.get(source) ?? '')
    this.loaded = true
    this.checkedAt = Date.now()
  }

  /** Swaps a source's documents in one synchronous step, so no search sees half of them. */
  private replace(source: SourceName, documents: LocalizedDocuments): void {
    const previous = this.ids.get(source)
    const ids = {} as Record<Locale, string[]>
    for (const locale of locales) {
      const index = this.indexes[locale]
      for (const id of previous?.[locale] ?? []) index.discard(id)
      const unique = [...new Map(documents[locale].map((doc) => [doc.id, doc])).values()]
      index.addAll(unique)
      ids[locale] = unique.map((doc) => doc.id)
    }
    this.ids.set(source, ids)
  }
}
