/** What a seminar's price includes: the choices editors tick, in the order the page lists them. */
export const INCLUDED = {
  unterlagen: { de: 'Seminarunterlagen zum Nachlesen', en: 'Course materials to take home' },
  verpflegung: {
    de: 'Mittagessen, Kaffee und Getränke an jedem Seminartag',
    en: 'Lunch, coffee and drinks on every seminar day',
  },
  zertifikat: { de: 'Teilnahmezertifikat', en: 'Certificate of attendance' },
  nachtreffen: {
    de: 'Online-Nachtreffen vier Wochen nach dem Seminar',
    en: 'Online follow-up session four weeks after the seminar',
  },
} as const

export type IncludedKey = keyof typeof INCLUDED

export const INCLUDED_OPTIONS = (Object.keys(INCLUDED) as IncludedKey[]).map((value) => ({
  value,
  label: INCLUDED[value],
}))

/** The ticked items as the page's language names them, in the fixed order. */
export function includedLabels(keys: readonly string[] | null | undefined, locale: 'de' | 'en') {
  const ticked = new Set(keys ?? [])
  return (Object.keys(INCLUDED) as IncludedKey[])
    .filter((key) => ticked.has(key))
    .map((key) => INCLUDED[key][locale])
}
