import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { buildSitemap } from '@/features/seo/sitemap'
import { getDatesOfSeminar } from '@/features/seminars/queries'
import {
  getTrainerByPath,
  getTrainerCards,
  getTrainerSchedule,
  getTrainerUrls,
} from '@/features/trainers/queries'
import { findPublishedPaths } from '@/lib/by-path'
import type { Customer, Location, Seminar, Trainer, User } from '@/payload-types'

import { createCustomer, createStaff } from '../helpers/accounts'
import { createLocation, createSeminar, createTopic } from '../helpers/catalogue'
import { getTestPayload, noRevalidate } from '../helpers/payload'
import { FORBIDDEN, INVALID } from '../helpers/refusals'

const revalidated = vi.hoisted(() => [] as string[])

// Next's data cache exists only inside Next: each query reads the database, and the tags a save
// expires are recorded (as other integration tests stub it, plus the record).
vi.mock('next/cache', () => ({
  unstable_cache: <T>(fn: T) => fn,
  revalidateTag: (tag: string) => revalidated.push(tag),
  revalidatePath: () => {},
}))

// One variable per account and document the tests share, as every integration test declares its own.
let payload: Payload
let editor: User
let admin: User
let customer: Customer
let place: Location
let published: Trainer
let second: Trainer
let draft: Trainer
let seminar: Seminar
let draftSeminar: Seminar

// Who reads: nobody logged in, or the given account; either way through the access rules.
const anonymous = { overrideAccess: false, context: noRevalidate } as const
const as = (user: User | Customer) => ({ user, overrideAccess: false, context: noRevalidate })
const DAY = 86_400_000

async function createTrainer(
  name: string,
  slug: string,
  status: 'published' | 'draft' = 'published',
): Promise<Trainer> {
  const trainer = await payload.create({
    collection: 'trainers',
    locale: 'de',
    data: {
      name,
      slug,
      role: 'Trainerin für Führung',
      biography: 'Erster Absatz.\n\nZweiter Absatz.',
      _status: status,
    },
    draft: status === 'draft',
    context: noRevalidate,
  })
  return payload.update({
    collection: 'trainers',
    id: trainer.id,
    locale: 'en',
    data: { slug, role: 'Trainer for leadership', biography: 'First paragraph.' },
    draft: status === 'draft',
    context: noRevalidate,
  })
}

const dateData = (seminarId: number, daysAhead: number) => ({
  seminar: seminarId,
  location: place.id,
  startDate: new Date(Date.now() + daysAhead * DAY).toISOString(),
  price: 990,
  currency: 'EUR' as const,
  seatsTotal: 10,
  seatsTaken: 0,
})

