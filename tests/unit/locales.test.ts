import { describe, expect, it } from 'vitest'

import { isLocale, localizedUrl } from '@/i18n/locales'

// Alike blocks.video.consent.test.tsx by shape only: each test checks its own module.
describe('locales', () => {
  it('accepts only de and en', () => {
    expect(isLocale('de')).toBe(true)
    expect(isLocale('en')).toBe(true)
    expect(isLocale('fr')).toBe(false)
    expect(isLocale('EN')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
  })

  it('builds public URLs: German without prefix, English under /en/', () => {
    expect(localizedUrl('de', '/')).toBe('/')
    expect(localizedUrl('en', '/')).toBe('/en/')
    expect(localizedUrl('de', '/kontakt/')).toBe('/kontakt/')
    expect(localizedUrl('en', '/contact-us/')).toBe('/en/contact-us/')
  })
})

describe('a document’s URLs in every language', () => {
  it('has a URL per language with a path and null where there is none', async () => {
    const { localizedUrls } = await import('@/i18n/locales')
    expect(localizedUrls({ de: '/kontakt/', en: '/contact-us/' })).toEqual({
      de: '/kontakt/',
      en: '/en/contact-us/',
    })
    expect(localizedUrls({ de: '/nur-deutsch/', en: null })).toEqual({
      de: '/nur-deutsch/',
      en: null,
    })
  })
})
