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

/** Documents read at a time: the index keeps a small text per document, not the stored one. */
const READ_PAGE = 250

/**
 * Published documents of a collection in one language, without falling back to German text, each
 * turned into its search document (or left out: null) page by page; only the fields the index
 * needs (halves the read time of a thousand seminars). Paging keeps the stored documents, rich
 * text and all, to one page at a time: reading all 4,000 seminars of a large catalogue at once
 * took the heap to about 390 MB for an index of about 40 MB (decision 0026).
 */
async function findAll<T extends CollectionSlug>(
  payload: Payload,
  collection: T,
  locale: Locale,
  fields: string[],
  toDocument: (doc: DataFromCollectionSlug<T>) => SearchDocument | null,
): Promise<SearchDocument[]> {
  const select = Object.fromEntries(fields.map((field) => [field, true]))
  const documents: SearchDocument[] = []
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await payload.find({
      collection,
      locale,
      fallbackLocale: false,
      depth: 0,
      limit: READ_PAGE,
      page,
      sort: 'id',
      overrideAccess: false,
      select: select as never,
    })
    for (const doc of docs as DataFromCollectionSlug<T>[]) {
      const document = toDocument(doc)
      if (document) documents.push(document)
    }
    if (!hasNextPage) return documents
    // Let waiting requests in: SQLite's driver answers each read without yielding.
    await new Promise((resolve) => setImmediate(resolve))
  }
}

type Loader = (
  payload: Payload,
  locale: Locale,
  links: PageLinks[Locale],
) => Promise<SearchDocument[]>

const loaders: Record<Exclude<SourceName, 'pages'>, Loader> = {
  seminars: (payload, locale) =>
    findAll(
      payload,
      'seminars',
      locale,
      ['title', 'subtitle', 'code', 'path', 'description', 'targetGroup', 'contents'],
      (s) =>
        s.title && s.path
          ? {
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
              url: localizedUrl(locale, s.path),
            }
          : null,
    ),
  topics: (payload, locale) =>
    findAll(payload, 'topics', locale, ['title', 'path', 'description'], (t) =>
      t.title && t.path
        ? {
            id: `topics:${t.id}`,
            kind: 'topics',
            title: t.title,
            text: t.description ?? '',
            url: localizedUrl(locale, t.path),
          }
        : null,
    ),
  blog: (payload, locale) =>
    findAll(payload, 'blog-posts', locale, ['title', 'path', 'intro', 'content', 'date'], (p) =>
      p.title && p.path
        ? {
            id: `blog:${p.id}`,
            kind: 'blog',
            title: p.title,
            text: joinText(p.intro, lexicalText(p.content)),
            url: localizedUrl(locale, p.path),
            date: p.date,
          }
        : null,
    ),
  // Alike the next kind's mapping below by shape only: each kind indexes its own fields.
  news: (payload, locale, links) =>
    findAll(payload, 'news', locale, ['title', 'intro', 'date'], (n) =>
      n.title
        ? {
            id: `news:${n.id}`,
            kind: 'news',
            title: n.title,
            text: n.intro ?? '',
            url: links.news ?? localizedUrl(locale, '/'),
            date: n.date,
          }
        : null,
    ),
  whitepapers: (payload, locale, links) =>
    findAll(payload, 'whitepapers', locale, ['title', 'description'], (w) =>
      w.title
        ? {
            id: `whitepapers:${w.id}`,
            kind: 'whitepapers',
            title: w.title,
            text: w.description ?? '',
            url: links.whitepapers ?? localizedUrl(locale, `/whitepaper-dl/${w.id}/`),
          }
        : null,
    ),
}

/** The search documents of one non-page source in every language. */
export async function loadDocuments(
  payload: Payload,
  source: Exclude<SourceName, 'pages'>,
  links: PageLinks,
): Promise<LocalizedDocuments> {
  // One language after the other: each reads its pages on its own.
  const documents: Partial<LocalizedDocuments> = {}
  for (const locale of locales)
    documents[locale] = await loaders[source](payload, locale, links[locale])
  return documents as LocalizedDocuments
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
