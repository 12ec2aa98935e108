import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { pageBlocks } from '@/blocks/configs'
import { startOfToday } from '@/features/seminars/format'
import { VAR_DIR } from '@/lib/env'
import type { Page, WhitepaperFile } from '@/payload-types'
import { seed } from '@/seed'
import { ALUMNI_BOOKINGS } from '@/seed/content/reviews/alumni'

import { getTestPayload } from '../helpers/payload'

let payload: Payload
let firstRunMs = 0
const quiet = { log: () => {} }
const all = { depth: 0, limit: 1000, pagination: false, overrideAccess: true } as const

async function pageAt(locale: 'de' | 'en', pagePath: string): Promise<Page | undefined> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: pagePath } },
    locale,
    fallbackLocale: false,
    ...all,
  })
  return docs[0]
}

function blockTypes(page: Page | undefined): string[] {
  return (page?.blocks ?? []).map((block) => block.blockType)
}

describe('demo seed with the catalogue', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    const started = Date.now()
    await seed(payload, quiet)
    firstRunMs = Date.now() - started
  }, 180_000)

  it('seeds the eight topics, with the leadership topic at the paths the site links to', async () => {
    const topics = await payload.find({ collection: 'topics', locale: 'de', ...all })
    expect(topics.docs).toHaveLength(8)
    const leadership = topics.docs.find((topic) => topic.slug === 'fuehrung')
    expect(leadership?.path).toBe('/seminarthemen/fuehrung/')
    const english = await payload.findByID({
      collection: 'topics',
      id: leadership?.id ?? 0,
      locale: 'en',
      depth: 0,
      overrideAccess: true,
    })
    expect(english.path).toBe('/seminar-topics/leadership/')
    expect(english.title).toBe('Leadership')
  })

  it('seeds about forty published seminars with codes and texts in both languages', async () => {
    const seminars = await payload.find({
      collection: 'seminars',
      locale: 'en',
      fallbackLocale: false,
      ...all,
    })
    expect(seminars.docs.length).toBeGreaterThanOrEqual(35)
    expect(seminars.docs.length).toBeLessThanOrEqual(45)
    for (const seminar of seminars.docs) {
      expect(seminar.code).toMatch(/^[A-Z]{2}-\d{3}$/)
      expect(seminar._status).toBe('published')
      expect(seminar.path).toMatch(/^\/seminars\/[a-z0-9-]+\/$/)
      expect(seminar.description).toBeTruthy()
    }
    expect(seminars.docs.some((seminar) => (seminar.topics?.length ?? 0) > 1)).toBe(true)
  })

  // Alike the test below by shape only: each asserts its own part of the seed.
  it('spreads the dates over the next twelve months, with CHF, nearly full, full and by-arrangement dates', async () => {
    const { docs } = await payload.find({
      collection: 'seminar-dates',
      locale: 'en',
      fallbackLocale: false,
      ...all,
    })
    expect(docs.length).toBeGreaterThanOrEqual(100)
    expect(docs.length).toBeLessThanOrEqual(140)
    const from = startOfToday().getTime()
    const until = from + 366 * 86_400_000
    let past = 0
    for (const date of docs) {
      if (!date.startDate) {
        // Dates without a day carry an English text of their own.
        expect(['By arrangement', 'On request as an in-house date']).toContain(date.daysText)
        continue
      }
      const start = new Date(date.startDate)
      const end = new Date(date.endDate ?? date.startDate)
      // The demo customers' and alumni's completed seminars took place on dates of their own
      // (src/seed/content/portal, src/seed/content/reviews).
      if (end.getTime() < from) {
        past++
        continue
      }
      expect(start.getTime()).toBeGreaterThanOrEqual(from)
      expect(end.getTime()).toBeLessThan(until)
      expect([1, 2, 3, 4, 5]).toContain(start.getUTCDay())
      expect([1, 2, 3, 4, 5]).toContain(end.getUTCDay())
    }
    expect(past).toBe(5 + ALUMNI_BOOKINGS.length)
    expect(docs.filter((date) => !date.startDate).length).toBeGreaterThanOrEqual(2)
    expect(docs.some((date) => date.currency === 'CHF')).toBe(true)
    expect(
      docs.some(
        (date) => date.seatsTotal - date.seatsTaken > 0 && date.seatsTotal - date.seatsTaken <= 2,
      ),
    ).toBe(true)
    expect(docs.some((date) => date.seatsTaken === date.seatsTotal)).toBe(true)
    const places = new Set(docs.flatMap((date) => (date.location ? [date.location] : [])))
    expect(places.size).toBe(6)
    // Live online dates (no place) in several seminars, some blended ones with a place.
    const online = docs.filter((date) => date.format === 'online')
    expect(online.every((date) => date.location === null)).toBe(true)
    expect(new Set(online.map((date) => date.seminar)).size).toBeGreaterThanOrEqual(10)
    expect(docs.some((date) => date.format === 'blended' && date.location)).toBe(true)
  })

  it('seeds five published trainers in both languages, and every seminar names one', async () => {
    const { docs: trainers } = await payload.find({
      collection: 'trainers',
      locale: 'all',
      depth: 0,
      pagination: false,
      overrideAccess: false,
    })
    expect(trainers).toHaveLength(5)
    for (const trainer of trainers) {
      const paths = trainer.path as unknown as Record<'de' | 'en', string>
      expect(paths.de).toMatch(/^\/trainer\/[a-z-]+\/$/)
      expect(paths.en).toMatch(/^\/trainers\/[a-z-]+\/$/)
      expect(trainer.photo).toBeTruthy()
    }
    const { docs: seminars } = await payload.find({
      collection: 'seminars',
      depth: 0,
      pagination: false,
      overrideAccess: false,
      select: { trainers: true },
    })
    expect(seminars.every((seminar) => (seminar.trainers ?? []).length > 0)).toBe(true)
  })

  it('seeds three programmes whose modules offer seminars to choose from', async () => {
    const { docs } = await payload.find({
      collection: 'programmes',
      locale: 'en',
      fallbackLocale: false,
      ...all,
    })
    expect(docs).toHaveLength(3)
    for (const programme of docs) {
      expect(programme.modules.length).toBeGreaterThanOrEqual(3)
      expect(programme.modules.length).toBeLessThanOrEqual(4)
      for (const programmeModule of programme.modules) {
        expect(programmeModule.seminars.length).toBeGreaterThanOrEqual(2)
        expect(programmeModule.category).toMatch(/module$/)
      }
    }
  })

  it('seeds four whitepapers with a real PDF per language', async () => {
    const { docs } = await payload.find({ collection: 'whitepapers', ...all })
    expect(docs).toHaveLength(4)
    for (const paper of docs) {
      for (const locale of ['de', 'en'] as const) {
        const localized = await payload.findByID({
          collection: 'whitepapers',
          id: paper.id,
          locale,
          depth: 1,
          overrideAccess: true,
        })
        const file = localized.file as WhitepaperFile
        expect(file.filename).toMatch(new RegExp(`-${locale}\\.pdf$`))
        const bytes = readFileSync(path.join(VAR_DIR, 'whitepapers', file.filename ?? ''))
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
        expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true)
      }
    }
  })

  it('fills the popular searches in both languages, some with a topic page as target', async () => {
    const german = await payload.findGlobal({
      slug: 'quick-links',
      locale: 'de',
      fallbackLocale: false,
      depth: 0,
      overrideAccess: true,
    })
    const english = await payload.findGlobal({
      slug: 'quick-links',
      locale: 'en',
      fallbackLocale: false,
      depth: 0,
      overrideAccess: true,
    })
    expect(german.items).toHaveLength(6)
    expect(english.items?.map((item) => item.title)).toContain('Conflict conversations')
    expect(german.items?.map((item) => item.title)).toContain('Konfliktgespräche')
    expect(english.items?.some((item) => item.url === '/en/seminar-topics/leadership/')).toBe(true)
    expect(german.items?.some((item) => !item.url)).toBe(true)
  })

  it('shows every block type on the showcase page in both languages', async () => {
    const slugs = pageBlocks.map((block) => block.slug)
    expect(blockTypes(await pageAt('de', '/bausteine/'))).toEqual(expect.arrayContaining(slugs))
    expect(blockTypes(await pageAt('en', '/blocks/'))).toEqual(expect.arrayContaining(slugs))
  })

  it('puts the catalogue blocks where visitors look for them', async () => {
    expect(blockTypes(await pageAt('de', '/'))).toEqual(
      expect.arrayContaining(['seminarfinder', 'seminarthemen']),
    )
    expect(blockTypes(await pageAt('en', '/seminars/'))).toEqual(
      expect.arrayContaining(['seminarthemen', 'seminare', 'seminarort_termine']),
    )
    const finder = (await pageAt('en', '/seminars/find-your-seminar/'))?.blocks?.find(
      (block) => block.blockType === 'seminarfinder',
    )
    expect(
      finder &&
        'main_block_seminarfinder_ergebnisse' in finder &&
        finder.main_block_seminarfinder_ergebnisse,
    ).toBe(true)
    expect(blockTypes(await pageAt('de', '/kontakt/newsletter/'))).toContain('newsletter')
    for (const locale of ['de', 'en'] as const) {
      expect(blockTypes(await pageAt(locale, '/knowledge-center/'))).toEqual(
        expect.arrayContaining(['main_block_whitepapers', 'rep_blog']),
      )
    }
    expect(blockTypes(await pageAt('de', '/ueber-uns/'))).toContain('seminarort_termine')
  })

  it('creates nothing on a second run, and the whole seed stays quick', async () => {
    const count = async () => {
      const collections = [
        'topics',
        'seminars',
        'trainers',
        'seminar-dates',
        'programmes',
        'whitepapers',
        'whitepaper-files',
        'pages',
        'media',
      ] as const
      return Promise.all(
        collections.map(
          async (collection) =>
            (await payload.count({ collection, overrideAccess: true })).totalDocs,
        ),
      )
    }
    const before = await count()
    const second = await seed(payload, quiet)
    expect(second.created).toBe(false)
    expect(await count()).toEqual(before)
    expect(firstRunMs).toBeLessThan(60_000)
  })
})
