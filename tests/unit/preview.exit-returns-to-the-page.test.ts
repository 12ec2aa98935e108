import { describe, expect, it } from 'vitest'

import { EXIT_PREVIEW_HREF, returnPath } from '@/features/preview/paths'
import { sitePath } from '@/lib/site-path'

const route = (query = '') => new URL(`http://localhost:3100/api/preview/${query}`)

describe('where the preview route sends the browser', () => {
  it('keeps to site-relative paths', () => {
    expect(sitePath('/kontakt/')).toBe('/kontakt/')
    for (const bad of [
      null,
      undefined,
      '',
      'kontakt/',
      '//evil.example/',
      '/\\evil.example/',
      'https://evil.example/',
    ])
      expect(sitePath(bad), String(bad)).toBe('/')
  })

  it('ends the preview on the page whose bar was clicked (named by the Referer), query included', () => {
    expect(EXIT_PREVIEW_HREF).toBe('/api/preview/?disable=1')
    expect(
      returnPath(route('?disable=1'), 'http://localhost:3100/en/seminars/leading-without-title/'),
    ).toBe('/en/seminars/leading-without-title/')
    expect(returnPath(route('?disable=1'), 'http://localhost:3100/suche/?q=F%C3%BChrung')).toBe(
      '/suche/?q=F%C3%BChrung',
    )
  })

  it('prefers an explicit path, and never leaves the site', () => {
    expect(
      returnPath(route('?disable=1&path=%2Fimpressum%2F'), 'http://localhost:3100/kontakt/'),
    ).toBe('/impressum/')
    expect(returnPath(route('?disable=1&path=%2F%2Fevil.example'), null)).toBe('/')
    // Another host's page gives only its path, on this site.
    expect(returnPath(route('?disable=1'), 'https://evil.example/kontakt/')).toBe('/kontakt/')
    expect(returnPath(route('?disable=1'), 'not a url')).toBe('/')
    expect(returnPath(route('?disable=1'), null)).toBe('/')
    expect(returnPath(route('?disable=1'), 'http://localhost:3100/api/preview/?disable=1')).toBe(
      '/',
    )
  })
})
