import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Location, Topic, User } from '@/payload-types'

import { createStaff } from '../helpers/accounts'
import { createLocation, createSeminar, createTopic } from '../helpers/catalogue'
import { getTestPayload, noRevalidate } from '../helpers/payload'
import { FORBIDDEN, INVALID } from '../helpers/refusals'
import { richText } from '../helpers/rich-text'

let payload: Payload
let staff: User
let topic: Topic
let place: Location
let seminarId: number
let draftSeminarId: number

const anonymous = { overrideAccess: false, context: noRevalidate } as const
const asStaff = () => ({ user: staff, overrideAccess: false, context: noRevalidate }) as const
// Enough of a PDF for Payload's upload check (header, xref, EOF marker).
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer<</Size 2/Root 1 0 R>>\nstartxref\n40\n%%EOF\n',
)

describe('catalogue collections', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    staff = await createStaff(payload, 'catalogue@example.com', 'Editor')
    topic = await createTopic(payload)
    place = await createLocation(payload)
    seminarId = (
      await createSeminar(payload, {
        code: ' fk-101 ',
        title: 'Führen ohne Titel',
        slug: 'fuehren-ohne-titel',
        duration: 2,
        topics: [topic.id],
      })
    ).id
    draftSeminarId = (
      await createSeminar(
        payload,
        {
          code: 'FK-102',
          title: 'Geheimer Entwurf',
          slug: 'entwurf',
          duration: 1,
          topics: [topic.id],
        },
        'draft',
      )
    ).id
  })

  describe('seminars', () => {
    it('store the code in capitals and live under /seminare/<slug>/', async () => {
      const seminar = await payload.findByID({ collection: 'seminars', id: seminarId })
      expect(seminar.code).toBe('FK-101')
      expect(seminar.path).toBe('/seminare/fuehren-ohne-titel/')
    })

    it('reject a duplicate or malformed code', async () => {
      const data = {
        title: 'Zweites',
        slug: 'zweites',
        duration: 1,
        topics: [topic.id],
        description: richText('x'),
        _status: 'published' as const,
      }
      await expect(
        payload.create({
          collection: 'seminars',
          data: { ...data, code: 'FK-101' },
          context: noRevalidate,
        }),
      ).rejects.toMatchObject(INVALID('code', /einzigartig/))
      // Alike content-collections.test.ts by shape only: each test asserts its own validation.
      await expect(
        payload.create({
          collection: 'seminars',
          data: { ...data, code: 'FK 101!' },
          context: noRevalidate,
        }),
      ).rejects.toMatchObject(INVALID('code', /A-Z, 0-9, -/))
      expect((await payload.count({ collection: 'seminars' })).totalDocs).toBe(2)
    })

    it('cannot take a path another collection already uses', async () => {
      await payload.create({
        collection: 'pages',
        data: { title: 'Seminare', slug: 'seminare', _status: 'published' },
        context: noRevalidate,
      })
      const seminare = await payload.find({
        collection: 'pages',
        where: { slug: { equals: 'seminare' } },
      })
      await payload.create({
        collection: 'pages',
        data: {
          title: 'Anmeldung',
          slug: 'anmeldung',
          parent: seminare.docs[0].id,
          _status: 'published',
        },
        context: noRevalidate,
      })
      await expect(
        payload.create({
          collection: 'seminars',
          data: {
            code: 'AN-1',
            title: 'Anmeldung',
            slug: 'anmeldung',
            duration: 1,
            topics: [topic.id],
            description: richText('x'),
            _status: 'published',
          },
          context: noRevalidate,
        }),
      ).rejects.toSatisfy((error: { data?: { errors?: { path: string; message: string }[] } }) =>
        Boolean(
          error.data?.errors?.some(
            (e) => e.path === 'slug' && e.message.includes('/seminare/anmeldung/'),
          ),
        ),
      )
    })

    it('anonymous visitors read published seminars only and cannot write', async () => {
      const { docs } = await payload.find({ collection: 'seminars', ...anonymous })
      expect(docs.map((d) => d.id)).toEqual([seminarId])
      await expect(
        payload.update({
          collection: 'seminars',
          id: seminarId,
          data: { title: 'Gehackt' },
          ...anonymous,
        }),
      ).rejects.toMatchObject(FORBIDDEN)
      await expect(
        payload.delete({ collection: 'seminars', id: seminarId, ...anonymous }),
      ).rejects.toMatchObject(FORBIDDEN)
      expect(
        (await payload.findByID({ collection: 'seminars', id: seminarId, overrideAccess: true }))
          .title,
      ).toBe('Führen ohne Titel')
      const { docs: staffDocs } = await payload.find({
        collection: 'seminars',
        draft: true,
        ...asStaff(),
      })
      expect(staffDocs.map((d) => d.id)).toContain(draftSeminarId)
    })
  })

  describe('seminar dates', () => {
    const base = () => ({
      seminar: seminarId,
      location: place.id,
      price: 1490,
      currency: 'EUR' as const,
      seatsTotal: 10,
      seatsTaken: 2,
    })

    it('get a label from code and period', async () => {
      const date = await payload.create({
        collection: 'seminar-dates',
        data: {
          ...base(),
          startDate: '2027-03-04T10:00:00.000Z',
          endDate: '2027-03-05T10:00:00.000Z',
        },
        context: noRevalidate,
      })
      expect(date.label).toBe('FK-101 · 04.03.2027–05.03.2027')
    })

    it('reject a last day before the first, no day and no text, and more seats taken than exist', async () => {
      const before = (await payload.count({ collection: 'seminar-dates' })).totalDocs
      await expect(
        payload.create({
          collection: 'seminar-dates',
          data: {
            ...base(),
            startDate: '2027-03-05T10:00:00.000Z',
            endDate: '2027-03-04T10:00:00.000Z',
          },
          context: noRevalidate,
        }),
      ).rejects.toMatchObject(INVALID('endDate'))
      await expect(
        payload.create({ collection: 'seminar-dates', data: { ...base() }, context: noRevalidate }),
      ).rejects.toMatchObject(INVALID('startDate'))
      await expect(
        payload.create({
          collection: 'seminar-dates',
          data: { ...base(), startDate: '2027-03-05T10:00:00.000Z', seatsTaken: 11 },
          context: noRevalidate,
        }),
      ).rejects.toMatchObject(INVALID('seatsTotal', /11 Plätze/))
      expect((await payload.count({ collection: 'seminar-dates' })).totalDocs).toBe(before)
    })

    it('accept a text instead of a day, and are readable but not writable by visitors', async () => {
      const data = { ...base(), daysText: 'nach Vereinbarung' }
      const date = await payload.create({
        collection: 'seminar-dates',
        data,
        context: noRevalidate,
      })
      expect(date.label).toBe('FK-101 · nach Vereinbarung')
      expect(
        (await payload.find({ collection: 'seminar-dates', ...anonymous })).totalDocs,
      ).toBeGreaterThan(0)
      const dates = async () =>
        (await payload.count({ collection: 'seminar-dates', overrideAccess: true })).totalDocs
      const before = await dates()
      // The same data that was stored just above, with access overridden.
      await expect(
        payload.create({ collection: 'seminar-dates', data, ...anonymous }),
      ).rejects.toMatchObject(FORBIDDEN)
      expect(await dates()).toBe(before)
      // A new price, and the seats freed: staff may change the one, nobody the other (the bookings
      // count them).
      const change = { price: 990, seatsTaken: 0 }
      await expect(
        payload.update({ collection: 'seminar-dates', id: date.id, data: change, ...anonymous }),
      ).rejects.toMatchObject(FORBIDDEN)
      expect(
        await payload.findByID({ collection: 'seminar-dates', id: date.id, overrideAccess: true }),
      ).toMatchObject({ price: 1490, seatsTaken: 2 })
      expect(
        await payload.update({
          collection: 'seminar-dates',
          id: date.id,
          data: change,
          ...asStaff(),
        }),
      ).toMatchObject({ price: 990, seatsTaken: 2 })
    })
  })

  describe('topics, programmes, whitepapers and their PDFs', () => {
    it('topics live under /seminarthemen/ and /en/seminar-topics/', async () => {
      const en = await payload.update({
        collection: 'topics',
        id: topic.id,
        locale: 'en',
        data: { title: 'Leadership', slug: 'leadership', description: 'Learning to lead' },
        context: noRevalidate,
      })
      expect(en.path).toBe('/seminar-topics/leadership/')
      expect(
        (await payload.findByID({ collection: 'topics', id: topic.id, locale: 'de' })).path,
      ).toBe('/seminarthemen/fuehrung/')
    })

    it('programmes need at least one module with seminars; visitors cannot write them', async () => {
      await expect(
        payload.create({
          collection: 'programmes',
          data: {
            title: 'Leer',
            intro: 'x',
            price: 1,
            currency: 'EUR',
            modules: [],
            _status: 'published',
          },
          context: noRevalidate,
        }),
      ).rejects.toMatchObject(INVALID('modules'))
      const programme = await payload.create({
        collection: 'programmes',
        data: {
          title: 'Führungsprogramm',
          intro: 'Drei Module',
          price: 4900,
          currency: 'EUR',
          modules: [{ title: 'Modul 1', category: 'Grundlagen', seminars: [seminarId] }],
          _status: 'published',
        },
        context: noRevalidate,
      })
      expect(
        (await payload.find({ collection: 'programmes', ...anonymous })).docs.map((d) => d.id),
      ).toEqual([programme.id])
      await expect(
        payload.delete({ collection: 'programmes', id: programme.id, ...anonymous }),
      ).rejects.toMatchObject(FORBIDDEN)
      expect(
        (
          await payload.findByID({
            collection: 'programmes',
            id: programme.id,
            overrideAccess: true,
          })
        ).title,
      ).toBe('Führungsprogramm')
    })

    it('whitepaper PDFs are readable by staff only; staff upload them, anonymous visitors cannot', async () => {
      const upload = (name: string) => ({
        collection: 'whitepaper-files' as const,
        data: {},
        file: { data: pdf, mimetype: 'application/pdf', name, size: pdf.length },
      })
      const files = async () =>
        (await payload.count({ collection: 'whitepaper-files', overrideAccess: true })).totalDocs
      const file = await payload.create({ ...upload('feedback.pdf'), ...asStaff() })
      expect(file.mimeType).toBe('application/pdf')
      await expect(
        payload.find({ collection: 'whitepaper-files', ...anonymous }),
      ).rejects.toMatchObject(FORBIDDEN)
      expect(
        (await payload.find({ collection: 'whitepaper-files', ...asStaff() })).docs.map(
          (d) => d.id,
        ),
      ).toEqual([file.id])
      const before = await files()
      await expect(payload.create({ ...upload('x.pdf'), ...anonymous })).rejects.toMatchObject(
        FORBIDDEN,
      )
      expect(await files()).toBe(before)
    })
  })

  describe('quick links', () => {
    it('are read by everyone and changed by staff only', async () => {
      const titles = async () =>
        (await payload.findGlobal({ slug: 'quick-links', overrideAccess: true })).items?.map(
          (i) => i.title,
        ) ?? []
      const before = await titles()
      await expect(
        payload.updateGlobal({
          slug: 'quick-links',
          data: { items: [{ title: 'Hack' }] },
          ...anonymous,
        }),
      ).rejects.toMatchObject(FORBIDDEN)
      expect(await titles()).toEqual(before)
      await payload.updateGlobal({
        slug: 'quick-links',
        data: { items: [{ title: 'Führungskräfte' }] },
        ...asStaff(),
      })
      const links = await payload.findGlobal({ slug: 'quick-links', ...anonymous })
      expect(links.items?.map((i) => i.title)).toEqual(['Führungskräfte'])
    })
  })
})
