import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { fixedRoutePaths } from '@/features/seo/fixed-routes'
import { isIndexablePage } from '@/features/seo/indexing'
import { organizationJsonLd } from '@/features/seo/organization'
import { robotsRules } from '@/features/seo/robots'
import { sitemapEntries } from '@/features/seo/sitemap'
import { serializeJsonLd } from '@/features/seminars/jsonld'

const SITE = 'https://seminare.example'

const settings = {
  organisation: 'Institut für Führung Münster',
  address: {
    street: 'Hafenweg 12',
    addition: 'Speicher 3',
    postcode: '48155',
    city: 'Münster',
    country: 'Deutschland',
  },
  phone: '+49 251 123 456 0',
  email: 'info@ifm-muenster.example',
  social: {
    linkedin: 'https://www.linkedin.com/company/example-ifm',
    xing: '',
    facebook: null,
    instagram: 'https://instagram.example/ifm',
  },
}

beforeEach(() => {
  process.env.SITE_URL = SITE
})
afterEach(() => {
  delete process.env.SITE_URL
})

describe('robots.txt', () => {
  it('keeps crawlers out of admin, APIs, portal, login, cart, booking and test pages in both languages', () => {
    const [rule] = [robotsRules().rules].flat()
    expect(rule).toMatchObject({ userAgent: '*', allow: '/' })
    // The e2e test lists the same paths against the served file; this one pins the rule itself.
    expect(rule?.disallow).toEqual(
      expect.arrayContaining([
        '/admin/',
        '/api/',
        '/kundenportal/',
        '/en/kundenportal/',
        '/login/',
        '/en/login/',
        '/warenkorb/',
        '/en/cart/',
        '/buchung/',
        '/en/booking/',
        '/test/',
        '/en/test/',
      ]),
    )
  })

  it('names the sitemap index by its absolute URL', () => {
    expect(robotsRules().sitemap).toBe(`${SITE}/sitemap.xml`)
  })
})

describe('sitemap entries', () => {
  it('lists each language version once, each naming every version and x-default', () => {
    const entries = sitemapEntries([
      {
        urls: { de: '/kontakt/', en: '/en/contact-us/' },
        lastModified: '2026-04-01T08:00:00.000Z',
      },
    ])
    const languages = {
      de: `${SITE}/kontakt/`,
      en: `${SITE}/en/contact-us/`,
      'x-default': `${SITE}/kontakt/`,
    }
    expect(entries).toEqual([
      {
        url: `${SITE}/en/contact-us/`,
        lastModified: '2026-04-01T08:00:00.000Z',
        alternates: { languages },
      },
      {
        url: `${SITE}/kontakt/`,
        lastModified: '2026-04-01T08:00:00.000Z',
        alternates: { languages },
      },
    ])
  })

  it('gives a page without English one entry and no English alternate', () => {
    const entries = sitemapEntries([{ urls: { de: '/nur-deutsch/', en: null } }])
    expect(entries).toEqual([
      {
        url: `${SITE}/nur-deutsch/`,
        alternates: {
          languages: { de: `${SITE}/nur-deutsch/`, 'x-default': `${SITE}/nur-deutsch/` },
        },
      },
    ])
  })

  it('reads fixed routes from the routing table, with trailing slashes', () => {
    expect(fixedRoutePaths('/search')).toEqual({ de: '/suche/', en: '/en/search/' })
    expect(fixedRoutePaths('/knowledge-center/search')).toEqual({
      de: '/knowledge-center/search/',
      en: '/en/knowledge-center/search/',
    })
  })

  it('leaves out the 404 content page and the personal bookmarks page', () => {
    expect(isIndexablePage({ path: '/kontakt/' }, 'de')).toBe(true)
    expect(isIndexablePage({ path: '/seite-nicht-gefunden/', isNotFoundPage: true }, 'de')).toBe(
      false,
    )
    expect(isIndexablePage({ path: '/merkzettel/' }, 'de')).toBe(false)
    expect(isIndexablePage({ path: '/bookmarks/' }, 'en')).toBe(false)
  })
})

describe('organisation structured data', () => {
  it('describes the institute from the site settings', () => {
    expect(organizationJsonLd(settings, 'en')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      '@id': `${SITE}/#organization`,
      name: 'Institut für Führung Münster',
      url: `${SITE}/en/`,
      logo: `${SITE}/logo.png`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Hafenweg 12, Speicher 3',
        postalCode: '48155',
        addressLocality: 'Münster',
        addressCountry: 'Deutschland',
      },
      telephone: '+49 251 123 456 0',
      email: 'info@ifm-muenster.example',
      sameAs: ['https://www.linkedin.com/company/example-ifm', 'https://instagram.example/ifm'],
    })
  })

  it('leaves sameAs out without social links and stays valid JSON in a script tag', () => {
    const data = organizationJsonLd(
      { ...settings, organisation: 'A </script> B', social: {} },
      'de',
    )
    expect(data).not.toHaveProperty('sameAs')
    expect(data.url).toBe(`${SITE}/`)
    expect(JSON.parse(serializeJsonLd(data)).name).toBe('A </script> B')
  })
})
