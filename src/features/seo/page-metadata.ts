import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { getSiteSettings } from '@/features/site/queries'
import { isLocale, type Locale } from '@/i18n/locales'
import { fixedRouteUrls } from '@/i18n/navigation'
import type { BlogPost, Media, Page } from '@/payload-types'

import { isIndexablePage } from './indexing'
import { shareImageOf } from './images'
import { buildMetadata, type SeoInput } from './build-metadata'
import { type LocalizedPaths, withTrailingSlash } from './urls'

/**
 * buildMetadata with the institute's name from the site settings (cached with the layout's
 * globals).
 */
export async function seoMetadata(input: Omit<SeoInput, 'siteName'>): Promise<Metadata> {
  const settings = await getSiteSettings(input.locale)
  return buildMetadata({ ...input, siteName: settings.organisation })
}

/**
 * A CMS page: its SEO fields, else its title; the home page is titled with the institute's name
 * alone.
 */
export async function cmsPageMetadata(
  page: Page,
  locale: Locale,
  urls: LocalizedPaths,
): Promise<Metadata> {
  const isHome = page.path === '/'
  const settings = isHome && !page.seo?.title ? await getSiteSettings(locale) : null
  return seoMetadata({
    locale,
    title: page.seo?.title || settings?.organisation || page.title,
    absoluteTitle: isHome,
    description: page.seo?.description,
    urls,
    image: shareImageOf(page.seo?.image),
    indexable: isIndexablePage(page, locale),
  })
}

/** A blog article: its introduction as description, its image, Open Graph type article. */
export function articleMetadata(
  post: BlogPost,
  locale: Locale,
  urls: LocalizedPaths,
): Promise<Metadata> {
  return seoMetadata({
    locale,
    title: post.title,
    description: post.intro,
    urls,
    image: shareImageOf(post.image),
    type: 'article',
    publishedTime: post.date,
    modifiedTime: post.updatedAt,
  })
}

/** A seminar or topic page. */
export function catalogueMetadata(
  doc: { title: string; description?: string | null; image?: Media | number | null },
  locale: Locale,
  urls: LocalizedPaths,
): Promise<Metadata> {
  return seoMetadata({
    locale,
    title: doc.title,
    description: doc.description,
    urls,
    image: shareImageOf(doc.image),
  })
}

type FixedHref = Parameters<typeof fixedRouteUrls>[0]

/** A fixed application route (search, cart, booking …) in both languages. */
export function fixedRouteMetadata(
  href: FixedHref,
  input: Omit<SeoInput, 'siteName' | 'urls'>,
): Promise<Metadata> {
  const urls = fixedRouteUrls(href)
  return seoMetadata({
    ...input,
    urls: { de: withTrailingSlash(urls.de), en: withTrailingSlash(urls.en) },
  })
}

/**
 * generateMetadata of a test page (/test/…): the title from the namespace's `metaTitle`, and not
 * for search engines.
 */
export function testPageMetadata(namespace: 'chat.page' | 'embeds.standorte') {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    const t = await getTranslations({ locale, namespace })
    return { title: t('metaTitle'), robots: { index: false, follow: true } }
  }
}
