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
