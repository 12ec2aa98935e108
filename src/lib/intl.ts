/**
 * One Intl object per key, made on first use and kept: building a formatter costs far more than
 * formatting with it (and the first one a page builds loads Intl's locale data), while lists format
 * a price, date or country per row. Keys name the options, so the cache stays a handful of entries.
 */
const made = new Map<string, object>()

export function cachedIntl<T extends object>(key: string, make: () => T): T {
  let value = made.get(key) as T | undefined
  if (!value) made.set(key, (value = make()))
  return value
}
