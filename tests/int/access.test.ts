import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { createStaff } from '../helpers/accounts'
import { getTestPayload, noRevalidate } from '../helpers/payload'
import { FORBIDDEN } from '../helpers/refusals'
import { richText } from '../helpers/rich-text'

let payload: Payload
let staff: User
let publishedId: number
let draftId: number

const anonymous = { overrideAccess: false } as const

describe('access rules', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    staff = await createStaff(payload, 'editor@example.com', 'Editor')
    const blocks = [
      {
        blockType: 'text' as const,
        main_block_cke: richText('Text'),
        main_block_hintergrundfarbe: '1' as const,
        main_block_text_breite: '8' as const,
      },
    ]
    publishedId = (
      await payload.create({
        collection: 'pages',
        data: { title: 'Öffentlich', slug: 'oeffentlich', blocks, _status: 'published' },
        context: noRevalidate,
      })
    ).id
    draftId = (
      await payload.create({
        collection: 'pages',
        data: { title: 'Entwurf', slug: 'entwurf', blocks, _status: 'draft' },
        draft: true,
        context: noRevalidate,
      })
    ).id
  })

  describe('pages', () => {
    it('anonymous visitors read published pages but not drafts', async () => {
      const { docs } = await payload.find({ collection: 'pages', ...anonymous })
      const ids = docs.map((d) => d.id)
      expect(ids).toContain(publishedId)
      expect(ids).not.toContain(draftId)
    })

    it('staff read drafts too', async () => {
      const { docs } = await payload.find({
        collection: 'pages',
        draft: true,
        user: staff,
        overrideAccess: false,
      })
      expect(docs.map((d) => d.id)).toContain(draftId)
    })

    it('anonymous visitors cannot create, change or delete pages', async () => {
      const pages = async () =>
        (await payload.count({ collection: 'pages', overrideAccess: true })).totalDocs
      const before = await pages()
      await expect(
        payload.create({
          collection: 'pages',
          data: { title: 'Neu', slug: 'neu', _status: 'published' },
          ...anonymous,
          context: noRevalidate,
        }),
      ).rejects.toMatchObject(FORBIDDEN)
      // Alike catalogue.test.ts by shape only: each test asserts its own refusal.
      await expect(
        payload.update({
          collection: 'pages',
          id: publishedId,
          data: { title: 'Gehackt' },
          ...anonymous,
          context: noRevalidate,
        }),
      ).rejects.toMatchObject(FORBIDDEN)
      await expect(
        payload.delete({
          collection: 'pages',
          id: publishedId,
          ...anonymous,
          context: noRevalidate,
        }),
      ).rejects.toMatchObject(FORBIDDEN)
      expect(await pages()).toBe(before)
      // Alike the count check below by shape only: each test counts its own collection.
      expect(
        (
          await payload.count({
            collection: 'pages',
            where: { slug: { equals: 'neu' } },
            overrideAccess: true,
          })
        ).totalDocs,
      ).toBe(0)
      expect((await payload.findByID({ collection: 'pages', id: publishedId })).title).toBe(
        'Öffentlich',
      )
    })

    it('staff can change pages', async () => {
      const updated = await payload.update({
        collection: 'pages',
        id: publishedId,
        data: { title: 'Öffentlich 2' },
        user: staff,
        overrideAccess: false,
        context: noRevalidate,
      })
      expect(updated.title).toBe('Öffentlich 2')
    })
  })

  describe('users (staff accounts)', () => {
    it('anonymous visitors can neither list nor create staff accounts', async () => {
      const users = async () =>
        (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs
      const account = {
        email: 'intruder@example.com',
        password: 'a-long-password-2',
        name: 'Intruder',
      }
      await expect(payload.find({ collection: 'users', ...anonymous })).rejects.toMatchObject(
        FORBIDDEN,
      )
      const before = await users()
      await expect(
        payload.create({ collection: 'users', data: account, ...anonymous }),
      ).rejects.toMatchObject(FORBIDDEN)
      expect(
        (
          await payload.count({
            collection: 'users',
            where: { email: { equals: 'intruder@example.com' } },
            overrideAccess: true,
          })
        ).totalDocs,
      ).toBe(0)
      expect(await users()).toBe(before)
      // The same account is stored when access is overridden: what refused it above is the access
      // rule.
      await payload.create({ collection: 'users', data: account, overrideAccess: true })
      expect(await users()).toBe(before + 1)
    })

    it('staff can list staff accounts', async () => {
      const { docs } = await payload.find({
        collection: 'users',
        user: staff,
        overrideAccess: false,
      })
      expect(docs.map((d) => d.email)).toContain('editor@example.com')
    })
  })

  describe('media', () => {
    it('anonymous visitors may read media but not upload', async () => {
      await expect(payload.find({ collection: 'media', ...anonymous })).resolves.toMatchObject({
        docs: expect.any(Array),
      })
      // A complete upload: an image with its alternative text.
      const png = await sharp({
        create: { width: 40, height: 30, channels: 3, background: '#336699' },
      })
        .png()
        .toBuffer()
      const upload = {
        collection: 'media' as const,
        data: { alt: 'Blaue Fläche' },
        file: { data: png, mimetype: 'image/png', name: 'flaeche.png', size: png.length },
      }
      const files = async () =>
        (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs
      const before = await files()
      await expect(
        payload.create({ ...upload, ...anonymous, context: noRevalidate }),
      ).rejects.toMatchObject(FORBIDDEN)
      expect(await files()).toBe(before)
      // The same upload is stored when access is overridden: what refused it above is the access
      // rule.
      expect(
        (await payload.create({ ...upload, overrideAccess: true, context: noRevalidate })).mimeType,
      ).toBe('image/png')
      expect(await files()).toBe(before + 1)
    })
  })

  describe('globals', () => {
    /**
     * Per global: a field, what it holds at first, what an anonymous visitor tries to write and
     * what staff write.
     */
    const globals = {
      'site-settings': {
        // Its required fields filled in, so that staff can save the one field this changes.
        start: {
          organisation: 'Institut',
          address: { street: 'Domplatz 1', postcode: '48143', city: 'Münster' },
          phone: '+49 251 1',
          email: 'info@institut.example',
        },
        read: (doc: Record<string, unknown>) => doc.organisation,
        hacked: { organisation: 'Gehackt' },
        changed: { organisation: 'Institut für Führung' },
      },
      navigation: {
        start: { items: [{ label: 'Seminare', url: '/seminare/', children: [] }] },
        read: (doc: Record<string, unknown>) =>
          (doc.items as { label: string; url?: string | null }[] | undefined)?.map(
            ({ label, url }) => ({ label, url }),
          ),
        hacked: {
          items: [{ label: 'Gewinnspiel', url: 'https://gehackt.example/', children: [] }],
        },
        changed: { items: [{ label: 'Blog', url: '/blog/', children: [] }] },
      },
      footer: {
        start: { claim: 'Seminare für Führungskräfte' },
        read: (doc: Record<string, unknown>) => doc.claim,
        hacked: { claim: 'Gehackt' },
        changed: { claim: 'Seminare für Führungskräfte und Teams' },
      },
    } as const

    it.each(Object.keys(globals) as (keyof typeof globals)[])(
      'anyone reads %s, only staff change it',
      async (slug) => {
        const { start, read, hacked, changed } = globals[slug]
        await payload.updateGlobal({ slug, data: start as never, context: noRevalidate })
        const stored = read(
          (await payload.findGlobal({ slug, ...anonymous })) as unknown as Record<string, unknown>,
        )
        expect(stored).toBeTruthy()
        expect(stored).not.toEqual(read(hacked))

        await expect(
          payload.updateGlobal({
            slug,
            data: hacked as never,
            ...anonymous,
            context: noRevalidate,
          }),
        ).rejects.toMatchObject(FORBIDDEN)
        expect(
          read(
            (await payload.findGlobal({ slug, overrideAccess: true })) as unknown as Record<
              string,
              unknown
            >,
          ),
        ).toEqual(stored)

        await payload.updateGlobal({
          slug,
          data: changed as never,
          user: staff,
          overrideAccess: false,
          context: noRevalidate,
        })
        expect(
          read(
            (await payload.findGlobal({ slug, ...anonymous })) as unknown as Record<
              string,
              unknown
            >,
          ),
        ).toEqual(read(changed))
      },
    )
  })
})
