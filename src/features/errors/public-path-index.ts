import type { Locale } from '@/i18n/locales'

/**
 * How long the proxy may trust the index without asking the database whether content changed: a
 * page published through another instance gets the 404 answer here for at most this long, and one
 * deleted or unpublished there its page's own notFound(). Changes made through this instance reach
 * the index at once (`invalidatePublicPaths`).
 */
export const PUBLIC_PATHS_MAX_UNCONFIRMED_MS = 5_000

/** The collections whose documents have a public address (whitepapers their download page). */
export const COLLECTIONS_WITH_ADDRESS = [
  'pages',
  'blog-posts',
  'seminars',
  'topics',
  'trainers',
  'whitepapers',
] as const

/** Every public path of the CMS in each language, as a set the proxy asks in constant time. */
export class PublicPathIndex {
  private readonly keys: Set<string>

  constructor(
    entries: Iterable<readonly [Locale, string]>,
    /** The content version the paths were read at (`PublicPathSource.version`). */
    readonly version: string,
  ) {
    this.keys = new Set(Array.from(entries, ([locale, path]) => `${locale}:${path}`))
  }

  has(locale: Locale, path: string): boolean {
    return this.keys.has(`${locale}:${path}`)
  }

  get size(): number {
    return this.keys.size
  }
}

/** Where the index comes from: the database, read as the pages read it. */
export type PublicPathSource = {
  /** A cheap fingerprint of the routed content: it changes whenever a public path may have. */
  version(): Promise<string>
  paths(): Promise<Iterable<readonly [Locale, string]>>
}

/**
 * Keeps the index current. An answer from it, a hit as much as a miss, is trusted only while the
 * index is confirmed: built after the last change through this instance, the content version
 * checked within PUBLIC_PATHS_MAX_UNCONFIRMED_MS, and no such change in that time either (the
 * hooks that report a change run before their transaction commits, so a check right then can
 * still read the old content). Otherwise `confirm()` checks the version (one query, shared by
 * every request waiting for it) and rebuilds the index when it moved. A hit must be confirmed too:
 * a page deleted or unpublished a moment ago would otherwise reach its page's notFound(), whose
 * HTML carries no text.
 */
export class PublicPathKeeper {
  private index: PublicPathIndex | null = null
  private confirmedAt = -Infinity
  private lastAttemptAt = -Infinity
  private changedAt = -Infinity
  /** Bumped by every change through this instance; a confirmation counts for the one it began at. */
  private changes = 0
  private confirmedChanges = -1
  private confirming: { changes: number; done: Promise<PublicPathIndex | null> } | null = null

  constructor(
    private readonly source: PublicPathSource,
    private readonly now: () => number = Date.now,
    private readonly maxUnconfirmedMs: number = PUBLIC_PATHS_MAX_UNCONFIRMED_MS,
  ) {}

  /** The index as built so far (null before the first build). */
  get current(): PublicPathIndex | null {
    return this.index
  }

  /** Whether `current` may answer without asking the database. */
  isConfirmed(): boolean {
    const now = this.now()
    return (
      this.index !== null &&
      this.confirmedChanges === this.changes &&
      now - this.confirmedAt < this.maxUnconfirmedMs &&
      now - this.changedAt >= this.maxUnconfirmedMs
    )
  }

  /**
   * Starts a build in the background when there is no index yet (the one at start failed, say),
   * at most once per PUBLIC_PATHS_MAX_UNCONFIRMED_MS.
   */
  retryFirstBuild(): void {
    if (this.index || this.confirming || this.now() - this.lastAttemptAt < this.maxUnconfirmedMs)
      return
    this.confirm().catch(() => undefined)
  }

  /** Content changed through this instance: the next miss rebuilds before it answers. */
  invalidate(): void {
    this.changes += 1
    this.changedAt = this.now()
  }

  /** The index, confirmed against the database now (rebuilt if the content version moved). */
  confirm(): Promise<PublicPathIndex | null> {
    if (this.confirming?.changes === this.changes) return this.confirming.done
    const changes = this.changes
    const previous = this.confirming?.done.catch(() => null) ?? Promise.resolve(null)
    const done = previous
      .then(() => this.rebuildIfMoved(changes))
      .finally(() => {
        if (this.confirming?.done === done) this.confirming = null
      })
    this.confirming = { changes, done }
    return done
  }

  private async rebuildIfMoved(changes: number): Promise<PublicPathIndex | null> {
    const startedAt = this.now()
    this.lastAttemptAt = startedAt
    const version = await this.source.version()
    const known = this.index
    if (!known || known.version !== version || this.confirmedChanges < changes)
      this.index = new PublicPathIndex(await this.source.paths(), version)
    this.confirmedAt = startedAt
    this.confirmedChanges = Math.max(this.confirmedChanges, changes)
    return this.index
  }
}

// The proxy and the app are separate bundles in one Node.js process (Next 16 runs a Node.js proxy
// in-process, next-server.js runMiddleware): module state is not shared between them, globalThis is.
const REGISTRY = Symbol.for('seminar-site.public-paths')
type Registry = typeof globalThis & { [REGISTRY]?: PublicPathKeeper }

/** Makes the keeper the one the proxy and the revalidation hooks of this process use. */
export function installPublicPaths(keeper: PublicPathKeeper): PublicPathKeeper {
  return ((globalThis as Registry)[REGISTRY] ??= keeper)
}

/** The process's keeper, or undefined when the server has not set one up (tests, the build). */
export function installedPublicPaths(): PublicPathKeeper | undefined {
  return (globalThis as Registry)[REGISTRY]
}

/** Removes the process's keeper (tests). */
export function uninstallPublicPaths(): void {
  delete (globalThis as Registry)[REGISTRY]
}

/** Called wherever content that has a path is revalidated (src/hooks/revalidateTags.ts). */
export function invalidatePublicPaths(): void {
  installedPublicPaths()?.invalidate()
}
