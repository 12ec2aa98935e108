import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Page, User } from '@/payload-types'

import { getTestPayload } from '../helpers/payload'

import { asStaff, createPage, createStaff, latestPage, livePage, refusal } from './pages.fixtures'

let payload: Payload
let staff: User
let privacy: Page

const exists = async (id: number) =>
  (
    await payload.count({
      collection: 'pages',
      where: { id: { equals: id } },
      overrideAccess: true,
    })
  ).totalDocs === 1

describe('pages the site depends on', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    staff = await createStaff(payload, 'guards@example.com')
    await createPage(payload, { title: 'Startseite' }, { en: { title: 'Home' } })
    privacy = await createPage(
      payload,
      { title: 'Datenschutz', slug: 'datenschutzerklaerung' },
      { en: { title: 'Privacy', slug: 'privacy-statement' } },
    )
  })

  describe('a page with subpages', () => {
    it('cannot be deleted; the refusal names the subpages', async () => {
      const parent = await createPage(payload, {
        title: 'Veranstaltungen',
        slug: 'veranstaltungen',
      })
      await createPage(payload, { title: 'Messe', slug: 'messe', parent: parent.id })
      await createPage(
        payload,
        { title: 'Kongress', slug: 'kongress', parent: parent.id },
        { draft: true },
      )

      const { status, messages } = await refusal(
        payload.delete({ collection: 'pages', id: parent.id, ...asStaff(staff) }),
      )
      expect(status).toBe(409)
      expect(messages[0]).toBe(
        'Unter dieser Seite liegen noch 2 Unterseite(n) (Kongress, Messe). Verschieben oder löschen Sie sie zuerst; dann lässt sich die Seite löschen.',
      )
      expect(await exists(parent.id)).toBe(true)
    })

    it('can be deleted once its subpages are gone', async () => {
      const parent = await createPage(payload, { title: 'Archiv', slug: 'archiv' })
      const child = await createPage(payload, { title: '2024', slug: '2024', parent: parent.id })
      await payload.delete({ collection: 'pages', id: child.id, ...asStaff(staff) })
      await payload.delete({ collection: 'pages', id: parent.id, ...asStaff(staff) })
      expect(await exists(parent.id)).toBe(false)
    })
  })

  describe('a page at an address the code links to (privacy statement)', () => {
    const linked =
      /^Die Website verlinkt fest auf diese Adresse \(\/datenschutzerklaerung\/, \/en\/privacy-statement\/\)/

    it('cannot be deleted', async () => {
      const { status, messages } = await refusal(
        payload.delete({ collection: 'pages', id: privacy.id, ...asStaff(staff) }),
      )
      expect(status).toBe(409)
      expect(messages[0]).toMatch(linked)
      expect(messages[0]).toMatch(/nicht gelöscht/)
      expect(await exists(privacy.id)).toBe(true)
    })

    it('cannot be unpublished', async () => {
      const { messages } = await refusal(
        payload.update({
          collection: 'pages',
          id: privacy.id,
          data: { _status: 'draft' },
          ...asStaff(staff),
        }),
      )
      expect(messages[0]).toMatch(linked)
      expect(messages[0]).toMatch(/veröffentlicht bleiben/)
      expect((await livePage(payload, privacy.id))._status).toBe('published')
    })

    it('cannot get another address through its slug or its parent, in either language', async () => {
      const legal = await createPage(payload, { title: 'Rechtliches', slug: 'rechtliches' })
      const attempts = [
        () =>
          payload.update({
            collection: 'pages',
            id: privacy.id,
            data: { slug: 'datenschutz' },
            ...asStaff(staff),
          }),
        () =>
          payload.update({
            collection: 'pages',
            id: privacy.id,
            data: { parent: legal.id },
            ...asStaff(staff),
          }),
        () =>
          payload.update({
            collection: 'pages',
            id: privacy.id,
            locale: 'en',
            data: { slug: 'privacy' },
            ...asStaff(staff),
          }),
      ]
      for (const attempt of attempts)
        expect((await refusal(attempt())).messages[0]).toMatch(
          /Adresse darf sich daher nicht ändern/,
        )
      expect((await livePage(payload, privacy.id)).path).toBe('/datenschutzerklaerung/')
      expect((await livePage(payload, privacy.id, 'en')).path).toBe('/privacy-statement/')
    })

    it('can still be edited, and a rename can be kept as a draft', async () => {
      await payload.update({
        collection: 'pages',
        id: privacy.id,
        data: { title: 'Datenschutzerklärung' },
        ...asStaff(staff),
      })
      await payload.update({
        collection: 'pages',
        id: privacy.id,
        data: { slug: 'datenschutz' },
        draft: true,
        ...asStaff(staff),
      })
      expect(await livePage(payload, privacy.id)).toMatchObject({
        title: 'Datenschutzerklärung',
        path: '/datenschutzerklaerung/',
        _status: 'published',
      })
      expect((await latestPage(payload, privacy.id)).path).toBe('/datenschutz/')
    })

    it('leaves pages at other addresses free to unpublish and delete', async () => {
      const other = await createPage(payload, { title: 'Impressum alt', slug: 'impressum-alt' })
      await payload.update({
        collection: 'pages',
        id: other.id,
        data: { _status: 'draft' },
        ...asStaff(staff),
      })
      await payload.delete({ collection: 'pages', id: other.id, ...asStaff(staff) })
      expect(await exists(other.id)).toBe(false)
    })
  })
})
