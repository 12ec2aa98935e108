import { describe, expect, it, vi } from 'vitest'

import {
  PUBLIC_PATHS_MAX_UNCONFIRMED_MS,
  PublicPathKeeper,
  type PublicPathSource,
} from '@/features/errors/public-path-index'
import type { Locale } from '@/i18n/locales'

/** A database stand-in: its paths and version change when the test publishes. */
function fakeDatabase(initial: [Locale, string][]) {
  let entries = [...initial]
  let version = 1
  const source = {
    version: vi.fn(async () => String(version)),
    paths: vi.fn(async () => [...entries]),
  } satisfies PublicPathSource
  return {
    source,
    publish(locale: Locale, path: string) {
      entries = [...entries, [locale, path]]
      version += 1
    },
  }
}

function clock() {
  let now = 1_000_000
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

describe('the index of public paths', () => {
  it('knows nothing before its first build, then every path in its language only', async () => {
    const db = fakeDatabase([
      ['de', '/kontakt/'],
      ['en', '/contact-us/'],
    ])
    const keeper = new PublicPathKeeper(db.source)
    expect(keeper.current).toBeNull()
    expect(keeper.isConfirmed()).toBe(false)
    const index = await keeper.confirm()
    expect(index?.has('de', '/kontakt/')).toBe(true)
    expect(index?.has('en', '/contact-us/')).toBe(true)
    expect(index?.has('en', '/kontakt/')).toBe(false)
    // Alike the next test's set-up by shape only: each test builds its own fake database and clock.
    expect(keeper.isConfirmed()).toBe(true)
  })

  it('trusts a miss without asking the database for a few seconds, then checks the version again', async () => {
    const db = fakeDatabase([['de', '/kontakt/']])
    const time = clock()
    const keeper = new PublicPathKeeper(db.source, time.now)
    await keeper.confirm()
    time.advance(PUBLIC_PATHS_MAX_UNCONFIRMED_MS - 1)
    expect(keeper.isConfirmed()).toBe(true)
    time.advance(1)
    expect(keeper.isConfirmed()).toBe(false)

    // Unchanged content: one version query, no second read of the paths.
    await keeper.confirm()
    expect(db.source.version).toHaveBeenCalledTimes(2)
    expect(db.source.paths).toHaveBeenCalledTimes(1)
    expect(keeper.isConfirmed()).toBe(true)
  })

  it('finds a page published through another instance once the version is checked again', async () => {
    const db = fakeDatabase([['de', '/kontakt/']])
    const time = clock()
    const keeper = new PublicPathKeeper(db.source, time.now)
    await keeper.confirm()
    db.publish('de', '/neu/')
    expect(keeper.current?.has('de', '/neu/')).toBe(false)
    time.advance(PUBLIC_PATHS_MAX_UNCONFIRMED_MS)
    expect(keeper.isConfirmed()).toBe(false)
    expect((await keeper.confirm())?.has('de', '/neu/')).toBe(true)
  })

  it('rebuilds before the next miss after a change through this instance, whatever the version says', async () => {
    const db = fakeDatabase([['de', '/kontakt/']])
    const time = clock()
    const keeper = new PublicPathKeeper(db.source, time.now)
    await keeper.confirm()
    db.publish('de', '/neu/')
    keeper.invalidate()
    expect(keeper.isConfirmed()).toBe(false)
    expect((await keeper.confirm())?.has('de', '/neu/')).toBe(true)
    expect(db.source.paths).toHaveBeenCalledTimes(2)
  })

  it('checks again on every miss for a few seconds after a change, which may not be committed yet', async () => {
    const db = fakeDatabase([['de', '/kontakt/']])
    const time = clock()
    const keeper = new PublicPathKeeper(db.source, time.now)
    await keeper.confirm()
    // The change's hook runs first, the miss's check reads the content from before its commit.
    keeper.invalidate()
    await keeper.confirm()
    expect(keeper.isConfirmed()).toBe(false)
    db.publish('de', '/neu/')
    time.advance(PUBLIC_PATHS_MAX_UNCONFIRMED_MS - 1)
    expect((await keeper.confirm())?.has('de', '/neu/')).toBe(true)
    time.advance(1)
    expect(keeper.isConfirmed()).toBe(true)
  })

  it('lets requests that miss at once share one check, and a change during it gets a check of its own', async () => {
    const db = fakeDatabase([['de', '/kontakt/']])
    const keeper = new PublicPathKeeper(db.source)
    const [first, second] = [keeper.confirm(), keeper.confirm()]
    expect(first).toBe(second)
    db.publish('de', '/neu/')
    keeper.invalidate()
    const third = keeper.confirm()
    expect(third).not.toBe(first)
    await first
    expect((await third)?.has('de', '/neu/')).toBe(true)
    expect(db.source.version).toHaveBeenCalledTimes(2)
  })

  it('tries a failed first build again in the background, at most once per interval', async () => {
    const db = fakeDatabase([['de', '/kontakt/']])
    db.source.version.mockRejectedValueOnce(new Error('database not ready'))
    const time = clock()
    const keeper = new PublicPathKeeper(db.source, time.now)
    await expect(keeper.confirm()).rejects.toThrow('database not ready')
    keeper.retryFirstBuild()
    expect(db.source.version).toHaveBeenCalledTimes(1)
    time.advance(PUBLIC_PATHS_MAX_UNCONFIRMED_MS)
    keeper.retryFirstBuild()
    await vi.waitFor(() => expect(keeper.current?.has('de', '/kontakt/')).toBe(true))
  })
})
