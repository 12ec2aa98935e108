import type { MetadataRoute } from 'next'
import type { Payload } from 'payload'

import { type Locale, localizedUrls, locales } from '@/i18n/locales'

import { fixedRoutePaths, INDEXABLE_FIXED_ROUTES } from './fixed-routes'
import { isIndexablePage } from './indexing'
import { absolutePageUrl, languageAlternates, type LocalizedPaths } from './urls'

/** Something with a public URL in one or more languages. */
export type SitemapSource = { urls: LocalizedPaths; lastModified?: string | null }

/**
 * One <url> per language version; each names every version of the same document (and
 * x-default), as search engines expect hreflang to be confirmed from every side.
 */
export function sitemapEntries(sources: SitemapSource[]): MetadataRoute.Sitemap {
  const entries: MetadataRoute.Sitemap = []
  for (const source of sources) {
    const languages = languageAlternates(source.urls)
    for (const locale of locales) {
      const url = source.urls[locale]
      if (!url) continue
      entries.push({
        url: absolutePageUrl(url),
        ...(source.lastModified ? { lastModified: source.lastModified } : {}),
        alternates: { languages },
      })
    }
  }
  return entries.sort((a, b) => a.url.localeCompare(b.url))
}

type RoutedDoc = { path?: unknown; updatedAt: string; isNotFoundPage?: boolean | null }

/**
 * Published documents of a collection with their paths in every language (anonymous access: no
 * drafts).
 */
async function publishedDocs(
  payload: Payload,
  collection: 'pages' | 'blog-posts' | 'seminars' | 'topics' | 'trainers',
): Promise<RoutedDoc[]> {
  const { docs } = await payload.find({
    collection,
    locale: 'all',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    select:
      collection === 'pages'
        ? { path: true, updatedAt: true, isNotFoundPage: true }
        : { path: true, updatedAt: true },
  })
  return docs as RoutedDoc[]
}

/** Localized paths as stored with locale 'all' ({de: '/kontakt/', en: '/contact-us/'}). */
function pathsOf(doc: RoutedDoc): Partial<Record<Locale, string | null>> {
  return doc.path && typeof doc.path === 'object'
    ? (doc.path as Partial<Record<Locale, string | null>>)
    : {}
}

/** Drops the language versions of a CMS page that must not be indexed. */
function indexablePaths(doc: RoutedDoc): Partial<Record<Locale, string | null>> {
  const paths = pathsOf(doc)
  return Object.fromEntries(
    locales.map((l) => [
      l,
      paths[l] && isIndexablePage({ path: paths[l], isNotFoundPage: doc.isNotFoundPage }, l)
        ? paths[l]
        : null,
    ]),
  )
}

/**
 * Every indexable public page of the site: published CMS pages, blog articles, seminars,
 * topics and trainer profiles with their paths in the languages they exist in, plus the indexable
 * fixed routes. Uncached; see features/seo/queries.ts for the cached read the routes use.
 */
export async function sitemapSources(payload: Payload): Promise<SitemapSource[]> {
  const [pages, posts, seminars, topics, trainers] = await Promise.all([
    publishedDocs(payload, 'pages'),
    publishedDocs(payload, 'blog-posts'),
    publishedDocs(payload, 'seminars'),
    publishedDocs(payload, 'topics'),
    publishedDocs(payload, 'trainers'),
  ])
  return [
    ...pages.map((doc) => ({
      urls: localizedUrls(indexablePaths(doc)),
      lastModified: doc.updatedAt,
    })),
    ...[...posts, ...seminars, ...topics, ...trainers].map((doc) => ({
      urls: localizedUrls(pathsOf(doc)),
      lastModified: doc.updatedAt,
    })),
    ...INDEXABLE_FIXED_ROUTES.map((href) => ({ urls: fixedRoutePaths(href) })),
  ]
}

/** The sitemap's entries, uncached: one per indexable page and language. */
export async function buildSitemap(payload: Payload): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(await sitemapSources(payload))
}
