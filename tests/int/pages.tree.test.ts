import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { getPageByPath, getPageUrls } from '@/features/pages/queries'
import type { User } from '@/payload-types'

import { getTestPayload, noRevalidate } from '../helpers/payload'

import {
  asStaff,
  createPage,
  createStaff,
  latestPage,
  livePage,
  refusal,
  writeParentPastHooks,
} from './pages.fixtures'

// Outside Next there is no data cache: the queries run uncached.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: (fn: unknown) => fn,
}))

let payload: Payload
let staff: User

// Alike site.menu-links.test.ts by shape only: each file names its own messages and setup.
const BELOW_ITSELF =
  'Eine Seite kann nicht unter sich selbst oder einer ihrer Unterseiten stehen. Wählen Sie eine andere übergeordnete Seite.'

describe('page tree', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    staff = await createStaff(payload, 'tree@example.com')
    await createPage(payload, { title: 'Startseite' }, { en: { title: 'Home' } })
  })

  describe('parents', () => {
    it('refuses a page below itself as its parent, and changes nothing', async () => {
      const area = await createPage(payload, { title: 'Bereich', slug: 'bereich' })
      const team = await createPage(payload, { title: 'Team', slug: 'team', parent: area.id })
      const lead = await createPage(payload, { title: 'Leitung', slug: 'leitung', parent: team.id })

      for (const parent of [area.id, team.id, lead.id]) {
        const { messages } = await refusal(
          payload.update({ collection: 'pages', id: area.id, data: { parent }, ...asStaff(staff) }),
        )
        expect(messages).toContain(BELOW_ITSELF)
      }
      // Not as a draft either: publishing it later would close the loop.
      expect(
        (
          await refusal(
            payload.update({
              collection: 'pages',
              id: area.id,
              data: { parent: lead.id },
              draft: true,
              ...asStaff(staff),
            }),
          )
        ).messages,
      ).toContain(BELOW_ITSELF)
      expect((await livePage(payload, area.id)).parent ?? null).toBeNull()
      expect((await latestPage(payload, area.id)).parent ?? null).toBeNull()
      expect((await livePage(payload, lead.id)).path).toBe('/bereich/team/leitung/')
    })

    it('refuses the loop when a draft already moved the would-be parent below the page', async () => {
      const a = await createPage(payload, { title: 'A', slug: 'kreis-a' })
      const b = await createPage(payload, { title: 'B', slug: 'kreis-b' })
      await payload.update({
        collection: 'pages',
        id: b.id,
        data: { parent: a.id },
        draft: true,
        ...asStaff(staff),
      })
      expect(
        (
          await refusal(
            payload.update({
              collection: 'pages',
              id: a.id,
              data: { parent: b.id },
              ...asStaff(staff),
            }),
          )
        ).messages,
      ).toContain(BELOW_ITSELF)
    })

    it('ends with an error instead of hanging when a loop got into the database some other way', async () => {
      const x = await createPage(payload, { title: 'X', slug: 'schleife-x' })
      const y = await createPage(payload, { title: 'Y', slug: 'schleife-y', parent: x.id })
      await writeParentPastHooks(payload, x.id, y.id)
      expect(
        (
          await refusal(
            payload.update({
              collection: 'pages',
              id: x.id,
              data: { title: 'X2' },
              ...asStaff(staff),
            }),
          )
        ).messages,
      ).toContain(BELOW_ITSELF)
      expect(
        (
          await refusal(
            payload.update({
              collection: 'pages',
              id: y.id,
              data: { title: 'Y2' },
              context: noRevalidate,
            }),
          )
        ).messages,
      ).toContain(BELOW_ITSELF)
    })

    it('refuses nesting pages deeper than 12 levels', async () => {
      let parent: number | undefined
      for (let level = 1; level <= 12; level++)
        parent = (
          await createPage(payload, { title: `Ebene ${level}`, slug: `ebene-${level}`, parent })
        ).id
      const { messages } = await refusal(
        createPage(payload, { title: 'Ebene 13', slug: 'ebene-13', parent }),
      )
      expect(messages.join(' ')).toMatch(/höchstens 12 Ebenen/)
    })
  })

  describe('drafts', () => {
    it('a draft that renames a parent leaves its children where visitors find them', async () => {
      const seminars = await createPage(payload, { title: 'Seminare', slug: 'seminare' })
      const signup = await createPage(payload, {
        title: 'Anmeldung',
        slug: 'anmeldung',
        parent: seminars.id,
      })

      await payload.update({
        collection: 'pages',
        id: seminars.id,
        data: { slug: 'angebote' },
        draft: true,
        ...asStaff(staff),
      })
      expect((await latestPage(payload, seminars.id)).path).toBe('/angebote/')
      expect((await livePage(payload, seminars.id)).path).toBe('/seminare/')
      expect((await livePage(payload, signup.id)).path).toBe('/seminare/anmeldung/')
      expect((await getPageByPath('de', '/seminare/anmeldung/'))?.id).toBe(signup.id)
      expect(await getPageByPath('de', '/angebote/anmeldung/')).toBeNull()

      // Publishing the child meanwhile builds its path from the parent's published one.
      await payload.update({
        collection: 'pages',
        id: signup.id,
        data: { title: 'Anmeldung 2026', _status: 'published' },
        ...asStaff(staff),
      })
      expect((await livePage(payload, signup.id)).path).toBe('/seminare/anmeldung/')
    })

    it('publishing the rename moves the children, each keeping its own status and draft', async () => {
      const parent = await createPage(payload, { title: 'Inhouse', slug: 'inhouse' })
      const plain = await createPage(payload, {
        title: 'Ablauf',
        slug: 'ablauf',
        parent: parent.id,
      })
      const edited = await createPage(payload, {
        title: 'Preise',
        slug: 'preise',
        parent: parent.id,
      })
      const grandchild = await createPage(payload, {
        title: 'Rabatte',
        slug: 'rabatte',
        parent: edited.id,
      })
      const unpublished = await createPage(
        payload,
        { title: 'Geplant', slug: 'geplant', parent: parent.id },
        { draft: true },
      )
      await payload.update({
        collection: 'pages',
        id: edited.id,
        data: { title: 'Preise (neu, noch geheim)' },
        draft: true,
        // Alike the case below and pages.guards.test.ts by shape only: each case saves its own
        // draft.
        ...asStaff(staff),
      })

      await payload.update({
        collection: 'pages',
        id: parent.id,
        data: { slug: 'firmenseminare' },
        draft: true,
        ...asStaff(staff),
      })
      await payload.update({
        collection: 'pages',
        id: parent.id,
        data: { _status: 'published' },
        ...asStaff(staff),
      })

      expect((await livePage(payload, plain.id)).path).toBe('/firmenseminare/ablauf/')
      expect((await getPageByPath('de', '/firmenseminare/preise/rabatte/'))?.id).toBe(grandchild.id)
      const editedLive = await livePage(payload, edited.id)
      expect(editedLive).toMatchObject({
        path: '/firmenseminare/preise/',
        title: 'Preise',
        _status: 'published',
      })
      expect(await latestPage(payload, edited.id)).toMatchObject({
        path: '/firmenseminare/preise/',
        title: 'Preise (neu, noch geheim)',
        _status: 'draft',
      })
      expect((await getPageByPath('de', '/firmenseminare/preise/'))?.title).toBe('Preise')
      expect(await getPageByPath('de', '/inhouse/preise/')).toBeNull()
      expect(await latestPage(payload, unpublished.id)).toMatchObject({
        path: '/firmenseminare/geplant/',
        _status: 'draft',
      })
      expect(await getPageByPath('de', '/firmenseminare/geplant/')).toBeNull()
    })

    it('publishing the rename also moves a page whose draft alone puts it below the renamed one', async () => {
      const parent = await createPage(payload, { title: 'Beratung', slug: 'beratung' })
      const moving = await createPage(payload, { title: 'Coaching', slug: 'coaching' })
      await payload.update({
        collection: 'pages',
        id: moving.id,
        data: { parent: parent.id },
        draft: true,
        ...asStaff(staff),
      })
      expect((await latestPage(payload, moving.id)).path).toBe('/beratung/coaching/')

      await payload.update({
        collection: 'pages',
        id: parent.id,
        data: { slug: 'begleitung' },
        ...asStaff(staff),
      })

      // The draft (and with it the preview and the publish) follows; visitors keep the page where
      // it is.
      expect(await latestPage(payload, moving.id)).toMatchObject({
        path: '/begleitung/coaching/',
        _status: 'draft',
      })
      expect(await livePage(payload, moving.id)).toMatchObject({
        path: '/coaching/',
        _status: 'published',
      })
      expect((await getPageByPath('de', '/coaching/'))?.id).toBe(moving.id)
      expect(await getPageByPath('de', '/begleitung/coaching/')).toBeNull()

      await payload.update({
        collection: 'pages',
        id: moving.id,
        data: { _status: 'published' },
        ...asStaff(staff),
      })
      expect((await getPageByPath('de', '/begleitung/coaching/'))?.id).toBe(moving.id)
      expect(await getPageByPath('de', '/coaching/')).toBeNull()
    })
  })

  describe('languages', () => {
    it('an English rename gives no English path to a child that exists only in German', async () => {
      const company = await createPage(
        payload,
        { title: 'Unternehmen', slug: 'unternehmen' },
        { en: { title: 'Company', slug: 'company' } },
      )
      const germanOnly = await createPage(payload, {
        title: 'Betriebsrat',
        slug: 'betriebsrat',
        parent: company.id,
      })
      const both = await createPage(
        payload,
        { title: 'Vorstand', slug: 'vorstand', parent: company.id },
        { en: { title: 'Board', slug: 'board' } },
      )

      await payload.update({
        collection: 'pages',
        id: company.id,
        locale: 'en',
        data: { slug: 'our-company' },
        ...asStaff(staff),
      })

      expect((await livePage(payload, both.id, 'en')).path).toBe('/our-company/board/')
      expect((await livePage(payload, germanOnly.id, 'en')).path ?? null).toBeNull()
      expect(await getPageUrls(germanOnly.id)).toEqual({
        de: '/unternehmen/betriebsrat/',
        en: null,
      })
      expect(await getPageByPath('en', '/our-company/betriebsrat/')).toBeNull()
    })
  })
})
