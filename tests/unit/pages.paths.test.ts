import { describe, expect, it } from 'vitest'

import { normalisePath, segmentsToPath, splitLocalePath } from '@/features/pages/paths'

describe('CMS paths from URLs', () => {
  it('maps the catch-all segments to a path with leading and trailing slash', () => {
    expect(segmentsToPath(undefined)).toBe('/')
    expect(segmentsToPath([])).toBe('/')
    expect(segmentsToPath(['kontakt'])).toBe('/kontakt/')
    expect(segmentsToPath(['kontakt', 'newsletter'])).toBe('/kontakt/newsletter/')
  })

  it('decodes escaped characters and lower-cases, but survives malformed escapes', () => {
    expect(segmentsToPath(['%C3%BCber-uns'])).toBe('/über-uns/')
    expect(segmentsToPath(['Kontakt'])).toBe('/kontakt/')
    expect(segmentsToPath(['%E0%A4%A'])).toBe('/%e0%a4%a/')
  })

  it('normalises raw request paths: slashes, query and fragment', () => {
    expect(normalisePath('kontakt')).toBe('/kontakt/')
    expect(normalisePath('//kontakt//newsletter')).toBe('/kontakt/newsletter/')
    expect(normalisePath('/kontakt/?a=1#x')).toBe('/kontakt/')
    expect(normalisePath('')).toBe('/')
  })

  it('splits the English prefix off and keeps German paths as they are', () => {
    expect(splitLocalePath('/en/contact-us/')).toEqual({ locale: 'en', path: '/contact-us/' })
    expect(splitLocalePath('/en/')).toEqual({ locale: 'en', path: '/' })
    expect(splitLocalePath('/kontakt/')).toEqual({ locale: 'de', path: '/kontakt/' })
    // German has no prefix: '/de/…' is not a language prefix for the content endpoint.
    expect(splitLocalePath('/de/kontakt/')).toEqual({ locale: 'de', path: '/de/kontakt/' })
  })
})
