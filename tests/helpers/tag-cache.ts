/**
 * A stand-in for `next/cache` that keeps `unstable_cache` results by key and tag, as Next's data
 * cache does, so that an integration test can prove which writes expire which reads. It follows
 * Next 16's rules for a route handler: a tag revalidated with `{ expire: 0 }` drops its entries;
 * any other profile (`'max'`, a longer `expire`) only marks them stale, and the next read still
 * answers the old value while a fresh one is fetched behind it.
 *
 * Use: `vi.mock('next/cache', async () => (await import('../helpers/tag-cache')).nextCacheModule)`
 */

type Entry = { value: string; tags: string[]; stale: boolean }
type Profile = string | { expire?: number } | undefined

const entries = new Map<string, Entry>()
const refreshes = new Set<Promise<unknown>>()

function unstable_cache<Args extends unknown[], Result>(
  compute: (...args: Args) => Promise<Result>,
  keyParts: string[] = [],
  options: { tags?: string[]; revalidate?: number | false } = {},
): (...args: Args) => Promise<Result> {
  const tags = options.tags ?? []
  const store = async (key: string, args: Args): Promise<Result> => {
    const result = await compute(...args)
    // Next keeps the JSON of a result: a caller never shares objects with the cache.
    entries.set(key, { value: JSON.stringify(result) ?? 'null', tags, stale: false })
    return result
  }
  return async (...args: Args): Promise<Result> => {
    const key = JSON.stringify([keyParts, args])
    const entry = entries.get(key)
    if (!entry) return store(key, args)
    if (entry.stale) {
      entry.stale = false
      const refresh = store(key, args).finally(() => refreshes.delete(refresh))
      refreshes.add(refresh)
    }
    return JSON.parse(entry.value) as Result
  }
}

function revalidateTag(tag: string, profile?: Profile): void {
  const expireNow = typeof profile === 'object' && profile.expire === 0
  for (const [key, entry] of entries) {
    if (!entry.tags.includes(tag)) continue
    if (expireNow) entries.delete(key)
    else entry.stale = true
  }
}

/** The module that replaces `next/cache`. */
export const nextCacheModule = {
  unstable_cache,
  revalidateTag,
  revalidatePath: () => {},
  updateTag: (tag: string) => revalidateTag(tag, { expire: 0 }),
}

/** Waits for the background refreshes that stale reads started. */
export async function settleRefreshes(): Promise<void> {
  while (refreshes.size) await Promise.allSettled([...refreshes])
}

/** Forgets every entry (between test files nothing is shared anyway: each has its own module). */
export function clearTagCache(): void {
  entries.clear()
}
