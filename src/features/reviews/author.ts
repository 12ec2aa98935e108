/**
 * How a review names its author when they allow it: the first name and the initial of the last
 * name ("Anna K."), never the full name.
 */
export function authorName(person: { vorname?: string | null; nachname?: string | null }): string {
  const first = (person.vorname ?? '').trim()
  const initial = Array.from((person.nachname ?? '').trim())[0]
  return [first, initial ? `${initial.toUpperCase()}.` : ''].filter(Boolean).join(' ')
}
