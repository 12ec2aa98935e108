import type { Locale } from '@/i18n/locales'

import { SNIPPET_LENGTH } from './constants'
import { stem } from './stemming'

const WORD = /[\p{L}\p{N}\p{M}]+/gu
const LEAD = 50

/** Cuts a text to about `length` characters at a word boundary. */
function cut(text: string, start: number, length: number): string {
  let from = start
  if (from > 0) {
    const space = text.lastIndexOf(' ', from)
    from = space > 0 && from - space < 20 ? space + 1 : from
  }
  let to = Math.min(text.length, from + length)
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to)
    if (space > from + length / 2) to = space
  }
  return `${from > 0 ? '… ' : ''}${text.slice(from, to).trim()}${to < text.length ? ' …' : ''}`
}

/**
 * A piece of the text around the first word whose stem matched the query (the index's matched
 * terms), or the text's beginning; undefined for an empty text.
 */
export function makeSnippet(
  locale: Locale,
  text: string | undefined,
  matchedTerms: readonly string[],
): string | undefined {
  if (!text) return undefined
  const wanted = new Set(matchedTerms)
  for (const match of text.matchAll(WORD)) {
    if (wanted.has(stem(locale, match[0])))
      return cut(text, Math.max(0, (match.index ?? 0) - LEAD), SNIPPET_LENGTH)
  }
  return cut(text, 0, SNIPPET_LENGTH)
}
