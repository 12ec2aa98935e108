import { expect, test } from './fixtures'

/**
 * Every English page of the demo speaks English: each URL of the sitemap under /en/ (pages,
 * articles, seminars, topics, programmes, trainers, the fixed routes it lists) is fetched and its
 * visible text searched for words that only German has. Parts marked lang="de" (the language
 * switch's "Deutsch") are left out; names of places and people may keep their umlauts.
 */
const GERMAN_ONLY = [
  'und',
  'der',
  'die',
  'das',
  'mit',
  'für',
  'oder',
  'nicht',
  'Sie',
  'Ihre',
  'Ihr',
  'wir',
  'zzgl',
  'Termin',
  'Termine',
  'Buchung',
  'buchen',
  'Warenkorb',
  'Anmeldung',
  'Seminare',
  'Tage',
  'Plätze',
  'frei',
  'ausgebucht',
  'Zurück',
  'Weiter',
  'mehr',
  'Jetzt',
  'Inhalte',
  'Zielgruppe',
]
const GERMAN = new RegExp(`(?<![\\p{L}-])(${GERMAN_ONLY.join('|')})(?![\\p{L}-])`, 'u')

/** The visible text of an HTML page, without scripts, styles and parts marked as German. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<(\w+)[^>]*\blang="de"[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

test('every English page of the demo is free of German words', async ({ request }) => {
  test.setTimeout(240_000)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(loc).pathname)
    .filter((path) => path.startsWith('/en/'))
  expect(urls.length).toBeGreaterThan(20)
  const found: string[] = []
  for (const path of urls) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const text = visibleText(await response.text())
    const match = GERMAN.exec(text)
    if (match) {
      const at = match.index
      found.push(`${path}: “…${text.slice(Math.max(0, at - 40), at + 40).trim()}…”`)
    }
  }
  expect(found, `German words on English pages:\n${found.join('\n')}`).toEqual([])
})
