import type { Metadata } from 'next'

import { mediaUrl } from '@/components/ui/CmsImage'
import type { Locale } from '@/i18n/locales'
import type { BlogPost, Media, Page } from '@/payload-types'

import type { LocalizedUrls } from './queries'

/** Title, description, canonical and hreflang alternates, Open Graph for a CMS page. */
export function pageMetadata(page: Page, locale: Locale, urls: LocalizedUrls): Metadata {
  const title = page.seo?.title || page.title
  const description = page.seo?.description || undefined
  const image = typeof page.seo?.image === 'object' && page.seo.image ? mediaUrl(page.seo.image.sizes?.w1200?.url ?? page.seo.image.url) : null
  const languages: Record<string, string> = {}
  if (urls.de) languages.de = urls.de
  if (urls.en) languages.en = urls.en
  if (urls.de) languages['x-default'] = urls.de
  return {
    title: page.path === '/' ? { absolute: title } : title,
    description,
    alternates: { canonical: urls[locale] ?? undefined, languages },
    openGraph: {
      title,
      description,
      locale: locale === 'de' ? 'de_DE' : 'en_GB',
      type: 'website',
      url: urls[locale] ?? undefined,
      images: image ? [{ url: image }] : undefined,
    },
  }
}

/** Metadata of a blog article: its title and introduction, canonical and alternates, article type. */
export function articleMetadata(post: BlogPost, locale: Locale, urls: LocalizedUrls): Metadata {
  const base = pageMetadata(
    { ...(post as unknown as Page), title: post.title, path: post.path, seo: { description: post.intro, image: post.image } },
    locale,
    urls,
  )
  return { ...base, openGraph: { ...base.openGraph, type: 'article', publishedTime: post.date } }
}

/** Metadata of a seminar or topic page: its title, a short description, image, canonical and alternates. */
export function catalogueMetadata(
  doc: { title: string; path?: string | null; description?: string | null; image?: Media | number | null },
  locale: Locale,
  urls: LocalizedUrls,
): Metadata {
  return pageMetadata({ title: doc.title, path: doc.path, seo: { description: doc.description || null, image: doc.image ?? null } } as Page, locale, urls)
}
