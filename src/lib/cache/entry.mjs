// Pure parts of the shared cache handler (redis-cache-handler.mjs): what an entry is tagged with,
// when a tag revalidation expires it, how it is written to Redis and for how long. Plain ESM
// because Next loads the handler with Node's own import(), outside the bundle.

/** Next's header that lists a cached page's tags (explicit and implicit path tags). */
export const CACHE_TAGS_HEADER = 'x-next-cache-tags'

/**
 * Entries live at most a day in Redis unless Next says they expire sooner; a miss only costs one
 * render.
 */
export const DEFAULT_TTL_SECONDS = 24 * 60 * 60

/**
 * The tags a cached entry answers to: a data entry (unstable_cache, kind FETCH) is looked up with
 * its tags and the page's implicit path tags; a page or route response carries them in a header.
 */
export function entryTags(entry, ctx = {}) {
  const value = entry?.value
  if (value?.kind === 'FETCH')
    return [...(ctx.tags ?? []), ...(value.tags ?? []), ...(ctx.softTags ?? [])]
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
  return durations.expire === undefined
    ? { stale: now }
    : { stale: now, expired: now + durations.expire * 1000 }
}

/**
 * Whether a tag revalidated after the entry was written makes it unusable. Read on every instance,
 * so a revalidation on instance A expires what instance B wrote before it. A mark that only makes
 * the entry stale (revalidateTag with a cacheLife profile) counts as expired too: one blocking
 * render instead of a background one, which this site never asks for (its hooks use `{ expire: 0
 * }`).
 */
export function isExpiredByTags(tags, lastModified, marks, now = Date.now()) {
  for (const tag of tags) {
    const mark = marks[tag]
    if (!mark) continue
    if (typeof mark.expired === 'number' && mark.expired <= now && mark.expired > lastModified)
      return true
    if (typeof mark.stale === 'number' && mark.stale > lastModified) return true
  }
  return false
}

/** Seconds an entry is kept: Next's `expire` for the page when that is sooner than the default. */
export function ttlSeconds(cacheControl, fallback = DEFAULT_TTL_SECONDS) {
  const expire = cacheControl?.expire
  return typeof expire === 'number' && expire > 0 && expire < fallback
    ? Math.ceil(expire)
    : fallback
}

// Cached values hold Buffers (RSC payloads, route bodies), a Map (prefetch segments) and the page's
// HTML, hundreds of KB per page that every cache hit reads. JSON with base64 would grow them by a
// third and cost a parse of all of it on every request; instead the large parts travel as raw
// bytes after a small JSON head that says where each one lies:
//   [head length: uint32][head: '<blob sizes JSON>\n<entry JSON>'][blob 0][blob 1]…
const BYTES = '__cacheBytes'
const TEXT = '__cacheText'
const MAP = '__cacheMap'
const LARGE_TEXT = 4096

/** The entry as bytes for Redis. */
export function encodeEntry(entry) {
  const blobs = []
  const body = JSON.stringify(entry, function replace(key, value) {
    const raw = this[key]
    if (raw instanceof Uint8Array)
      return { [BYTES]: blobs.push(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength)) - 1 }
    if (typeof raw === 'string' && raw.length > LARGE_TEXT)
      return { [TEXT]: blobs.push(Buffer.from(raw, 'utf8')) - 1 }
    if (raw instanceof Map) return { [MAP]: [...raw] }
    return value
  })
  const head = Buffer.from(`${JSON.stringify(blobs.map((blob) => blob.length))}\n${body}`, 'utf8')
  const length = Buffer.alloc(4)
  length.writeUInt32BE(head.length)
  return Buffer.concat([length, head, ...blobs])
}

/** An entry read back from Redis (null for anything missing, damaged or in another format). */
export function decodeEntry(bytes) {
  if (!bytes || bytes.length < 4) return null
  try {
    const headEnd = 4 + bytes.readUInt32BE(0)
    if (headEnd > bytes.length) return null
    const head = bytes.toString('utf8', 4, headEnd)
    const newline = head.indexOf('\n')
    const offsets = []
    let offset = headEnd
    for (const size of JSON.parse(head.slice(0, newline))) offsets.push([offset, (offset += size)])
    if (offset !== bytes.length) return null
    const entry = JSON.parse(head.slice(newline + 1), (key, value) => {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        if (BYTES in value) return Buffer.from(bytes.subarray(...offsets[value[BYTES]]))
        if (TEXT in value) return bytes.toString('utf8', ...offsets[value[TEXT]])
        if (MAP in value) return new Map(value[MAP])
      }
      return value
    })
    return entry && typeof entry.lastModified === 'number' ? entry : null
  } catch {
    return null
  }
}
