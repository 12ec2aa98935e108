import { type CollectionSlug, createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { getBlogPostByPath } from '@/features/blog/queries'
import { getPageByPath } from '@/features/pages/queries'
import { getSeminarByPath, getTopicByPath } from '@/features/seminars/queries'
import type { Locale } from '@/i18n/locales'

import { getTestPayload, noRevalidate } from '../helpers/payload'
import { richText } from '../helpers/rich-text'

// Outside Next there is no data cache: the queries run uncached.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: (fn: unknown) => fn,
}))

let payload: Payload
let req: PayloadRequest

type Routed = { id: number; title: string; path?: string | null }

/**
 * What the admin's live preview frame opens for a document in a language (Payload calls the
 * collection's url function).
 */
async function livePreviewUrl(slug: CollectionSlug, data: object, locale: Locale) {
  const config = payload.collections[slug].config.admin.livePreview
  if (typeof config?.url !== 'function') return undefined
  return config.url({
    data: data as Record<string, unknown>,
    locale: { code: locale, label: locale },
    req,
    payload,
    collectionConfig: payload.collections[slug].config,
  })
}

/**
 * Publishes a document, then saves a draft with another title, as an editor does before previewing.
 */
async function publishThenDraft<T extends Routed>(
  slug: CollectionSlug,
  data: Record<string, unknown>,
): Promise<T> {
  const published = (await payload.create({
    collection: slug,
    data: { ...data, _status: 'published' } as never,
    locale: 'de',
    context: noRevalidate,
  })) as unknown as T
  await payload.update({
    collection: slug,
    id: published.id,
    data: { title: `${published.title} (Entwurf)` } as never,
    draft: true,
    locale: 'de',
    context: noRevalidate,
  })
  return published
}

describe('live preview of documents with a public page', () => {
  let page: Routed
  let post: Routed
  let topic: Routed
  let seminar: Routed

  beforeAll(async () => {
    payload = await getTestPayload()
    req = await createLocalReq({}, payload)
    page = await publishThenDraft('pages', { title: 'Vorschauseite', slug: 'vorschauseite' })
    post = await publishThenDraft('blog-posts', {
      title: 'Vorschauartikel',
      slug: 'vorschauartikel',
      intro: 'Kurz.',
      date: '2026-03-02',
    })
    topic = await publishThenDraft('topics', {
      title: 'Vorschauthema',
      slug: 'vorschauthema',
      description: 'Worum es geht.',
    })
    seminar = await publishThenDraft('seminars', {
      code: 'LV-1',
      title: 'Vorschauseminar',
      slug: 'vorschauseminar',
      duration: 1,
      topics: [topic.id],
      description: richText('Text'),
    })
  })

  it('is on for pages, articles, seminars and topics, with phone and desktop widths, and off for the rest', () => {
    for (const slug of ['pages', 'blog-posts', 'seminars', 'topics'] as const) {
      const config = payload.collections[slug].config
      expect(config.versions?.drafts, slug).toBeTruthy()
      expect(typeof config.admin.livePreview?.url, slug).toBe('function')
      expect(config.admin.livePreview?.breakpoints?.map((b) => b.width)).toEqual([375, 1280])
    }
    // Drafts, but no page of their own to show.
    for (const slug of ['programmes', 'whitepapers'] as const)
      expect(payload.collections[slug].config.admin.livePreview, slug).toBeUndefined()
  })

  it('opens each document through the preview route (draft mode, staff only) at its path in the edited language', async () => {
    const cases: [CollectionSlug, Routed, string][] = [
      ['pages', page, '/vorschauseite/'],
      ['blog-posts', post, '/blog/vorschauartikel/'],
      ['topics', topic, '/seminarthemen/vorschauthema/'],
      ['seminars', seminar, '/seminare/vorschauseminar/'],
    ]
    for (const [slug, doc, path] of cases) {
      const saved = await payload.findByID({
        collection: slug,
        id: doc.id,
        locale: 'de',
        draft: true,
      })
      expect(await livePreviewUrl(slug, saved, 'de'), slug).toBe(
        `/api/preview/?path=${encodeURIComponent(path)}`,
      )
    }
    expect(await livePreviewUrl('seminars', { path: '/seminars/previewed/' }, 'en')).toBe(
      `/api/preview/?path=${encodeURIComponent('/en/seminars/previewed/')}`,
    )
  })

  it('shows nothing for a document without a page in the edited language', async () => {
    const english = await payload.findByID({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      fallbackLocale: false,
      draft: true,
    })
    expect(english.path ?? null).toBeNull()
    expect(await livePreviewUrl('pages', english, 'en')).toBeNull()
  })

  it('renders the saved draft in draft mode and the published version to everybody else', async () => {
    expect((await getPageByPath('de', '/vorschauseite/', true))?.title).toBe(
      'Vorschauseite (Entwurf)',
    )
    expect((await getPageByPath('de', '/vorschauseite/'))?.title).toBe('Vorschauseite')
    expect((await getBlogPostByPath('de', '/blog/vorschauartikel/', true))?.title).toBe(
      'Vorschauartikel (Entwurf)',
    )
    expect((await getBlogPostByPath('de', '/blog/vorschauartikel/'))?.title).toBe('Vorschauartikel')
    expect((await getTopicByPath('de', '/seminarthemen/vorschauthema/', true))?.title).toBe(
      'Vorschauthema (Entwurf)',
    )
    expect((await getTopicByPath('de', '/seminarthemen/vorschauthema/'))?.title).toBe(
      'Vorschauthema',
    )
    expect((await getSeminarByPath('de', '/seminare/vorschauseminar/', true))?.title).toBe(
      'Vorschauseminar (Entwurf)',
    )
    expect((await getSeminarByPath('de', '/seminare/vorschauseminar/'))?.title).toBe(
      'Vorschauseminar',
    )
  })
})
