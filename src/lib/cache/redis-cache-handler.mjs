// Next's incremental cache (rendered pages, route responses and unstable_cache data) in Redis, so
// that several app instances share one cache and a tag revalidated on one of them (a publish in
// the admin) expires the entries every instance reads. next.config.ts names this file only when
// REDIS_URL is set at `next start`; without it Next keeps its in-memory cache (decision 0003).
// Node loads it with its own import(), outside the bundle: plain ESM, and process.env read here.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { Redis } from 'ioredis'

import {
  decodeEntry,
  encodeEntry,
  entryTags,
  isExpiredByTags,
  tagMark,
  ttlSeconds,
} from './entry.mjs'
import { localCopies } from './local-copies.mjs'

const PREFIX = `${process.env.REDIS_KEY_PREFIX || 'seminar-site'}:`
const TAGS_KEY = `${PREFIX}tags`

// Next builds a handler per request: the connection and its state live at module level.
let client = null
let buildId = null
let failing = false
let firstConnection = null
/** Tags revalidated while Redis was unreachable, written as soon as it is back. */
const unsentMarks = new Map()
// A page is a few hundred KB; fetching and decoding it on every hit would cost milliseconds. A
// copy is used only when Redis still holds the same version of it (one small read), so it can
// never be older than what Redis holds.
const copies = localCopies(64 * 1024 * 1024)

/** Reports the first failure of an outage only; the site keeps answering by rendering. */
function noteFailure(error) {
  if (failing) return
  failing = true
  console.warn(
    `[cache] Redis unreachable (${error?.message ?? error}); pages are rendered without the shared cache until it is back`,
  )
}

function connect() {
  client = new Redis(process.env.REDIS_URL, {
    // Fail at once instead of queueing while disconnected: a request then renders, never waits.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 500, 5000),
  })
  client.on('error', noteFailure)
  client.on('ready', () => {
    if (failing) console.info('[cache] Redis reachable again')
    failing = false
    if (unsentMarks.size) {
      const marks = Object.fromEntries(
        [...unsentMarks].map(([tag, mark]) => [tag, JSON.stringify(mark)]),
      )
      unsentMarks.clear()
      client.hset(TAGS_KEY, marks).catch(noteFailure)
    }
  })
  return client
}

/**
 * The first requests after a start come before the connection is up: they wait for it briefly
 * instead of counting as an outage. Once Redis is known to be down, nobody waits.
 */
async function connected(redis) {
  if (redis.status === 'ready' || failing) return redis
  // One shared wait, not a listener per waiting request.
  firstConnection ??= new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      redis.off('ready', done).off('error', done)
      resolve()
    }
    const timer = setTimeout(done, 1000)
    redis.once('ready', done).once('error', done)
  })
  await firstConnection
  return redis
}

/**
 * Entries of another build (another deployment) are never served: their HTML names other chunks.
 */
function keysOf(serverDistDir, key) {
  if (buildId === null) {
    try {
      buildId = readFileSync(
        path.join(serverDistDir ?? '.next/server', '..', 'BUILD_ID'),
        'utf8',
      ).trim()
    } catch {
      buildId = 'unbuilt'
    }
  }
  return {
    entry: `${PREFIX}entry:${buildId}:${key}`,
    version: `${PREFIX}version:${buildId}:${key}`,
  }
}

/** The results of a pipeline, failing like a single command would. */
async function run(pipeline) {
  return (await pipeline.exec()).map(([error, result]) => {
    if (error) throw error
    return result
  })
}

/** Reads a tag's marks (JSON per field) as an object; unreadable fields count as absent. */
function parseMarks(tags, values) {
  const marks = {}
  tags.forEach((tag, i) => {
    try {
      if (values[i]) marks[tag] = JSON.parse(values[i])
    } catch {
      // A mark we cannot read expires nothing; the next revalidation overwrites it.
    }
  })
  return marks
}

export default class RedisCacheHandler {
  constructor(options = {}) {
    this.serverDistDir = options.serverDistDir
    this.redis = client ?? connect()
  }

  async get(key, ctx = {}) {
    try {
      const redis = await connected(this.redis)
      const keys = keysOf(this.serverDistDir, key)
      const copy = copies.get(key)
      if (copy) {
        const tags = [...new Set(entryTags(copy.entry, ctx))]
        const [version, values] = await run(
          tags.length
            ? redis
                .pipeline()
                .get(keys.version)
                .hmget(TAGS_KEY, ...tags)
            : redis.pipeline().get(keys.version),
        )
        if (version === copy.version) return this.unlessExpired(copy.entry, tags, values ?? [])
        copies.delete(key)
      }
      const bytes = await redis.getBuffer(keys.entry)
      const entry = decodeEntry(bytes)
      if (!entry) return null
      if (entry.version) copies.set(key, entry, entry.version, bytes.length)
      const tags = [...new Set(entryTags(entry, ctx))]
      return this.unlessExpired(
        entry,
        tags,
        tags.length ? await redis.hmget(TAGS_KEY, ...tags) : [],
      )
    } catch (error) {
      noteFailure(error)
      return null
    }
  }

  /** The entry, or null when one of its tags was revalidated after it was written. */
  unlessExpired(entry, tags, values) {
    const marks = parseMarks(tags, values)
    for (const [tag, mark] of unsentMarks) marks[tag] ??= mark
    return isExpiredByTags(tags, entry.lastModified, marks) ? null : entry
  }

  async set(key, data, ctx = {}) {
    const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl
    const lastModified = Date.now()
    // Two instances may write the same key in the same millisecond: the version tells them apart.
    const entry = {
      value: data,
      lastModified,
      cacheControl,
      version: `${lastModified}-${Math.random().toString(36).slice(2, 8)}`,
    }
    const keys = keysOf(this.serverDistDir, key)
    const ttl = ttlSeconds(cacheControl)
    try {
      const bytes = encodeEntry(entry)
      const redis = await connected(this.redis)
      await run(
        redis.multi().set(keys.entry, bytes, 'EX', ttl).set(keys.version, entry.version, 'EX', ttl),
      )
      copies.set(key, entry, entry.version, bytes.length)
    } catch (error) {
      copies.delete(key)
      noteFailure(error)
    }
  }

  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags
    if (!list.length) return
    const now = Date.now()
    const marks = Object.fromEntries(list.map((tag) => [tag, tagMark(durations, now)]))
    try {
      await (
        await connected(this.redis)
      ).hset(
        TAGS_KEY,
        Object.fromEntries(Object.entries(marks).map(([tag, mark]) => [tag, JSON.stringify(mark)])),
      )
    } catch (error) {
      // Kept until Redis is back, and applied to this instance's reads meanwhile.
      for (const [tag, mark] of Object.entries(marks)) unsentMarks.set(tag, mark)
      noteFailure(error)
    }
  }

  resetRequestCache() {}
}
