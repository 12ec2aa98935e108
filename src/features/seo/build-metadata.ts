import type { Metadata } from 'next'

import { type Locale, locales } from '@/i18n/locales'

import { OG_LOCALE } from './constants'
import { defaultShareImage, type ShareImage } from './images'
import { absolutePageUrl, languageAlternates, type LocalizedPaths } from './urls'

export type SeoInput = {
  locale: Locale
  /** The page's own title: <title> (with the site's template), og:title, twitter:title. */
  title: string
  /** <title> exactly as given, without the site name appended (the home page). */
  absoluteTitle?: boolean
  description?: string | null
  /** The page's site-relative URL in each language; null or missing where it has no version. */
  urls: LocalizedPaths
  /** Its own image; the site's default share image otherwise. */
  image?: ShareImage | null
  type?: 'website' | 'article'
  publishedTime?: string | null
  modifiedTime?: string | null
  /**
   * false: kept out of search results (links still followed); such a page names no canonical URL.
   */
  indexable?: boolean
  /** The institute's name (og:site_name). */
  siteName: string
}

/**
 * Search results show about this much of a description; longer texts (topic descriptions) are cut.
 */
const DESCRIPTION_MAX = 200

function clip(text: string | null | undefined): string | undefined {
  const clean = text?.replace(/\s+/g, ' ').trim()
  if (!clean) return undefined
  return clean.length > DESCRIPTION_MAX
    ? `${clean.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`
    : clean
}

/**
 * Metadata of a public page: canonical URL and hreflang alternates (only for languages the page
 * exists in), Open Graph and Twitter card with an absolute image, or noindex for private pages.
 */
export function buildMetadata(input: SeoInput): Metadata {
  const { locale, title, siteName } = input
  const description = clip(input.description)
  const indexable = input.indexable ?? true
  const ownUrl = input.urls[locale]
  const canonical = indexable && ownUrl ? absolutePageUrl(ownUrl) : undefined
  const otherLocales = locales.filter((l) => l !== locale && input.urls[l])
  const image = input.image ?? defaultShareImage(siteName)
  const images = [
    { url: image.url, width: image.width, height: image.height, alt: image.alt ?? title },
  ]

  const openGraph = {
    title,
    description,
    siteName,
    locale: OG_LOCALE[locale],
    alternateLocale: otherLocales.map((l) => OG_LOCALE[l]),
    url: canonical,
    images,
  }

  return {
    title: input.absoluteTitle ? { absolute: title } : title,
    description,
    alternates: canonical ? { canonical, languages: languageAlternates(input.urls) } : undefined,
    robots: indexable ? undefined : { index: false, follow: true },
    openGraph:
      input.type === 'article'
        ? {
            ...openGraph,
            type: 'article',
            publishedTime: input.publishedTime ?? undefined,
            modifiedTime: input.modifiedTime ?? undefined,
          }
        : { ...openGraph, type: 'website' },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
  }
}
