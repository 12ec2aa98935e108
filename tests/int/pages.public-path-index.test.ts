import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { databasePublicPaths } from '@/features/errors/public-paths'
import {
  installPublicPaths,
  PublicPathKeeper,
  uninstallPublicPaths,
} from '@/features/errors/public-path-index'
import { getPageByPath } from '@/features/pages/queries'

import { getTestPayload, noRevalidate } from '../helpers/payload'

import { createPage } from './pages.fixtures'

// Outside Next there is no data cache: the queries run uncached.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: (fn: unknown) => fn,
}))

let payload: Payload

describe('the index of public paths, read from the database', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    await createPage(payload, { title: 'Startseite' }, { en: { title: 'Home' } })
    await createPage(
      payload,
      { title: 'Kontakt', slug: 'kontakt' },
      { en: { title: 'Contact', slug: 'contact-us' } },
    )
    await createPage(payload, { title: 'Nur deutsch', slug: 'nur-deutsch' })
    await createPage(payload, { title: 'Entwurf', slug: 'entwurf' }, { draft: true })
  })

  afterAll(() => uninstallPublicPaths())

  it('holds every published path in its language, as the pages find them, and no draft', async () => {
    const entries = [...(await databasePublicPaths.paths())]
    expect(entries).toEqual(
      expect.arrayContaining([
        ['de', '/'],
        ['en', '/'],
        ['de', '/kontakt/'],
        ['en', '/contact-us/'],
        ['de', '/nur-deutsch/'],
      ]),
    )
    expect(entries).not.toContainEqual(['de', '/entwurf/'])
    expect(entries).not.toContainEqual(['en', '/nur-deutsch/'])
    for (const [locale, path] of entries.filter(([, path]) => !path.startsWith('/whitepaper-dl/')))
      expect(await getPageByPath(locale, path), `${locale} ${path}`).not.toBeNull()
  })

  it('knows a page published through this server at once, and another server sees the version move', async () => {
    const here = installPublicPaths(new PublicPathKeeper(databasePublicPaths))
    let now = 0
    const elsewhere = new PublicPathKeeper(databasePublicPaths, () => now)
    await Promise.all([here.confirm(), elsewhere.confirm()])
    expect(here.current?.has('de', '/neu/')).toBe(false)

    // The save's hooks report the change (also when Next's cache is not there to expire).
    await createPage(payload, { title: 'Neu', slug: 'neu' })
    expect(here.isConfirmed()).toBe(false)
    expect((await here.confirm())?.has('de', '/neu/')).toBe(true)

    expect(elsewhere.isConfirmed()).toBe(true)
    now += 5_000
    expect(elsewhere.isConfirmed()).toBe(false)
    expect((await elsewhere.confirm())?.has('de', '/neu/')).toBe(true)

    const id = (await getPageByPath('de', '/neu/'))!.id
    await payload.update({
      collection: 'pages',
      id,
      data: { _status: 'draft' },
      context: noRevalidate,
    })
    expect((await here.confirm())?.has('de', '/neu/')).toBe(false)
  })
})
