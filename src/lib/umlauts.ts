const UMLAUTS: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
}

/** German umlauts and ß as the usual ASCII letters ('Größe' → 'Groesse'), for file names. */
export const spellOutUmlauts = (text: string): string =>
  text.replace(/[äöüÄÖÜß]/g, (char) => UMLAUTS[char] ?? '')
