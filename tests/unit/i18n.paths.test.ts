import { createNavigation } from 'next-intl/navigation'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fixedRouteUrls, getPathname } from '@/i18n/navigation'
import { type AppPathname, routing } from '@/i18n/routing'

// Our plain getPathname replaces next-intl's createNavigation (which ships a client Link to
// every page); it must give the very same paths as next-intl with the site's trailingSlash: true.
const reference = createNavigation(routing)
const previous = process.env._next_intl_trailing_slash

beforeAll(() => {
  process.env._next_intl_trailing_slash = 'true'
})
afterAll(() => {
  process.env._next_intl_trailing_slash = previous
})

const routes = Object.keys(routing.pathnames) as AppPathname[]

describe('fixed route paths', () => {
  it('match next-intl for every route and language', () => {
    for (const locale of routing.locales) {
      for (const pathname of routes) {
        const href = pathname.includes('[')
          ? { pathname, params: { whitepaperId: '12', token: 'Ab-9_x' } }
          : pathname
        expect(getPathname({ href: href as never, locale }), `${pathname} ${locale}`).toBe(
          reference.getPathname({ href: href as never, locale }),
        )
      }
    }
  })

  it('match next-intl with a query string', () => {
    const href = {
      pathname: '/login',
      query: { return: '/kundenportal/seminare/', x: ['a b', 'ü'] },
    } as const
    for (const locale of routing.locales)
      expect(getPathname({ href, locale })).toBe(reference.getPathname({ href, locale }))
  })

  it('give localized, slash-terminated URLs in both languages', () => {
    expect(fixedRouteUrls('/cart')).toEqual({ de: '/warenkorb/', en: '/en/cart/' })
    expect(getPathname({ href: '/', locale: 'de' })).toBe('/')
  })
})
