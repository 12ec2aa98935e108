import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Location, Media, Topic, User } from '@/payload-types'

import { createStaff } from '../helpers/accounts'
import { createLocation, createTopic } from '../helpers/catalogue'
import { getTestPayload, noRevalidate } from '../helpers/payload'
import { richText } from '../helpers/rich-text'

let payload: Payload
let staff: User
let topic: Topic
let place: Location

const asStaff = () => ({ user: staff, overrideAccess: false, context: noRevalidate }) as const
const asStaffInEnglish = () => ({ ...asStaff(), req: { i18n: { language: 'en' } } as never })
// Enough of a PDF for Payload's upload check (header, xref, EOF marker).
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer<</Size 2/Root 1 0 R>>\nstartxref\n40\n%%EOF\n',
)

/** The status and message of a refused call. */
async function refusal(promise: Promise<unknown>): Promise<{ status?: number; message: string }> {
  try {
    await promise
  } catch (error) {
    const { message, status } = error as { message: string; status?: number }
    return { status, message }
  }
  throw new Error('expected the call to be refused')
}

const exists = async (
  collection: 'locations' | 'seminars' | 'topics' | 'media' | 'whitepaper-files' | 'whitepapers',
  id: number,
) =>
  (await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true }))
    .totalDocs === 1

let imageCount = 0
async function image(): Promise<Media> {
  imageCount += 1
  const png = await sharp({
    create: {
      width: 40,
      height: 30,
      channels: 3,
      background: { r: 200, g: 10 * imageCount, b: 40 },
    },
  })
    .png()
    .toBuffer()
  return payload.create({
    collection: 'media',
    data: { alt: `Bild ${imageCount}` },
    file: { data: png, mimetype: 'image/png', name: `bild-${imageCount}.png`, size: png.length },
  })
}

let seminarCount = 0
async function seminar(
  data: Record<string, unknown> = {},
  status: 'published' | 'draft' = 'published',
) {
  seminarCount += 1
  return payload.create({
    collection: 'seminars',
    draft: status === 'draft',
    data: {
      code: `DG-${100 + seminarCount}`,
      title: `Seminar ${seminarCount}`,
      slug: `seminar-${seminarCount}`,
      duration: 1,
      topics: [topic.id],
      description: richText('Text'),
      _status: status,
      ...data,
    },
    context: noRevalidate,
  })
}

const addDate = (seminarId: number, locationId = place.id, day = 3) =>
  payload.create({
    collection: 'seminar-dates',
    data: {
      seminar: seminarId,
      location: locationId,
      startDate: new Date(Date.UTC(2031, 2, day, 9)).toISOString(),
      price: 900,
      currency: 'EUR',
      seatsTotal: 10,
      seatsTaken: 0,
    },
    context: noRevalidate,
  })

