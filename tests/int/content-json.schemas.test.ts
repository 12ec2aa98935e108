import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { GET } from '@/app/content/[[...path]]/route'
import { GET as getQuickLinks } from '@/app/content/partials/stichwortsuche-beliebte-suchanfragen/route'
import { pageBlocks } from '@/blocks/configs'
import { seed } from '@/seed'

import { getTestPayload, noRevalidate } from '../helpers/payload'

import { createPage } from './pages.fixtures'

// Outside Next there is no data cache: the queries run uncached.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: (fn: unknown) => fn,
}))

const SCHEMA_DIR = path.resolve(import.meta.dirname, '../../docs/behaviour/content-json')
const BASE = 'https://seminare.example/content-json/'
const ROUTED = ['pages', 'blog-posts', 'seminars', 'topics'] as const

let payload: Payload
let validatePage: ValidateFunction
let validateQuickLinks: ValidateFunction
let blockSlugsInSchema: string[]

function schemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? schemaFiles(path.join(dir, entry.name))
      : entry.name.endsWith('.schema.json')
        ? [path.join(dir, entry.name)]
        : [],
  )
}

/** The content route's answer for a site path, as a client gets it. */
async function content(sitePath: string): Promise<{ status: number; body: unknown }> {
  const segments = sitePath.split('/').filter(Boolean)
  const response = await GET(new Request(`http://localhost/content${sitePath}`), {
    params: Promise.resolve({ path: segments }),
  })
  return { status: response.status, body: await response.json() }
}

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 8)
    .map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`)
    .join('\n')
}

/** Every published document with a page, as its site path in each language. */
async function publishedPaths(): Promise<{ collection: string; path: string }[]> {
  const found: { collection: string; path: string }[] = []
  for (const locale of ['de', 'en'] as const) {
    for (const collection of ROUTED) {
      const { docs } = await payload.find({
        collection,
        locale,
        fallbackLocale: false,
        depth: 0,
        limit: 1000,
        pagination: false,
        overrideAccess: false,
        where: { path: { exists: true } },
        select: { path: true },
      })
      for (const doc of docs) {
        if (!doc.path) continue
        found.push({ collection, path: locale === 'en' ? `/en${doc.path}` : doc.path })
      }
    }
  }
  return found
}

/** How each entity of docs/behaviour/entities.md is told apart in a page JSON. */
const ENTITY_MARKS: Record<string, (record: Record<string, unknown>) => boolean> = {
  seminar: (r) => 'seminar_titel' in r,
  topic: (r) => 'seminarthema_titel' in r,
  dateItem: (r) => 'seminartermin' in r,
  whitepaper: (r) => 'whitepaper_titel' in r,
  location: (r) => 'standort_titel' in r,
  blogArticle: (r) => 'thema_ids' in r,
  newsItem: (r) => 'intro' in r && 'image' in r && !('thema_ids' in r),
  publication: (r) => 'main_block_publikation_titel' in r,
  timelineEntry: (r) => 'main_block_historie_eintrag_titel' in r,
  testimonial: (r) => 'kundenstimme_zitat' in r,
  download: (r) => 'download_titel' in r,
  image: (r) => 'variations' in r,
}

/** Counts the entities in a page JSON, at any depth. */
function countEntities(value: unknown, counts: Record<string, number>): void {
  if (Array.isArray(value)) return value.forEach((item) => countEntities(item, counts))
  if (!value || typeof value !== 'object') return
  const record = value as Record<string, unknown>
  for (const [entity, isIt] of Object.entries(ENTITY_MARKS))
    if (isIt(record)) counts[entity] = (counts[entity] ?? 0) + 1
  Object.values(record).forEach((child) => countEntities(child, counts))
}

describe('content JSON against the schemas of docs/behaviour/content-json/', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    await seed(payload, { log: () => {} })
    // Strict, except that `required` may name properties defined elsewhere (the if/then rules).
    const ajv = new Ajv2020({
      allErrors: true,
      strict: true,
      strictRequired: false,
      allowUnionTypes: true,
    })
    addFormats(ajv)
    for (const file of schemaFiles(SCHEMA_DIR))
      ajv.addSchema(JSON.parse(readFileSync(file, 'utf8')))
    validatePage = ajv.getSchema(`${BASE}page.schema.json`) as ValidateFunction
    validateQuickLinks = ajv.getSchema(`${BASE}quick-links.schema.json`) as ValidateFunction
    const blockSchema = JSON.parse(readFileSync(path.join(SCHEMA_DIR, 'block.schema.json'), 'utf8'))
    blockSlugsInSchema = blockSchema.properties.blockType.enum
  }, 360_000)

  it('has a block schema for exactly the block types editors can use', () => {
    expect([...blockSlugsInSchema].sort()).toEqual(pageBlocks.map((block) => block.slug).sort())
  })

  it('every published page, article, seminar and topic of the demo, in German and English, validates with zero errors', async () => {
    const paths = await publishedPaths()
    const failures: string[] = []
    const blockTypes = new Set<string>()
    const entities: Record<string, number> = {}
    const byCollection: Record<string, number> = {}
    for (const { collection, path: sitePath } of paths) {
      const { status, body } = await content(sitePath)
      if (status !== 200) {
        failures.push(`${sitePath}: status ${status}`)
        continue
      }
      byCollection[collection] = (byCollection[collection] ?? 0) + 1
      for (const block of (body as { blocks: { blockType: string }[] }).blocks)
        blockTypes.add(block.blockType)
      countEntities(body, entities)
      if (!validatePage(body)) failures.push(`${sitePath}:\n${describeErrors(validatePage.errors)}`)
    }
    console.info(
      `content JSON validated: ${paths.length} answers ${JSON.stringify(byCollection)}, ` +
        `${blockTypes.size} block types, entities ${JSON.stringify(entities)}`,
    )
    expect(failures).toEqual([])
    for (const collection of ROUTED) expect(byCollection[collection]).toBeGreaterThan(1)
    // The demo shows every block type and entity somewhere, so every schema met real data.
    expect([...blockTypes].sort()).toEqual([...blockSlugsInSchema].sort())
    expect(Object.keys(entities).sort()).toEqual(Object.keys(ENTITY_MARKS).sort())
  }, 240_000)

  it('writes a seminar’s rating from its published verified reviews only, with a decimal comma in both languages', async () => {
    const seminarByCode = async (code: string) =>
      (
        await payload.find({
          collection: 'seminars',
          where: { code: { equals: code } },
          locale: 'all',
          depth: 0,
          overrideAccess: true,
        })
      ).docs[0] as unknown as { id: number; path: Record<'de' | 'en', string> }
    const rating = async (sitePath: string) =>
      ((await content(sitePath)).body as { seminar: { seminar_rating_durchschnitt: string } })
        .seminar.seminar_rating_durchschnitt
    const flagship = await seminarByCode('FK-101')
    const { docs } = await payload.find({
      collection: 'reviews',
      where: { seminar: { equals: flagship.id } },
      depth: 0,
      limit: 100,
      overrideAccess: true,
    })
    const stars = docs.filter((r) => r.status === 'published').map((r) => r.stars)
    expect(stars.length).toBeGreaterThan(5)
    const average = Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10
    const expected = String(average).replace('.', ',')
    expect(await rating(flagship.path.de)).toBe(expected)
    expect(await rating(`/en${flagship.path.en}`)).toBe(expected)
    // FK-201's only review waits for staff; FK-301 has none.
    for (const code of ['FK-201', 'FK-301'])
      expect(await rating((await seminarByCode(code)).path.de), code).toBe('')
  })

  it('refuses a block type the schemas do not know', async () => {
    const { body } = await content('/')
    const page = body as { blocks: unknown[] }
    expect(validatePage(page)).toBe(true)
    expect(validatePage({ ...page, blocks: [...page.blocks, { blockType: 'laufband' }] })).toBe(
      false,
    )
  })

  it('refuses a seminar in the stored field names instead of the page data’s', async () => {
    const { body } = await content('/')
    const page = body as { blocks: unknown[] }
    const stored = {
      blockType: 'seminare',
      main_block_seminare: [{ id: 1, code: 'FK-101', title: 'Führung' }],
    }
    expect(validatePage({ ...page, blocks: [stored] })).toBe(false)
  })

  it('the popular searches validate as quick links', async () => {
    const links = await (await getQuickLinks()).json()
    expect(links.length).toBeGreaterThan(0)
    expect(validateQuickLinks(links), describeErrors(validateQuickLinks.errors)).toBe(true)
  })

  it('answers 404 JSON for a page that exists only as a draft, and for an unknown path', async () => {
    await createPage(
      payload,
      { title: 'Nur ein Entwurf', slug: 'nur-ein-entwurf' },
      { draft: true },
    )
    for (const sitePath of ['/nur-ein-entwurf/', '/gibt-es-nicht/']) {
      const { status, body } = await content(sitePath)
      expect(status).toBe(404)
      expect(body).toEqual({ status: 404, message: 'Page not found', path: sitePath })
    }
  })

  it('keeps a published page’s newer draft out of its JSON', async () => {
    const page = await createPage(payload, { title: 'Veröffentlicht', slug: 'veroeffentlicht' })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'de',
      draft: true,
      data: { title: 'Noch nicht freigegeben', _status: 'draft' },
      context: noRevalidate,
    })
    const { status, body } = await content('/veroeffentlicht/')
    expect(status).toBe(200)
    expect(body).toMatchObject({ title: 'Veröffentlicht' })
  })
})
