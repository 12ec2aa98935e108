import type { APIRequestContext, Page } from '@playwright/test'

import { readSitemap } from '../helpers/sitemap'
import { expect, test } from './fixtures'

type Alternates = Record<string, string>
type SitemapUrl = { loc: string; alternates: Alternates }

/** A sitemap file's <url> entries: each location with its hreflang links. */
function parseSitemap(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '',
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
        (m) => [m[1], m[2]],
      ),
    ),
  }))
}

/** Every <url> entry of the sitemap: of each file the index at /sitemap.xml lists. */
async function fetchSitemap(request: APIRequestContext): Promise<SitemapUrl[]> {
  return (await readSitemap(request)).files.flatMap(parseSitemap)
}

/**
 * What a search engine reads from a page's head: canonical, hreflang links, Open Graph, JSON-LD
 * types.
 */
async function seoOf(page: Page) {
  const canonical = page.locator('link[rel="canonical"]')
  await expect(canonical, `one canonical on ${page.url()}`).toHaveCount(1)
  const alternates: Alternates = Object.fromEntries(
    await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
      ),
  )
  const og = (property: string) =>
    page.locator(`meta[property="${property}"]`).first().getAttribute('content')
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  return {
    canonical: await canonical.getAttribute('href'),
    alternates,
    ogTitle: await og('og:title'),
    ogUrl: await og('og:url'),
    ogImage: await og('og:image'),
    jsonLdTypes: jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type']),
  }
}

/** A seminar page's German path: the first card of the demo topic every language has. */
async function seminarPath(page: Page): Promise<string> {
  await page.goto('/seminarthemen/fuehrung/')
  const href = await page
    .getByTestId('seminar-cards')
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .first()
    .getAttribute('href')
  expect(href).toMatch(/^\/seminare\/.+\/$/)
  return href!
}

const PAGES = [
  { name: 'home page', de: async () => '/', jsonLd: 'EducationalOrganization' },
  { name: 'CMS page', de: async () => '/kontakt/', jsonLd: null },
  { name: 'seminar page', de: seminarPath, jsonLd: 'Course' },
  { name: 'blog article', de: async () => '/blog/feedback-das-ankommt/', jsonLd: null },
] as const

