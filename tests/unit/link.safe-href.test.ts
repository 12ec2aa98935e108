import { describe, expect, it } from 'vitest'

import { checkHref as validateHref, isSafeHref } from '@/fields/link'
import { telHref } from '@/lib/format'

describe('link targets editors may enter', () => {
  it.each([
    '/kontakt/',
    '#anker',
    'https://example.org/x',
    'http://example.org',
    'mailto:info@example.org',
    'tel:+49251123',
  ])('accepts %s', (href) => expect(isSafeHref(href)).toBe(true))

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<b>',
    '//evil.example/',
    'vbscript:x',
    'ftp://x',
    '',
  ])('rejects %s', (href) => expect(isSafeHref(href)).toBe(false))

  it('lets an empty optional field pass and names the rule otherwise', () => {
    expect(validateHref('')).toBe(true)
    expect(validateHref(null)).toBe(true)
    expect(validateHref('javascript:alert(1)')).toMatch(/https:\/\//)
  })

  it('builds tel: links with the spaces removed', () => {
    expect(telHref('+49 251 123 456 0')).toBe('tel:+492511234560')
  })
})
