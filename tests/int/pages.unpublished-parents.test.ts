import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { getBlogPostUrls } from '@/features/blog/queries'
import { getPageJson } from '@/features/pages/content-json'
import { getBreadcrumbs, getPageByPath, getPageUrls } from '@/features/pages/queries'

import { getTestPayload, noRevalidate } from '../helpers/payload'

import { createPage } from './pages.fixtures'

// Outside Next there is no data cache: the queries run uncached.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: (fn: unknown) => fn,
}))

let payload: Payload
const home = { title: 'Startseite', url: '/' }

describe('published pages below unpublished ones, and previews', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    await createPage(payload, { title: 'Startseite' }, { en: { title: 'Home' } })
  })

  // Alike pages.tree.test.ts by shape only: each test builds its own page tree.
  it('a published page whose parent was unpublished renders with its trail, URLs and JSON', async () => {
    const association = await createPage(payload, { title: 'Verband', slug: 'verband' })
    const members = await createPage(payload, {
      title: 'Mitglieder',
      slug: 'mitglieder',
      parent: association.id,
    })
    await payload.update({
      collection: 'pages',
      id: association.id,
      data: { _status: 'draft' },
      context: noRevalidate,
    })

    const page = await getPageByPath('de', '/verband/mitglieder/')
    expect(page?.id).toBe(members.id)
    expect(await getBreadcrumbs('de', members.id)).toEqual([
      home,
      { title: 'Mitglieder', url: '/verband/mitglieder/' },
    ])
    expect(await getPageUrls(members.id)).toEqual({ de: '/verband/mitglieder/', en: null })
    const json = await getPageJson('/verband/mitglieder/')
    expect(json).toMatchObject({
      type: 'page',
      title: 'Mitglieder',
      _urls: { de: '/verband/mitglieder/', en: null },
    })
    expect(json?.breadcrumbs.map((crumb) => crumb.title)).toEqual(['Startseite', 'Mitglieder'])
  })

  it('the trail skips a parent that was never published and goes on above it', async () => {
    const academy = await createPage(payload, { title: 'Akademie', slug: 'akademie' })
    const planned = await createPage(
      payload,
      { title: 'Geplant', slug: 'geplant', parent: academy.id },
      { draft: true },
    )
    const course = await createPage(payload, { title: 'Kurs', slug: 'kurs', parent: planned.id })

    expect(await getBreadcrumbs('de', course.id)).toEqual([
      home,
      { title: 'Akademie', url: '/akademie/' },
      { title: 'Kurs', url: '/akademie/geplant/kurs/' },
    ])
    // A preview shows the whole trail, drafts included.
    expect((await getBreadcrumbs('de', course.id, true)).map((crumb) => crumb.title)).toEqual([
      'Startseite',
      'Akademie',
      'Geplant',
      'Kurs',
    ])
  })

  it('a page that was never published has no public URLs, and its preview has its draft’s', async () => {
    const draft = await createPage(payload, { title: 'Neu', slug: 'neu' }, { draft: true })
    expect(await getPageByPath('de', '/neu/')).toBeNull()
    expect(await getPageUrls(draft.id)).toEqual({ de: null, en: null })
    expect(await getPageUrls(draft.id, true)).toEqual({ de: '/neu/', en: null })
    expect((await getPageByPath('de', '/neu/', true))?.id).toBe(draft.id)
    expect(await getBreadcrumbs('de', draft.id, true)).toEqual([
      home,
      { title: 'Neu', url: '/neu/' },
    ])
  })

  // Alike delete-guards.in-use.test.ts by shape only: each test creates its own article.
  it('an article that was never published has no public URLs, and its preview has its draft’s', async () => {
    const post = await payload.create({
      collection: 'blog-posts',
      data: {
        title: 'Entwurf',
        slug: 'entwurf',
        date: '2026-03-02T00:00:00.000Z',
        intro: 'Noch nicht fertig.',
        _status: 'draft',
      },
      draft: true,
      context: noRevalidate,
    })
    expect(await getBlogPostUrls(post.id)).toEqual({ de: null, en: null })
    expect(await getBlogPostUrls(post.id, true)).toEqual({ de: '/blog/entwurf/', en: null })
  })
})
