/**
 * The id of a relationship value, whether Payload returned it populated ({ id, … }) or as the bare
 * id.
 */
export function relationId<T extends number | string>(
  value: T | { id: T } | null | undefined | '',
): T | null {
  if (value === null || value === undefined || value === '') return null
  return typeof value === 'object' ? value.id : value
}
