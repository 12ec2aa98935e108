import type { CollectionSlug, DataFromCollectionSlug, Payload } from 'payload'

import { type Locale, locales, localizedUrl } from '@/i18n/locales'

import type { PageLinks } from './page-documents'
import { lexicalText } from './plain-text'
import type { LocalizedDocuments, SearchDocument } from './types'

// The per-collection mappings below are alike by shape only: each maps its own fields.

/**
 * Where search documents come from: one collection each (pages also yield publications and
 * downloads).
 */
export const SOURCES = ['pages', 'seminars', 'topics', 'blog', 'news', 'whitepapers'] as const
export type SourceName = (typeof SOURCES)[number]

export const SOURCE_COLLECTIONS: Record<SourceName, CollectionSlug> = {
  pages: 'pages',
  seminars: 'seminars',
  topics: 'topics',
  blog: 'blog-posts',
  news: 'news',
  whitepapers: 'whitepapers',
}

/** News and whitepapers link to the page that shows them, so a change of pages reloads them too. */
export const DEPEND_ON_PAGES: readonly SourceName[] = ['news', 'whitepapers']

const joinText = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ')

/**
 * Published documents of a collection in one language, without falling back to German text;
 * only the fields the index needs (halves the read time of a thousand seminars).
 */
async function findAll<T extends CollectionSlug>(
  payload: Payload,
  collection: T,
  locale: Locale,
  fields: string[],
) {
  const select = Object.fromEntries(fields.map((field) => [field, true]))
  const { docs } = await payload.find({
    collection,
    locale,
    fallbackLocale: false,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    select: select as never,
  })
  return docs as DataFromCollectionSlug<T>[]
}

type Loader = (
  payload: Payload,
  locale: Locale,
  links: PageLinks[Locale],
) => Promise<SearchDocument[]>

const loaders: Record<Exclude<SourceName, 'pages'>, Loader> = {
  seminars: async (payload, locale) =>
    (
      await findAll(payload, 'seminars', locale, [
        'title',
        'subtitle',
        'code',
        'path',
        'description',
        'targetGroup',
        'contents',
      ])
    )
      .filter((s) => s.title && s.path)
      .map((s) => ({
        id: `seminars:${s.id}`,
        kind: 'seminars',
        title: s.title,
        subtitle: s.subtitle ?? undefined,
        code: s.code,
        text: joinText(
          lexicalText(s.description),
          lexicalText(s.targetGroup),
          lexicalText(s.contents),
        ),
        url: localizedUrl(locale, s.path as string),
      })),
  topics: async (payload, locale) =>
    (await findAll(payload, 'topics', locale, ['title', 'path', 'description']))
      .filter((t) => t.title && t.path)
      .map((t) => ({
        id: `topics:${t.id}`,
        kind: 'topics',
        title: t.title,
        text: t.description ?? '',
        url: localizedUrl(locale, t.path as string),
      })),
  blog: async (payload, locale) =>
    (await findAll(payload, 'blog-posts', locale, ['title', 'path', 'intro', 'content', 'date']))
      .filter((p) => p.title && p.path)
      .map((p) => ({
        id: `blog:${p.id}`,
        kind: 'blog',
        title: p.title,
        text: joinText(p.intro, lexicalText(p.content)),
        url: localizedUrl(locale, p.path as string),
        date: p.date,
      })),
  news: async (payload, locale, links) =>
    (await findAll(payload, 'news', locale, ['title', 'intro', 'date']))
      // Alike the next kind's mapping below by shape only: each kind indexes its own fields.
      .filter((n) => n.title)
      .map((n) => ({
        id: `news:${n.id}`,
        kind: 'news',
        title: n.title,
        text: n.intro ?? '',
        url: links.news ?? localizedUrl(locale, '/'),
        date: n.date,
      })),
  whitepapers: async (payload, locale, links) =>
    (await findAll(payload, 'whitepapers', locale, ['title', 'description']))
      .filter((w) => w.title)
      .map((w) => ({
        id: `whitepapers:${w.id}`,
        kind: 'whitepapers',
        title: w.title,
        text: w.description ?? '',
        url: links.whitepapers ?? localizedUrl(locale, `/whitepaper-dl/${w.id}/`),
      })),
}

/** The search documents of one non-page source in every language. */
export async function loadDocuments(
  payload: Payload,
  source: Exclude<SourceName, 'pages'>,
  links: PageLinks,
): Promise<LocalizedDocuments> {
  const entries = await Promise.all(
    locales.map(
      async (locale) => [locale, await loaders[source](payload, locale, links[locale])] as const,
    ),
  )
  return Object.fromEntries(entries) as LocalizedDocuments
}

/**
 * A cheap summary of a source's published content: how many documents and when the newest one
 * changed. Publishing, unpublishing, editing and deleting all change it.
 */
export async function readFingerprint(payload: Payload, source: SourceName): Promise<string> {
  const result = await payload.find({
    collection: SOURCE_COLLECTIONS[source],
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: false,
    select: { updatedAt: true },
  })
  return `${result.totalDocs}:${(result.docs[0] as { updatedAt?: string } | undefined)?.updatedAt ?? ''}`
}