describe('deleting what is still in use', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    staff = await createStaff(payload, 'guards-in-use@example.com')
    topic = await createTopic(payload)
    place = await createLocation(payload)
  })

  describe('a location', () => {
    it('is refused while seminar dates take place there, naming them; nothing is deleted', async () => {
      const other = await payload.create({
        collection: 'locations',
        data: {
          standort_titel: 'Turm',
          standort_strasse: 'Turmweg 2',
          standort_plz: '48143',
          standort_ort: 'Münster',
        },
        context: noRevalidate,
      })
      const s = await seminar()
      const date = await addDate(s.id, other.id)
      const { status, message } = await refusal(
        payload.delete({ collection: 'locations', id: other.id, ...asStaff() }),
      )
      expect(status).toBe(409)
      expect(message).toBe(
        `An diesem Standort finden noch 1 Seminartermin(e) statt (${date.label}). Verlegen oder löschen Sie sie zuerst; dann lässt sich der Standort löschen.`,
      )
      expect(date.label).toMatch(/^DG-\d+ · /)
      expect(await exists('locations', other.id)).toBe(true)

      // A bulk delete (the admin's list) is refused the same way.
      const bulk = await payload.delete({
        collection: 'locations',
        where: { id: { equals: other.id } },
        ...asStaff(),
      })
      expect(bulk.docs).toHaveLength(0)
      expect(bulk.errors[0]?.message).toMatch(/Seminartermin/)
      expect(await exists('locations', other.id)).toBe(true)

      await payload.delete({ collection: 'seminar-dates', id: date.id, ...asStaff() })
      await payload.delete({ collection: 'locations', id: other.id, ...asStaff() })
      expect(await exists('locations', other.id)).toBe(false)
    })

    it('says so in English for an English-speaking editor', async () => {
      const s = await seminar()
      await addDate(s.id)
      const { message } = await refusal(
        payload.delete({ collection: 'locations', id: place.id, ...asStaffInEnglish() }),
      )
      expect(message).toMatch(
        /^1 seminar date\(s\) still take place at this location \(DG-\d+ · .+\)\. Move or delete them first/,
      )
    })
  })

  describe('a seminar', () => {
    it('is refused while it has dates, even unbooked ones; once they are gone it can be deleted', async () => {
      const s = await seminar()
      const datesOf = async () =>
        (
          await payload.count({
            collection: 'seminar-dates',
            where: { seminar: { equals: s.id } },
            overrideAccess: true,
          })
        ).totalDocs
      await addDate(s.id, place.id, 4)
      await addDate(s.id, place.id, 5)
      expect(await datesOf()).toBe(2)
      const { status, message } = await refusal(
        payload.delete({ collection: 'seminars', id: s.id, ...asStaff() }),
      )
      expect(status).toBe(409)
      expect(message).toMatch(
        new RegExp(
          `^Dieses Seminar hat noch 2 Termin\\(e\\) \\(${s.code} · .+, ${s.code} · .+\\)\\. Löschen Sie zuerst die Termine`,
        ),
      )
      expect(await exists('seminars', s.id)).toBe(true)

      await payload.delete({
        collection: 'seminar-dates',
        where: { seminar: { equals: s.id } },
        ...asStaff(),
      })
      expect(await datesOf()).toBe(0)
      expect(await exists('seminars', s.id)).toBe(true)
      await payload.delete({ collection: 'seminars', id: s.id, ...asStaff() })
      expect(await exists('seminars', s.id)).toBe(false)
    })

    it('without dates is deleted at once', async () => {
      const s = await seminar()
      await payload.delete({ collection: 'seminars', id: s.id, ...asStaff() })
      expect(await exists('seminars', s.id)).toBe(false)
    })
  })

  describe('a topic', () => {
    it('is refused while seminars, drafts included, belong to it, naming them; nothing is deleted', async () => {
      const own = await payload.create({
        collection: 'topics',
        data: {
          title: 'Kommunikation',
          slug: 'kommunikation',
          description: 'Reden',
          _status: 'published',
        },
        context: noRevalidate,
      })
      const live = await seminar({ topics: [own.id], title: 'Klar reden' })
      const draft = await seminar({ topics: [topic.id, own.id], title: 'Gut reden' }, 'draft')
      const { status, message } = await refusal(
        payload.delete({ collection: 'topics', id: own.id, ...asStaff() }),
      )
      expect(status).toBe(409)
      expect(message).toBe(
        `Diesem Thema sind noch 2 Seminar(e) zugeordnet (${live.code} Klar reden, ${draft.code} Gut reden). Ordnen Sie sie zuerst einem anderen Thema zu; dann lässt sich das Thema löschen.`,
      )
      expect(await exists('topics', own.id)).toBe(true)

      // Reassigned: the live seminar by publishing, the unpublished one in its draft.
      await payload.update({
        collection: 'seminars',
        id: live.id,
        data: { topics: [topic.id] },
        ...asStaff(),
      })
      await payload.update({
        collection: 'seminars',
        id: draft.id,
        data: { topics: [topic.id] },
        draft: true,
        ...asStaff(),
      })
      await payload.delete({ collection: 'topics', id: own.id, ...asStaff() })
      expect(await exists('topics', own.id)).toBe(false)
    })
  })

  describe('a media file', () => {
    it('is refused while a published seminar shows it, naming the seminar', async () => {
      const picture = await image()
      const s = await seminar({ image: picture.id, title: 'Mit Bild' })
      const { status, message } = await refusal(
        payload.delete({ collection: 'media', id: picture.id, ...asStaff() }),
      )
      expect(status).toBe(409)
      expect(message).toBe(
        'Diese Datei wird noch verwendet: Seminar „Mit Bild“. Entfernen Sie sie dort zuerst; dann lässt sie sich löschen.',
      )
      expect(await exists('media', picture.id)).toBe(true)
      await payload.update({
        collection: 'seminars',
        id: s.id,
        data: { image: null },
        ...asStaff(),
      })
      await payload.delete({ collection: 'media', id: picture.id, ...asStaff() })
      expect(await exists('media', picture.id)).toBe(false)
    })

    it('is refused while a published page shows it in a block or in rich text, or a global uses it', async () => {
      const inBlock = await image()
      const inText = await image()
      const inSettings = await image()
      const upload = {
        type: 'upload',
        version: 3,
        format: '',
        id: 'a1b2c3',
        fields: null,
        relationTo: 'media',
        value: inText.id,
      }
      const body = richText('Mit Bild:')
      body.root.children.push(upload as never)
      await payload.create({
        collection: 'pages',
        locale: 'de',
        data: {
          title: 'Galerie',
          slug: 'galerie',
          _status: 'published',
          blocks: [
            {
              blockType: 'bild',
              main_block_bilder: [{ bild: inBlock.id }],
              main_block_hintergrundfarbe: '1',
            },
            {
              blockType: 'text',
              main_block_cke: body,
              main_block_hintergrundfarbe: '1',
              main_block_text_breite: '8',
            },
          ],
        } as never,
        context: noRevalidate,
      })
      await payload.updateGlobal({
        slug: 'site-settings',
        data: {
          organisation: 'Institut',
          address: { street: 'Hafenweg 1', postcode: '48155', city: 'Münster' },
          phone: '0251 1',
          email: 'info@example.com',
          magazinModal: { image: inSettings.id },
        },
        context: noRevalidate,
      })

      for (const picture of [inBlock, inText]) {
        const { message } = await refusal(
          payload.delete({ collection: 'media', id: picture.id, ...asStaff() }),
        )
        expect(message).toMatch(/^Diese Datei wird noch verwendet: Seite „Galerie“\./)
      }
      const english = await refusal(
        payload.delete({ collection: 'media', id: inSettings.id, ...asStaffInEnglish() }),
      )
      expect(english.message).toMatch(
        /^This file is still in use: Site settings\. Remove it there first/i,
      )
      for (const picture of [inBlock, inText, inSettings])
        expect(await exists('media', picture.id)).toBe(true)
    })

    it('that only a draft or nothing uses can be deleted', async () => {
      const picture = await image()
      await seminar({ image: picture.id }, 'draft')
      await payload.delete({ collection: 'media', id: picture.id, ...asStaff() })
      expect(await exists('media', picture.id)).toBe(false)
    })
  })

  describe('a whitepaper PDF', () => {
    it('is refused while a published whitepaper offers it', async () => {
      const thumbnail = await image()
      // Alike the case below by shape only: each case creates the file it guards.
      const file = await payload.create({
        collection: 'whitepaper-files',
        data: {},
        file: { data: pdf, mimetype: 'application/pdf', name: 'studie.pdf', size: pdf.length },
      })
      const paper = await payload.create({
        collection: 'whitepapers',
        data: {
          title: 'Studie 2031',
          description: 'Zahlen',
          thumbnail: thumbnail.id,
          file: file.id,
          _status: 'published',
        },
        context: noRevalidate,
      })
      const { status, message } = await refusal(
        payload.delete({ collection: 'whitepaper-files', id: file.id, ...asStaff() }),
      )
      expect(status).toBe(409)
      expect(message).toBe(
        'Dieses PDF wird noch angeboten: Whitepaper „Studie 2031“. Ersetzen Sie es dort zuerst; dann lässt es sich löschen.',
      )
      expect(await exists('whitepaper-files', file.id)).toBe(true)

      await payload.delete({ collection: 'whitepapers', id: paper.id, ...asStaff() })
      await payload.delete({ collection: 'whitepaper-files', id: file.id, ...asStaff() })
      expect(await exists('whitepaper-files', file.id)).toBe(false)
    })
  })

  describe('a whitepaper', () => {
    it('is refused with 409 (not 500) while requests for it are in the inbox', async () => {
      const file = await payload.create({
        collection: 'whitepaper-files',
        data: {},
        file: { data: pdf, mimetype: 'application/pdf', name: 'gefragt.pdf', size: pdf.length },
      })
      const paper = await payload.create({
        collection: 'whitepapers',
        data: {
          title: 'Gefragt',
          description: 'Viel gelesen',
          thumbnail: (await image()).id,
          file: file.id,
          _status: 'published',
        },
        context: noRevalidate,
      })
      const request = await payload.create({
        collection: 'whitepaper-requests',
        data: {
          whitepaper: paper.id,
          email: 'lea@firma.example',
          language: 'de',
          status: 'new',
          codeHash: 'a'.repeat(64),
        },
        overrideAccess: true,
        context: noRevalidate,
      })
      const { status, message } = await refusal(
        payload.delete({ collection: 'whitepapers', id: paper.id, ...asStaff() }),
      )
      expect(status).toBe(409)
      expect(message).toMatch(/^Zu diesem Whitepaper gibt es noch 1 Anfrage\(n\) im Posteingang/)
      expect(await exists('whitepapers', paper.id)).toBe(true)

      await payload.delete({
        collection: 'whitepaper-requests',
        id: request.id,
        overrideAccess: true,
      })
      await payload.delete({ collection: 'whitepapers', id: paper.id, ...asStaff() })
      expect(await exists('whitepapers', paper.id)).toBe(false)
    })
  })
})
