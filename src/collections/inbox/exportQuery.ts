/** The list's filter from the admin URL (`where[...]` parameters), in the form the export endpoint reads. */
export function exportQuery(search: string): string {
  const where = new URLSearchParams()
  for (const [key, value] of new URLSearchParams(search)) if (key.startsWith('where[')) where.append(key, value)
  const query = where.toString()
  return query ? `?${query}` : ''
}
