/**
 * The list's filter and search from the admin URL (`where[...]`, `search`), in the form the export
 * endpoint reads.
 */
export function exportQuery(search: string): string {
  const query = new URLSearchParams()
  for (const [key, value] of new URLSearchParams(search))
    if (key.startsWith('where[') || (key === 'search' && value !== '')) query.append(key, value)
  const text = query.toString()
  return text ? `?${text}` : ''
}
