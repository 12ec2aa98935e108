// Pure parts of the shared cache handler (redis-cache-handler.mjs): what an entry is tagged with,
// when a tag revalidation expires it, how it is written to Redis and for how long. Plain ESM
// because Next loads the handler with Node's own import(), outside the bundle.

/** Next's header that lists a cached page's tags (explicit and implicit path tags). */
export const CACHE_TAGS_HEADER = 'x-next-cache-tags'

/** Entries live at most a day in Redis unless Next says they expire sooner; a miss only costs one render. */
export const DEFAULT_TTL_SECONDS = 24 * 60 * 60

/**
 * The tags a cached entry answers to: a data entry (unstable_cache, kind FETCH) is looked up with
 * its tags and the page's implicit path tags; a page or route response carries them in a header.
 */
export function entryTags(entry, ctx = {}) {
  const value = entry?.value
  if (value?.kind === 'FETCH') return [...(ctx.tags ?? []), ...(value.tags ?? []), ...(ctx.softTags ?? [])]
  const header = value?.headers?.[CACHE_TAGS_HEADER]
  return typeof header === 'string' && header ? header.split(',') : []
}

/**
 * The record a revalidateTag call leaves for one tag, as Next's own file-system cache computes it:
 * `stale` now and `expired` after the given duration (seconds), or expired now without one.
 * Previous marks need not be kept: a new mark is never earlier than an old one.
 */
export function tagMark(durations, now) {
  if (!durations) return { expired: now }
  return durations.expire === undefined ? { stale: now } : { stale: now, expired: now + durations.expire * 1000 }
}

/**
 * Whether a tag revalidated after the entry was written makes it unusable. Read on every instance,
 * so a revalidation on instance A expires what instance B wrote before it. A mark that only makes
 * the entry stale (revalidateTag with a cacheLife profile) counts as expired too: one blocking render
 * instead of a background one, which this site never asks for (its hooks use `{ expire: 0 }`).
 */
export function isExpiredByTags(tags, lastModified, marks, now = Date.now()) {
  for (const tag of tags) {
    const mark = marks[tag]
    if (!mark) continue
    if (typeof mark.expired === 'number' && mark.expired <= now && mark.expired > lastModified) return true
    if (typeof mark.stale === 'number' && mark.stale > lastModified) return true
  }
  return false
}

/** Seconds an entry is kept: Next's `expire` for the page when that is sooner than the default. */
export function ttlSeconds(cacheControl, fallback = DEFAULT_TTL_SECONDS) {
  const expire = cacheControl?.expire
  return typeof expire === 'number' && expire > 0 && expire < fallback ? Math.ceil(expire) : fallback
}

// Cached values hold Buffers (RSC payloads, route bodies) and a Map (prefetch segments), which
// JSON alone would turn into plain objects; they travel tagged and come back as they were.
const BYTES = '__cacheBytes'
const MAP = '__cacheMap'

/** The entry as a string for Redis. */
export function encodeEntry(entry) {
  return JSON.stringify(entry, function replace(key, value) {
    const raw = this[key]
    if (raw instanceof Uint8Array) return { [BYTES]: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') }
    if (raw instanceof Map) return { [MAP]: [...raw] }
    return value
  })
}

/** An entry read back from Redis (null for anything unreadable). */
export function decodeEntry(text) {
  if (!text) return null
  try {
    const entry = JSON.parse(text, (key, value) => {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        if (BYTES in value) return Buffer.from(value[BYTES], 'base64')
        if (MAP in value) return new Map(value[MAP])
      }
      return value
    })
    return entry && typeof entry.lastModified === 'number' ? entry : null
  } catch {
    return null
  }
}
