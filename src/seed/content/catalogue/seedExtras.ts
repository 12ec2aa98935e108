import type { Payload } from 'payload'

import type { ImageIds } from '../../images'
import { writePdf } from '@/lib/pdf'
import { doc } from '../../richText'
import { CONTACT } from '../../pages/types'
import { PROGRAMMES } from './programmes'
import type { Localized } from './types'
import { WHITEPAPERS, type WhitepaperSeed } from './whitepapers'

const ctx = { disableRevalidate: true }
type Log = (line: string) => void
type Locale = 'de' | 'en'

async function findByTitle(
  payload: Payload,
  collection: 'programmes' | 'whitepapers',
  title: string,
): Promise<number | null> {
  const { docs } = await payload.find({
    collection,
    where: { title: { equals: title } },
    locale: 'de',
    fallbackLocale: false,
    draft: true,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0]?.id ?? null
}

/** Creates the development programmes that do not exist yet (matched by German title). */
export async function seedProgrammes(
  payload: Payload,
  seminarIds: Record<string, number>,
  images: ImageIds,
  log: Log,
): Promise<{ ids: number[]; created: number }> {
  const ids: number[] = []
  let created = 0
  for (const programme of PROGRAMMES) {
    const existing = await findByTitle(payload, 'programmes', programme.title.de)
    if (existing !== null) {
      ids.push(existing)
      continue
    }
    const seminarsOf = (codes: string[]) =>
      codes.map((code) => seminarIds[code]).filter((id): id is number => id !== undefined)
    const localized = (locale: Locale) => ({
      title: programme.title[locale],
      intro: programme.intro[locale],
      description: doc(...programme.description[locale]),
      _status: 'published' as const,
    })
    const record = await payload.create({
      collection: 'programmes',
      locale: 'de',
      data: {
        ...localized('de'),
        price: programme.price,
        currency: 'EUR',
        image: images.path,
        modules: programme.modules.map((m) => ({
          title: m.title.de,
          category: m.category.de,
          seminars: seminarsOf(m.seminars),
        })),
      },
      overrideAccess: true,
      context: ctx,
    })
    // The same module rows (by id) with their English titles; see STACK-NOTES on localized rows.
    await payload.update({
      collection: 'programmes',
      id: record.id,
      locale: 'en',
      data: {
        ...localized('en'),
        modules: record.modules.map((row, i) => {
          const programmeModule = programme.modules[i]
          return {
            id: row.id,
            title: programmeModule?.title.en ?? row.title,
            category: programmeModule?.category.en ?? row.category,
            seminars: seminarsOf(programmeModule?.seminars ?? []),
          }
        }),
      },
      overrideAccess: true,
      context: ctx,
    })
    ids.push(record.id)
    created++
    log(`  programme ${programme.title.de}`)
  }
  return { ids, created }
}

/** The PDF of a whitepaper in one language, uploaded once (matched by file name). */
async function ensurePdf(payload: Payload, paper: WhitepaperSeed, locale: Locale): Promise<number> {
  const name = `${paper.file}-${locale}.pdf`
  const { docs } = await payload.find({
    collection: 'whitepaper-files',
    where: { filename: { equals: name } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  if (docs[0]) return docs[0].id
  const data = writePdf({
    title: paper.title[locale],
    subtitle: paper.subtitle[locale],
    author: CONTACT.organisation,
    blocks: paper.body[locale],
    footer: `${CONTACT.organisation} · ${paper.title[locale]}`,
  })
  const created = await payload.create({
    collection: 'whitepaper-files',
    data: {},
    file: { data, mimetype: 'application/pdf', name, size: data.length },
    overrideAccess: true,
    context: ctx,
  })
  return created.id
}

/** Creates the whitepapers that do not exist yet (matched by German title), with a PDF per language. */
export async function seedWhitepapers(
  payload: Payload,
  images: ImageIds,
  log: Log,
): Promise<{ ids: number[]; created: number }> {
  const ids: number[] = []
  let created = 0
  for (const paper of WHITEPAPERS) {
    const existing = await findByTitle(payload, 'whitepapers', paper.title.de)
    if (existing !== null) {
      ids.push(existing)
      continue
    }
    const localized = async (locale: Locale) => ({
      title: paper.title[locale],
      description: paper.description[locale],
      file: await ensurePdf(payload, paper, locale),
      _status: 'published' as const,
    })
    const { id } = await payload.create({
      collection: 'whitepapers',
      locale: 'de',
      data: { ...(await localized('de')), thumbnail: images[paper.thumbnail] },
      overrideAccess: true,
      context: ctx,
    })
    await payload.update({
      collection: 'whitepapers',
      id,
      locale: 'en',
      data: await localized('en'),
      overrideAccess: true,
      context: ctx,
    })
    ids.push(id)
    created++
    log(`  whitepaper ${paper.title.de}`)
  }
  return { ids, created }
}

/** Popular searches below the finder; some lead straight to a topic page. */
const QUICK_LINKS: { title: Localized; url?: Localized }[] = [
  {
    title: { de: 'Führungskräfte', en: 'Managers' },
    url: { de: '/seminarthemen/fuehrung/', en: '/en/seminar-topics/leadership/' },
  },
  { title: { de: 'Konfliktgespräche', en: 'Conflict conversations' } },
  { title: { de: 'Neu in der Führungsrolle', en: 'New to leadership' } },
  {
    title: { de: 'Kommunikation', en: 'Communication' },
    url: { de: '/seminarthemen/kommunikation/', en: '/en/seminar-topics/communication/' },
  },
  { title: { de: 'Resilienz', en: 'Resilience' } },
  {
    title: { de: 'Projektmanagement', en: 'Project management' },
    url: { de: '/seminarthemen/projektmanagement/', en: '/en/seminar-topics/project-management/' },
  },
]

/** Fills the popular searches while the global is empty (or always with `force`). */
export async function seedQuickLinks(payload: Payload, force: boolean, log: Log): Promise<boolean> {
  const current = await payload.findGlobal({
    slug: 'quick-links',
    locale: 'de',
    fallbackLocale: false,
    depth: 0,
    overrideAccess: true,
  })
  if (!force && current.items?.length) return false
  const german = await payload.updateGlobal({
    slug: 'quick-links',
    locale: 'de',
    data: {
      items: QUICK_LINKS.map((link) => ({ title: link.title.de, url: link.url?.de ?? null })),
    },
    overrideAccess: true,
    context: ctx,
  })
  await payload.updateGlobal({
    slug: 'quick-links',
    locale: 'en',
    data: {
      items: (german.items ?? []).map((row, i) => ({
        id: row.id,
        title: QUICK_LINKS[i]?.title.en ?? row.title,
        url: QUICK_LINKS[i]?.url?.en ?? null,
      })),
    },
    overrideAccess: true,
    context: ctx,
  })
  log('  global quick-links')
  return true
}