describe('trainers', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    editor = await createStaff(payload, 'trainer-editor@example.com', 'Editor')
    admin = await createStaff(payload, 'trainer-admin@example.com', 'Admin')
    customer = await createCustomer(payload, 'trainer-customer@example.com')
    place = await createLocation(payload)
    const topic = await createTopic(payload)
    published = await createTrainer('Mara Feld', 'mara-feld')
    second = await createTrainer('Olaf Stein', 'olaf-stein')
    draft = await createTrainer('Noch Geheim', 'noch-geheim', 'draft')
    seminar = await createSeminar(payload, {
      code: 'TR-101',
      title: 'Führen mit Klarheit',
      slug: 'fuehren-mit-klarheit',
      duration: 1,
      topics: [topic.id],
    })
    seminar = await payload.update({
      collection: 'seminars',
      id: seminar.id,
      data: { trainers: [second.id, draft.id, published.id] },
      context: noRevalidate,
    })
    draftSeminar = await createSeminar(
      payload,
      { code: 'TR-102', title: 'Entwurf', slug: 'entwurf', duration: 1, topics: [topic.id] },
      'draft',
    )
    await payload.update({
      collection: 'seminars',
      id: draftSeminar.id,
      data: { trainers: [published.id] },
      draft: true,
      context: noRevalidate,
    })
    for (const daysAhead of [40, -5, 10])
      await payload.create({
        collection: 'seminar-dates',
        data: dateData(seminar.id, daysAhead),
        context: noRevalidate,
      })
  })

  describe('access', () => {
    for (const [role, options] of [
      ['anonymous visitors', () => anonymous],
      ['customers', () => as(customer)],
    ] as const) {
      it(`${role} read published trainers only and write none`, async () => {
        const { docs } = await payload.find({ collection: 'trainers', ...options() })
        const names = docs.map((doc) => doc.name)
        expect(names).toEqual(expect.arrayContaining(['Mara Feld', 'Olaf Stein']))
        expect(names).not.toContain('Noch Geheim')
        await expect(
          payload.create({
            collection: 'trainers',
            data: { name: 'X', slug: 'x', role: 'R', biography: 'B', _status: 'published' },
            ...options(),
          }),
        ).rejects.toMatchObject(FORBIDDEN)
        await expect(
          payload.update({
            collection: 'trainers',
            id: published.id,
            data: { name: 'Geändert' },
            ...options(),
          }),
        ).rejects.toMatchObject(FORBIDDEN)
        await expect(
          payload.delete({ collection: 'trainers', id: published.id, ...options() }),
        ).rejects.toMatchObject(FORBIDDEN)
      })
    }

    for (const [role, user] of [
      ['editors', () => editor],
      ['admins', () => admin],
    ] as const) {
      it(`${role} read drafts and create, change and delete trainers`, async () => {
        const { docs } = await payload.find({ collection: 'trainers', draft: true, ...as(user()) })
        expect(docs.map((doc) => doc.name)).toContain('Noch Geheim')
        const created = await payload.create({
          collection: 'trainers',
          data: {
            name: `Neu ${role}`,
            slug: `neu-${role}`,
            role: 'Rolle',
            biography: 'Text',
            _status: 'published',
          },
          ...as(user()),
        })
        const changed = await payload.update({
          collection: 'trainers',
          id: created.id,
          data: { role: 'Neue Rolle' },
          ...as(user()),
        })
        expect(changed.role).toBe('Neue Rolle')
        await payload.delete({ collection: 'trainers', id: created.id, ...as(user()) })
        const gone = await payload.count({
          collection: 'trainers',
          where: { id: { equals: created.id } },
          overrideAccess: true,
        })
        expect(gone.totalDocs).toBe(0)
      })
    }
  })

  describe('profile', () => {
    it('lives at /trainer/<slug>/ in German and /trainers/<slug>/ in English', async () => {
      expect((await getTrainerByPath('de', '/trainer/mara-feld/'))?.name).toBe('Mara Feld')
      expect((await getTrainerByPath('en', '/trainers/mara-feld/'))?.role).toBe(
        'Trainer for leadership',
      )
      expect(await getTrainerByPath('de', '/trainer/noch-geheim/')).toBeNull()
      expect(await getTrainerUrls(published.id)).toEqual({
        de: '/trainer/mara-feld/',
        en: '/en/trainers/mara-feld/',
      })
    })

    it('refuses a slug whose path another trainer has', async () => {
      await expect(
        payload.create({
          collection: 'trainers',
          data: { name: 'Doppelt', slug: 'mara-feld', role: 'R', biography: 'B' },
          context: noRevalidate,
        }),
      ).rejects.toMatchObject(INVALID('slug'))
    })

    it('lists the published seminars that name the trainer and their upcoming dates', async () => {
      const { seminars, dates } = await getTrainerSchedule('de', published.id)
      expect(seminars.map((s) => s.title)).toEqual(['Führen mit Klarheit'])
      expect(seminars[0]?.url).toBe('/seminare/fuehren-mit-klarheit/')
      const starts = dates.map((d) => new Date(d.startDate ?? 0).getTime())
      expect(starts).toHaveLength(2)
      expect(starts[0]).toBeLessThan(starts[1] ?? 0)
      expect(Math.min(...starts)).toBeGreaterThan(Date.now())
    })

    it('is among the public paths and in the sitemap only once published', async () => {
      expect(await findPublishedPaths('trainers', 'de')).toContain('/trainer/mara-feld/')
      expect(await findPublishedPaths('trainers', 'en')).toContain('/trainers/mara-feld/')
      expect(await findPublishedPaths('trainers', 'de')).not.toContain('/trainer/noch-geheim/')
      const urls = (await buildSitemap(payload)).map((entry) => entry.url)
      expect(urls.some((url) => url.endsWith('/en/trainers/mara-feld/'))).toBe(true)
      expect(urls.some((url) => url.endsWith('/trainer/noch-geheim/'))).toBe(false)
    })

    it('expires the catalogue when an editor saves a trainer', async () => {
      revalidated.length = 0
      // A save as the editor, with revalidation on: Payload's update options as elsewhere.
      await payload.update({
        collection: 'trainers',
        id: second.id,
        data: { role: 'Trainer für Gespräche' },
        user: editor,
        overrideAccess: false,
      })
      expect(revalidated).toContain('catalogue')
    })
  })

  describe('seminar page', () => {
    it('shows the seminar’s published trainers in the editors’ order', async () => {
      const cards = await getTrainerCards('de', [second.id, draft.id, published.id])
      expect(cards.map((card) => [card.name, card.url])).toEqual([
        ['Olaf Stein', '/trainer/olaf-stein/'],
        ['Mara Feld', '/trainer/mara-feld/'],
      ])
      const english = await getTrainerCards('en', [published.id])
      expect(english[0]).toMatchObject({
        url: '/en/trainers/mara-feld/',
        role: 'Trainer for leadership',
      })
    })
  })

  describe('date formats', () => {
    it('saves an online date without a place and names it Online', async () => {
      const { id } = await payload.create({
        collection: 'seminar-dates',
        data: { ...dateData(seminar.id, 20), location: place.id, format: 'online' },
        context: noRevalidate,
      })
      const stored = await payload.findByID({ collection: 'seminar-dates', id, depth: 0 })
      expect(stored.location).toBeNull()
      const view = (await getDatesOfSeminar('de', seminar.id)).find((date) => date.id === id)
      expect(view).toMatchObject({ format: 'online', place: 'Online', locationId: null })
    })

    it('refuses a date in person or blended without a place', async () => {
      for (const format of ['in_person', 'blended'] as const)
        await expect(
          payload.create({
            collection: 'seminar-dates',
            data: { ...dateData(seminar.id, 30), location: null, format },
            context: noRevalidate,
          }),
        ).rejects.toMatchObject(INVALID('location'))
    })

    it('keeps a blended date’s place beside its own note', async () => {
      const { id } = await payload.create({
        collection: 'seminar-dates',
        locale: 'de',
        data: { ...dateData(seminar.id, 25), format: 'blended', onlineNote: 'Per Teams dazu' },
        context: noRevalidate,
      })
      const view = (await getDatesOfSeminar('de', seminar.id)).find((date) => date.id === id)
      expect(view).toMatchObject({
        format: 'blended',
        place: 'Münster',
        onlineNote: 'Per Teams dazu',
      })
    })
  })
})
