/** Minimal types for the snowball-stemmers package (it ships none). */
declare module 'snowball-stemmers' {
  export interface Stemmer {
    stem(word: string): string
  }
  export function newStemmer(algorithm: string): Stemmer
  export function algorithms(): string[]
}
