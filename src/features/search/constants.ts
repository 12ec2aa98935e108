/** Result groups in display order (seminar search first, knowledge content last). */
export const SEARCH_KINDS = [
  'seminars',
  'topics',
  'pages',
  'blog',
  'news',
  'whitepapers',
  'publications',
  'downloads',
] as const

/** The kinds the knowledge-centre search covers. */
export const KNOWLEDGE_KINDS = ['blog', 'whitepapers', 'publications', 'downloads'] as const

/** Hits per group on the overview (then "show all"), and the most one group lists at all. */
export const GROUP_PREVIEW_SIZE = 5
export const KIND_LIMITS = {
  seminars: 100,
  topics: 50,
  pages: 50,
  blog: 50,
  news: 50,
  whitepapers: 50,
  publications: 100,
  downloads: 50,
} as const

/** Autocomplete: at most this many suggestions, and only for queries this long. */
export const SUGGESTION_LIMIT = 8
export const MIN_QUERY_LENGTH = 3
export const MAX_QUERY_LENGTH = 100

/**
 * How often (at most) an instance asks the database whether content changed. A publish on one
 * app instance becomes findable on every other instance within this interval.
 */
export const FRESHNESS_CHECK_MS = 2000

/** Field weights: a title hit counts far more than one in the body text. */
export const FIELD_BOOSTS = { title: 6, code: 4, subtitle: 2, text: 1 } as const

/** Typo tolerance: terms of this length or longer may differ by about a fifth of their letters. */
export const FUZZY_MIN_LENGTH = 4
export const FUZZINESS = 0.2

/** Characters of body text shown around the first matching word. */
export const SNIPPET_LENGTH = 180
