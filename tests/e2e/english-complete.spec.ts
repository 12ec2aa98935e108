import type { APIRequestContext, Page } from '@playwright/test'

import { readSitemap, sitemapLocations } from '../helpers/sitemap'
import { expect, test } from './fixtures'
import { bookFirstDateFromTopic, demo } from './helpers'

/**
 * Every English page of the demo speaks English: each URL of the sitemap under /en/ (pages,
 * articles, seminars, topics, programmes, trainers) and the routes the sitemap leaves out (cart
 * and booking with a date in the cart, the programme assistant, login, the portal as the demo
 * customer, search, bookmarks, the 404 screen) is searched for words only German has: the visible
 * text and what screen readers read from attributes (aria-label, alt, title, placeholder). Parts
 * marked lang="de" (the language switch's "Deutsch", reviews written in German) are left out, and
 * so are the proper names below: the institute, places and German publications cited by title.
 */
const GERMAN_ONLY = [
  'und',
  'der',
  'die',
  'das',
  'dem',
  'des',
  'Der',
  'Die',
  'Das',
  'mit',
  'für',
  'Für',
  'oder',
  'nicht',
  'ist',
  'sind',
  'wird',
  'auf',
  'ein',
  'eine',
  'zum',
  'zur',
  'bei',
  'noch',
  'Sie',
  'Ihre',
  'Ihr',
  'Ihnen',
  'wir',
  'Wir',
  'unsere',
  'bitte',
  'Bitte',
  'zzgl',
  'inkl',
  'Uhr',
  'Termin',
  'Termine',
  'Buchung',
  'buchen',
  'Warenkorb',
  'Merkzettel',
  'Warteliste',
  'Anmeldung',
  'Anmelden',
  'Passwort',
  'Seminare',
  'Tage',
  'Plätze',
  'frei',
  'ausgebucht',
  'Zurück',
  'Weiter',
  'mehr',
  'Mehr',
  'Jetzt',
  'Inhalte',
  'Zielgruppe',
  'Veranstaltungsort',
  'Karte',
  'öffnen',
  'anzeigen',
  'Startseite',
  'Suche',
  'Datenschutzerklärung',
]
const GERMAN = new RegExp(`(?<![\\p{L}-])(${GERMAN_ONLY.join('|')})(?![\\p{L}-])`, 'gu')

/** German proper names the English pages keep. */
const PROPER_NAMES = [
  'Institut für Führung Münster',
  'Institut für Führung',
  'Frankfurt am Main',
  'Stadtwerke an der Ems',
  'Wirtschaft im Münsterland',
  'Zeitschrift für Organisationsentwicklung',
  'Personalführung heute',
  // German titles of articles and books, cited with their English translation in brackets.
  'Feedback, das ankommt',
  'Das erste Jahr als Führungskraft',
]

/** The German words in `text`, each with a little context; [] when there are none. */
function germanIn(text: string): string[] {
  const cleaned = PROPER_NAMES.reduce((rest, name) => rest.split(name).join(' '), text)
  return [...cleaned.matchAll(GERMAN)].map((match) => {
    const at = match.index ?? 0
    return `“…${cleaned.slice(Math.max(0, at - 40), at + 40).trim()}…”`
  })
}

const ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder']

/** The text of served HTML: visible text and read-out attributes, without scripts and lang="de". */
function textOfHtml(html: string): string {
  const body = html
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<(\w+)[^>]*\blang="de"[^>]*>[\s\S]*?<\/\1>/gi, ' ')
  const attributes = [...body.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map(
    ([, value]) => value,
  )
  return [body.replace(/<[^>]+>/g, ' '), ...attributes]
    .join(' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
}

/** The page as the browser shows it now: text nodes and read-out attributes, outside lang="de". */
function textOfPage(page: Page): Promise<string> {
  return page.evaluate((attributes) => {
    const skipped = (el: Element | null) =>
      !el || Boolean(el.closest('script, style, noscript, template, [lang="de"]'))
    const parts = [document.title]
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!skipped(node.parentElement)) parts.push(node.nodeValue ?? '')
    for (const el of document.body.querySelectorAll(attributes.map((a) => `[${a}]`).join(',')))
      if (!skipped(el)) for (const a of attributes) parts.push(el.getAttribute(a) ?? '')
    return parts.join(' ').replace(/\s+/g, ' ')
  }, ATTRIBUTES)
}