// Alike security-headers.spec.ts by shape only: each test reads its own file or header.
test('robots.txt lets crawlers in, keeps them out of private areas and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const text = await response.text()
  expect(text).toMatch(/^User-Agent: \*$/im)
  expect(text).toMatch(/^Allow: \/$/m)
  // The unit test of robotsRules lists the same paths: this one proves the file actually served.
  for (const path of [
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
  ]) {
    expect(text).toContain(`Disallow: ${path}\n`)
  }
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('the sitemap lists public pages in both languages with their alternates, and nothing private', async ({
  request,
  baseURL,
}) => {
  // /sitemap.xml is an index of paged files (at most 1,000 entries each; the demo fits in one).
  const { index, files } = await readSitemap(request)
  expect(index).toContain(`<loc>${baseURL}/sitemap/0.xml</loc>`)
  for (const file of files) {
    expect(file).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
    expect(parseSitemap(file).length).toBeLessThanOrEqual(1000)
  }
  expect((await request.get(`/sitemap/${files.length}.xml`)).status()).toBe(404)
  const urls = files.flatMap(parseSitemap)
  const locs = urls.map((u) => u.loc)
  for (const path of [
    '/',
    '/en/',
    '/kontakt/',
    '/en/contact-us/',
    '/seminarthemen/fuehrung/',
    '/en/seminar-topics/leadership/',
    '/blog/feedback-das-ankommt/',
  ]) {
    expect(locs).toContain(`${baseURL}${path}`)
  }
  for (const loc of locs) {
    expect(loc).toMatch(new RegExp(`^${baseURL}/.*/$|^${baseURL}/$`))
    expect(loc).not.toMatch(
      /\/(kundenportal|login|warenkorb|cart|buchung|booking|test|merkzettel|bookmarks)\//,
    )
  }
  const contact = urls.find((u) => u.loc === `${baseURL}/en/contact-us/`)
  expect(contact?.alternates).toEqual({
    de: `${baseURL}/kontakt/`,
    en: `${baseURL}/en/contact-us/`,
    'x-default': `${baseURL}/kontakt/`,
  })
})

for (const target of PAGES) {
  test(`${target.name}: one canonical, hreflang pairs, Open Graph and structured data in both languages`, async ({
    page,
    request,
    baseURL,
  }) => {
    const dePath = await target.de(page)
    await page.goto(dePath)
    const de = await seoOf(page)
    expect(de.canonical).toBe(`${baseURL}${dePath}`)
    const enUrl = de.alternates.en
    expect(enUrl).toMatch(new RegExp(`^${baseURL}/en/.*/$|^${baseURL}/en/$`))
    expect(de.alternates).toEqual({ de: de.canonical, en: enUrl, 'x-default': de.canonical })

    await page.goto(enUrl!)
    const en = await seoOf(page)
    expect(en.canonical).toBe(enUrl)
    // The English version points back at the same pair.
    expect(en.alternates).toEqual(de.alternates)

    const sitemap = await fetchSitemap(request)
    for (const version of [de, en]) {
      expect(version.ogTitle).toBeTruthy()
      expect(version.ogUrl).toBe(version.canonical)
      expect(version.ogImage).toMatch(/^https?:\/\//)
      const image = await request.get(version.ogImage!)
      expect(image.status()).toBe(200)
      expect(image.headers()['content-type']).toMatch(/^image\//)
      if (target.jsonLd) expect(version.jsonLdTypes).toContain(target.jsonLd)
      expect(sitemap.find((u) => u.loc === version.canonical)?.alternates).toEqual(de.alternates)
    }
  })
}

test('the organisation data on the home page names the institute, its address and logo', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/en/')
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text),
  )
  const organisation = blocks.find((b) => b['@type'] === 'EducationalOrganization')
  expect(organisation).toMatchObject({
    url: `${baseURL}/en/`,
    address: { '@type': 'PostalAddress', addressLocality: expect.any(String) },
  })
  expect(organisation.name).toBeTruthy()
  expect(organisation.telephone).toBeTruthy()
  expect((await request.get(organisation.logo)).status()).toBe(200)
})

test('a seminar’s dates are events with place, dates, offer and organiser', async ({ page }) => {
  await page.goto(await seminarPath(page))
  const course = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text))
    .find((b) => b['@type'] === 'Course')
  expect(course.hasCourseInstance.length).toBeGreaterThan(0)
  for (const instance of course.hasCourseInstance) {
    // A live-online date is a virtual event (a blended one mixed): the date's format decides.
    const online = instance.eventAttendanceMode === 'https://schema.org/OnlineEventAttendanceMode'
    expect(instance).toMatchObject({
      '@type': 'CourseInstance',
      eventAttendanceMode: expect.stringMatching(
        /^https:\/\/schema\.org\/(Offline|Online|Mixed)EventAttendanceMode$/,
      ),
      eventStatus: 'https://schema.org/EventScheduled',
      organizer: { '@type': 'Organization' },
      offers: {
        '@type': 'Offer',
        price: expect.any(Number),
        availability: expect.stringMatching(
          /^https:\/\/schema\.org\/(InStock|LimitedAvailability|SoldOut)$/,
        ),
      },
    })
    expect(instance.endDate >= instance.startDate).toBe(true)
    if (online) expect(instance.location).toMatchObject({ '@type': 'VirtualLocation' })
    if (instance.eventAttendanceMode.endsWith('/OfflineEventAttendanceMode'))
      expect(instance.location).toMatchObject({
        '@type': 'Place',
        address: { '@type': 'PostalAddress' },
      })
  }
})

test('private and missing pages are kept out of the index', async ({ page }) => {
  for (const path of ['/warenkorb/', '/en/booking/', '/seite-gibt-es-nicht/']) {
    await page.goto(path)
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
  }
})
