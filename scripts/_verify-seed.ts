import { getPayload } from 'payload'
import config from '../src/payload.config'

const payload = await getPayload({ config })
const expected: [string, string][] = [
  ['/', '/'], ['/seminare/', '/seminars/'], ['/seminare/seminarfinder/', '/seminars/find-your-seminar/'],
  ['/seminare/anmeldung/', '/seminars/book-your-seminar/'], ['/inhouse-seminare/', '/inhouse-seminars/'],
  ['/entwicklungsprogramme/', '/development-programmes/'], ['/merkzettel/', '/bookmarks/'], ['/kontakt/', '/contact-us/'],
  ['/kontakt/newsletter/', '/contact-us/newsletter/'], ['/ueber-uns/', '/about-us/'], ['/impressum/', '/imprint/'],
  ['/datenschutzerklaerung/', '/privacy-statement/'], ['/seite-nicht-gefunden/', '/page-not-found/'],
]
let ok = true
for (const locale of ['de', 'en'] as const) {
  const res = await payload.find({ collection: 'pages', locale, fallbackLocale: false, pagination: false, depth: 0, overrideAccess: false })
  const paths = res.docs.map((d) => d.path).sort()
  console.log(locale, res.docs.length, 'published pages visible to the public')
  for (const [de, en] of expected) {
    const want = locale === 'de' ? de : en
    const doc = res.docs.find((d) => d.path === want)
    if (!doc) { ok = false; console.log('MISSING', locale, want) }
    else if (!doc.blocks?.length) { ok = false; console.log('NO BLOCKS', locale, want) }
  }
  console.log(paths.join(' '))
  const titles = res.docs.map((d) => `${d.title}[${d.blocks?.map((b) => b.blockType).join(',')}]`)
  console.log(titles.join('\n'))
}
const counts = {
  pages: (await payload.count({ collection: 'pages' })).totalDocs,
  media: (await payload.count({ collection: 'media' })).totalDocs,
  users: (await payload.count({ collection: 'users' })).totalDocs,
}
console.log(counts)
const nf = await payload.find({ collection: 'pages', where: { isNotFoundPage: { equals: true } }, locale: 'en' })
console.log('404 page:', nf.docs.map((d) => d.path))
const nav = await payload.findGlobal({ slug: 'navigation', locale: 'en', depth: 1 })
console.log('nav en:', JSON.stringify(nav.items?.map((i) => [i.label, typeof i.page === 'object' ? i.page?.path : i.page, i.children?.map((c) => [c.label, typeof c.page === 'object' ? c.page?.path : c.page])])))
const foot = await payload.findGlobal({ slug: 'footer', locale: 'de', depth: 1 })
console.log('footer de:', JSON.stringify(foot.columns?.map((c) => [c.title, c.links?.map((l) => (typeof l.page === 'object' && l.page ? l.page.path : l.url))])), JSON.stringify(foot.legalLinks?.map((l) => typeof l.page === 'object' ? l.page?.path : l.page)), foot.claim)
const s = await payload.findGlobal({ slug: 'site-settings', locale: 'en' })
console.log('settings:', s.organisation, s.address, s.social?.linkedin, s.showKundenportal)
const m = await payload.find({ collection: 'media', locale: 'en', limit: 1 })
console.log('media en:', m.docs[0]?.alt, Object.keys(m.docs[0]?.sizes ?? {}), m.docs[0]?.url)
const home = await payload.find({ collection: 'pages', where: { path: { equals: '/' } }, locale: 'de', depth: 1 })
const b = home.docs[0]?.blocks?.[1]
console.log(JSON.stringify(b).slice(0, 600))
const v = await payload.countVersions({ collection: 'pages' })
console.log('versions', v.totalDocs, 'ok', ok)
process.exit(ok ? 0 : 1)