async function englishSitemapPaths(request: APIRequestContext): Promise<string[]> {
  const { files } = await readSitemap(request)
  return files
    .flatMap(sitemapLocations)
    .map((location) => new URL(location).pathname)
    .filter((path) => path.startsWith('/en/'))
}

/** Records the German found on the page open now under its path. */
async function scanOpenPage(page: Page, found: string[]): Promise<void> {
  await page.waitForLoadState('networkidle')
  const path = new URL(page.url()).pathname + new URL(page.url()).search
  for (const hit of germanIn(await textOfPage(page))) found.push(`${path}: ${hit}`)
}

test('every English page of the sitemap is free of German words', async ({ request }) => {
  test.setTimeout(300_000)
  const paths = await englishSitemapPaths(request)
  expect(paths.length).toBeGreaterThan(20)
  for (const kind of ['/en/seminars/', '/en/seminar-topics/', '/en/blog/', '/en/trainers/'])
    expect(
      paths.some((path) => path.startsWith(kind) && path !== kind),
      kind,
    ).toBe(true)
  const found: string[] = []
  for (const path of paths) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    for (const hit of germanIn(textOfHtml(await response.text()))) found.push(`${path}: ${hit}`)
  }
  expect(found, `German words on English pages:\n${found.join('\n')}`).toEqual([])
})

test('the English routes outside the sitemap are free of German words, also with a cart and logged in', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const found: string[] = []
  const fixed = [
    '/en/login/',
    '/en/login/forgot-password/',
    '/en/search/?q=leadership',
    '/en/knowledge-center/search/?q=feedback',
    // The finder's results render in the browser.
    '/en/seminars/find-your-seminar/',
    '/en/bookmarks/',
    '/en/cart/',
    '/en/newsletter-confirmation/',
    '/en/date-alert/',
    '/en/waiting-list/offer/',
  ]
  for (const path of fixed) {
    await page.goto(path)
    await scanOpenPage(page, found)
  }

  const missing = await page.goto('/en/no-such-page-here/')
  expect(missing?.status()).toBe(404)
  await scanOpenPage(page, found)

  // A date in the cart: the cart and the booking form with their items.
  await bookFirstDateFromTopic(page, {
    topic: '/en/seminar-topics/leadership/',
    cardBook: /^Book a date/,
    book: /^Book the date/,
    toCart: 'Go to cart',
  })
  await expect(page).toHaveURL(/\/en\/cart\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await scanOpenPage(page, found)
  await page.goto('/en/booking/')
  await expect(page).toHaveURL(/\/en\/booking\/$/)
  await scanOpenPage(page, found)

  // The programme assistant with a programme chosen (its modules render in the browser).
  await page.goto('/en/development-programmes/assistent/')
  await page.getByRole('link', { name: 'Put the programme together' }).first().click()
  await expect(page.getByRole('heading', { name: 'Choose the modules' })).toBeVisible()
  await scanOpenPage(page, found)

  // The portal as the demo customer, who has bookings, certificates and recommendations.
  const login = await page.request.post('/api/customers/login/', {
    data: { email: demo.customer.email, password: demo.customer.password },
    headers: { Origin: baseURL! },
  })
  expect(login.status()).toBe(200)
  for (const path of ['', 'seminare/', 'empfehlungen/', 'erfolge/', 'profil/']) {
    await page.goto(`/en/kundenportal/${path}`)
    await expect(page).toHaveURL(new RegExp(`/en/kundenportal/${path}$`))
    await scanOpenPage(page, found)
  }
  expect(found, `German words on English pages:\n${found.join('\n')}`).toEqual([])
})

test('the English programme overview shows modules, next dates, fees and the way to book', async ({
  page,
}) => {
  await page.goto('/en/development-programmes/')
  await page.getByRole('link', { name: 'booking assistant' }).click()
  await expect(page).toHaveURL(/\/en\/development-programmes\/assistent\/$/)
  const programmes = page.getByTestId('programme')
  expect(await programmes.count()).toBeGreaterThan(0)
  for (const programme of await programmes.all()) {
    const modules = programme.getByTestId('programme-modules').locator(':scope > li')
    expect(await modules.count()).toBeGreaterThan(0)
    await expect(programme.getByText(/next date \d/).first()).toBeVisible()
    await expect(programme.getByText(/^€[\d,]+\.\d\d$/)).toBeVisible()
    await expect(
      programme.getByRole('link', { name: 'Put the programme together' }),
    ).toHaveAttribute('href', /\/en\/development-programmes\/assistent\/\?programm=\d+$/)
  }
})
