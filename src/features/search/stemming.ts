import { newStemmer, type Stemmer } from 'snowball-stemmers'

import type { Locale } from '@/i18n/locales'

const STEMMER_NAMES: Record<Locale, string> = { de: 'german', en: 'english' }
const stemmers = new Map<Locale, Stemmer>()

/** Lower case in a canonical Unicode form, so that 'ﬁ' and 'fi', 'Ä' and 'ä' compare equal. */
export function normalise(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase('de')
}

/** Words of a text: runs of letters, digits and combining marks; everything else separates. */
export function tokenise(text: string): string[] {
  return normalise(text).match(/[\p{L}\p{N}\p{M}]+/gu) ?? []
}

function stemmerFor(locale: Locale): Stemmer {
  let stemmer = stemmers.get(locale)
  if (!stemmer) {
    stemmer = newStemmer(STEMMER_NAMES[locale])
    stemmers.set(locale, stemmer)
  }
  return stemmer
}

/**
 * A word's Snowball stem in the language ('führungskräfte' → 'fuhrungskraft'); numbers and
 * single letters stay as they are.
 */
export function stem(locale: Locale, word: string): string {
  const term = normalise(word)
  if (term.length < 3 || /^\p{N}+$/u.test(term)) return term
  return stemmerFor(locale).stem(term)
}

/** The stems of a text in the language, in order. */
export function stems(locale: Locale, text: string): string[] {
  return tokenise(text).map((word) => stem(locale, word))
}

/**
 * The term with each pair of neighbouring letters swapped ('fürhung' → 'führung', …): a
 * transposition is one slip of the fingers, but two edits to the index's Levenshtein distance.
 * Only for terms long enough for typo tolerance, and never for codes or years.
 */
export function transpositions(term: string, minLength: number): string[] {
  if (term.length < minLength || /\p{N}/u.test(term)) return []
  const variants = new Set<string>()
  const letters = [...term]
  for (let i = 0; i < letters.length - 1; i++) {
    if (letters[i] === letters[i + 1]) continue
    const swapped = [...letters]
    ;[swapped[i], swapped[i + 1]] = [swapped[i + 1], swapped[i]]
    variants.add(swapped.join(''))
  }
  return [...variants]
}
