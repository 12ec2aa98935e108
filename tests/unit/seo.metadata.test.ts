import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { shareImageOf } from '@/features/seo/images'
import { buildMetadata, type SeoInput } from '@/features/seo/build-metadata'
import type { Media } from '@/payload-types'

const SITE = 'https://seminare.example'

const image = {
  id: 3,
  alt: 'Seminarraum mit Flipchart',
  url: `${SITE}/api/media/file/seminar-room.jpg/`,
  mimeType: 'image/jpeg',
  width: 1600,
  height: 1000,
  sizes: {
    w1200: { url: `${SITE}/api/media/file/seminar-room-1200x750.jpg/`, width: 1200, height: 750 },
  },
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
} as Media

const base: SeoInput = {
  locale: 'de',
  title: 'Kontakt',
  description: 'So erreichen Sie das Institut.',
  urls: { de: '/kontakt/', en: '/en/contact-us/' },
  siteName: 'Institut für Führung Münster',
}

describe('page metadata for search engines and link previews', () => {
  beforeEach(() => {
    process.env.SITE_URL = SITE
  })
  afterEach(() => {
    delete process.env.SITE_URL
    delete process.env.IMAGE_BASE_URL
  })

  it('names the page’s own absolute URL as canonical, in each language', () => {
    expect(buildMetadata(base).alternates?.canonical).toBe(`${SITE}/kontakt/`)
    expect(buildMetadata({ ...base, locale: 'en' }).alternates?.canonical).toBe(
      `${SITE}/en/contact-us/`,
    )
  })

  it('adds the trailing slash every public URL has, also to fixed routes given without one', () => {
    const metadata = buildMetadata({ ...base, urls: { de: '/suche', en: '/en/search' } })
    expect(metadata.alternates?.canonical).toBe(`${SITE}/suche/`)
    expect(metadata.alternates?.languages).toMatchObject({ en: `${SITE}/en/search/` })
  })

  it('links both language versions and points x-default at the German one', () => {
    for (const locale of ['de', 'en'] as const) {
      expect(buildMetadata({ ...base, locale }).alternates?.languages).toEqual({
        de: `${SITE}/kontakt/`,
        en: `${SITE}/en/contact-us/`,
        'x-default': `${SITE}/kontakt/`,
      })
    }
  })

  it('names no English alternate for a page that has no English version', () => {
    const metadata = buildMetadata({ ...base, urls: { de: '/nur-deutsch/', en: null } })
    expect(metadata.alternates?.languages).toEqual({
      de: `${SITE}/nur-deutsch/`,
      'x-default': `${SITE}/nur-deutsch/`,
    })
    expect(metadata.openGraph).toMatchObject({ locale: 'de_DE', alternateLocale: [] })
  })

  it('lets x-default fall back to the only version of an English-only page', () => {
    const metadata = buildMetadata({
      ...base,
      locale: 'en',
      urls: { de: null, en: '/en/english-only/' },
    })
    expect(metadata.alternates?.languages).toEqual({
      en: `${SITE}/en/english-only/`,
      'x-default': `${SITE}/en/english-only/`,
    })
  })

  it('gives Open Graph the title, description, absolute URL, site name and both locales', () => {
    const metadata = buildMetadata({ ...base, locale: 'en', title: 'Contact' })
    expect(metadata.openGraph).toMatchObject({
      type: 'website',
      title: 'Contact',
      description: 'So erreichen Sie das Institut.',
      url: `${SITE}/en/contact-us/`,
      siteName: 'Institut für Führung Münster',
      locale: 'en_GB',
      alternateLocale: ['de_DE'],
    })
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: 'Contact' })
  })

  it('shares the page’s image in its 1200-pixel size as an absolute URL', () => {
    const metadata = buildMetadata({ ...base, image: shareImageOf(image) })
    expect(metadata.openGraph?.images).toEqual([
      {
        url: `${SITE}/api/media/file/seminar-room-1200x750.jpg`,
        width: 1200,
        height: 750,
        alt: 'Seminarraum mit Flipchart',
      },
    ])
    expect(metadata.twitter).toMatchObject({
      images: [`${SITE}/api/media/file/seminar-room-1200x750.jpg`],
    })
  })

  it('keeps image URLs on a configured image host', () => {
    process.env.IMAGE_BASE_URL = 'https://cdn.example'
    expect(shareImageOf(image)?.url).toBe(
      'https://cdn.example/api/media/file/seminar-room-1200x750.jpg',
    )
  })

  it('falls back to the original upload, and to the site’s own image when a page has none', () => {
    expect(shareImageOf({ ...image, sizes: {} })?.url).toBe(
      `${SITE}/api/media/file/seminar-room.jpg`,
    )
    expect(shareImageOf({ ...image, mimeType: 'application/pdf' })).toBeNull()
    expect(shareImageOf(7)).toBeNull()
    const metadata = buildMetadata({ ...base, image: null })
    expect(metadata.openGraph?.images).toEqual([
      {
        url: `${SITE}/og-default.png`,
        width: 1200,
        height: 630,
        alt: 'Institut für Führung Münster',
      },
    ])
  })

  it('marks articles with their dates', () => {
    const metadata = buildMetadata({
      ...base,
      type: 'article',
      publishedTime: '2026-03-02T00:00:00.000Z',
      modifiedTime: '2026-03-05T10:00:00.000Z',
    })
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-03-02T00:00:00.000Z',
      modifiedTime: '2026-03-05T10:00:00.000Z',
    })
  })

  it('cuts long descriptions to what a result snippet shows', () => {
    const description = buildMetadata({
      ...base,
      description: `${'Führung '.repeat(40)}\n`,
    }).description
    expect(description).toHaveLength(200)
    expect(description?.endsWith('…')).toBe(true)
  })

  it('titles the home page without the site-name template', () => {
    expect(
      buildMetadata({ ...base, title: 'Institut für Führung Münster', absoluteTitle: true }).title,
    ).toEqual({ absolute: 'Institut für Führung Münster' })
    expect(buildMetadata(base).title).toBe('Kontakt')
  })

  it('keeps private pages out of the index and names no canonical for them', () => {
    const metadata = buildMetadata({ ...base, indexable: false })
    expect(metadata.robots).toEqual({ index: false, follow: true })
    expect(metadata.alternates).toBeUndefined()
    expect(metadata.openGraph).not.toHaveProperty('url', expect.anything())
    expect(buildMetadata(base).robots).toBeUndefined()
  })
})
