import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Customer, User } from '@/payload-types'

import { createStaff } from '../helpers/accounts'
import { getTestPayload, noRevalidate } from '../helpers/payload'
import { cookieFrom, rest } from '../helpers/rest'
import { richText } from '../helpers/rich-text'

/**
 * Every collection and global of the built config, Payload's internal ones included, read at run
 * time: a new collection is covered without touching this file, and starts closed unless it is
 * listed here as public content.
 */
const PUBLIC_CONTENT = new Set([
  'pages',
  'seminars',
  'seminar-dates',
  'topics',
  'programmes',
  'whitepapers',
  'blog-posts',
  'blog-topics',
  'news',
  'locations',
  'media',
  'trainers',
])
/** A customer reads their own account and their own bookings; nobody else reads any. */
const OWN_DATA = new Set(['customers', 'bookings'])
/**
 * Published reviews for everyone, a customer's own whatever their status: each role's reads and
 * writes are in reviews.test.ts.
 */
const PUBLISHED_OR_OWN = new Set(['reviews'])

let payload: Payload
let staff: User
let customerCookie: string
const PASSWORD = 'ein-langes-passwort'
const CUSTOMER_EMAIL = 'kim@firma.example'

/**
 * Refused: forbidden, or no such route at all (internal collections without REST endpoints answer
 * 501).
 */
const REFUSED = [401, 403, 404, 501]

type Who = 'anonymous' | 'customer'
const WHO: Who[] = ['anonymous', 'customer']
const call = (who: Who, method: Parameters<typeof rest>[0], path: string, body?: unknown) =>
  rest(method, path, { cookie: who === 'customer' ? customerCookie : undefined, body })
const count = async (slug: string) =>
  (await payload.count({ collection: slug as 'pages', overrideAccess: true })).totalDocs

describe('what anonymous visitors and customers reach in every collection and global', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    staff = await createStaff(payload, 'redaktion@example.com')
    await payload.create({
      collection: 'customers',
      data: { email: CUSTOMER_EMAIL, password: PASSWORD, vorname: 'Kim', nachname: 'K' },
    })
    await payload.create({
      collection: 'customers',
      data: { email: 'other@firma.example', password: PASSWORD, vorname: 'O', nachname: 'O' },
    })
    const blocks = [
      {
        blockType: 'text' as const,
        main_block_cke: richText('Text'),
        main_block_hintergrundfarbe: '1' as const,
        main_block_text_breite: '8' as const,
      },
    ]
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Öffentlich', slug: 'oeffentlich', blocks, _status: 'published' },
      context: noRevalidate,
    })
    // A published page with a newer draft, and a page never published: neither draft is for
    // visitors.
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Geheimer Entwurf' },
      draft: true,
      context: noRevalidate,
    })
    await payload.create({
      collection: 'pages',
      data: { title: 'Unveröffentlicht', slug: 'unveroeffentlicht', blocks, _status: 'draft' },
      draft: true,
      context: noRevalidate,
    })
    // An editor holds the page's lock and has a preference; a mail job waits in the queue.
    await payload.create({
      collection: 'payload-locked-documents',
      data: {
        document: { relationTo: 'pages', value: page.id },
        user: { relationTo: 'users', value: staff.id },
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'payload-preferences',
      data: { key: 'nav', value: { open: true }, user: { relationTo: 'users', value: staff.id } },
      user: staff,
      overrideAccess: true,
    })
    await payload.jobs.queue({
      task: 'sendMail',
      input: { dedupeKey: 'table-test', to: 'a@firma.example', subject: 'x', text: 'x' },
    })
    const login = await rest('POST', '/api/customers/login/', {
      body: { email: CUSTOMER_EMAIL, password: PASSWORD },
    })
    expect(login.status).toBe(200)
    customerCookie = cookieFrom(login)
  })

  it('covers the internal collections too', () => {
    const slugs = payload.config.collections.map((c) => c.slug)
    expect(slugs).toEqual(
      expect.arrayContaining([
        'payload-locked-documents',
        'payload-preferences',
        'payload-migrations',
        'payload-jobs',
      ]),
    )
  })

  describe('reading', () => {
    it('public content: published documents only, no drafts and no version history', async () => {
      for (const collection of payload.config.collections.filter((c) =>
        PUBLIC_CONTENT.has(c.slug),
      )) {
        const drafts = Boolean(
          collection.versions &&
          typeof collection.versions === 'object' &&
          collection.versions.drafts,
        )
        for (const who of WHO) {
          const label = `${who} ${collection.slug}`
          const response = await call(who, 'GET', `/api/${collection.slug}/?draft=true&limit=100`)
          expect(response.status, label).toBe(200)
          const text = await response.text()
          if (drafts)
            for (const doc of JSON.parse(text).docs) expect(doc._status, label).toBe('published')
          expect(text, label).not.toMatch(/Geheimer Entwurf|Unveröffentlicht/)
          if (collection.versions)
            expect(
              (await call(who, 'GET', `/api/${collection.slug}/versions/`)).status,
              `${label} versions`,
            ).toBe(403)
        }
      }
    })

    it('own data: nothing for anonymous visitors, only their own for a customer', async () => {
      for (const slug of OWN_DATA)
        expect((await call('anonymous', 'GET', `/api/${slug}/`)).status, slug).toBe(403)
      const accounts = await (await call('customer', 'GET', '/api/customers/?limit=100')).json()
      expect(accounts.docs.map((doc: Customer) => doc.email)).toEqual([CUSTOMER_EMAIL])
      const bookings = await call('customer', 'GET', '/api/bookings/?limit=100')
      expect(bookings.status).toBe(200)
      expect((await bookings.json()).docs).toEqual([])
    })

    it('everything else: refused', async () => {
      const closed = payload.config.collections.filter(
        (c) =>
          !PUBLIC_CONTENT.has(c.slug) && !OWN_DATA.has(c.slug) && !PUBLISHED_OR_OWN.has(c.slug),
      )
      expect(closed.length).toBeGreaterThan(5)
      for (const collection of closed) {
        for (const who of WHO) {
          const response = await call(who, 'GET', `/api/${collection.slug}/?limit=100`)
          expect(REFUSED, `${who} ${collection.slug}`).toContain(response.status)
        }
      }
      for (const who of WHO) {
        expect(REFUSED, `${who} preference`).toContain(
          (await call(who, 'GET', '/api/payload-preferences/nav/')).status,
        )
        expect(REFUSED, `${who} jobs run`).toContain(
          (await call(who, 'GET', '/api/payload-jobs/run/')).status,
        )
      }
    })

    it('globals: readable by anyone', async () => {
      for (const global of payload.config.globals) {
        for (const who of WHO)
          expect(
            (await call(who, 'GET', `/api/globals/${global.slug}/`)).status,
            `${who} ${global.slug}`,
          ).toBe(200)
      }
    })
  })

  describe('writing', () => {
    it('nobody but staff creates, changes or deletes anything in any collection', async () => {
      for (const collection of payload.config.collections) {
        const before = await count(collection.slug)
        for (const who of WHO) {
          const label = `${who} ${collection.slug}`
          const base = `/api/${collection.slug}/`
          // Payload checks access before anything else: the body needs no valid fields to be
          // refused.
          expect(REFUSED, `${label} create`).toContain(
            (await call(who, 'POST', base, { title: 'x', key: 'x', email: 'x@firma.example' }))
              .status,
          )
          expect(REFUSED, `${label} delete`).toContain(
            (await call(who, 'DELETE', `${base}?where[id][exists]=true`)).status,
          )
          // A customer may update their own account (their contact data): checked in
          // portal.isolation.test.ts.
          if (who === 'customer' && collection.slug === 'customers') continue
          expect(REFUSED, `${label} update`).toContain(
            (await call(who, 'PATCH', `${base}?where[id][exists]=true`, { title: 'x' })).status,
          )
        }
        expect(await count(collection.slug), collection.slug).toBe(before)
      }
      for (const who of WHO) {
        expect(REFUSED, `${who} preference`).toContain(
          (await call(who, 'POST', '/api/payload-preferences/nav/', { value: { open: false } }))
            .status,
        )
      }
      const preference = await payload.find({
        collection: 'payload-preferences',
        where: { key: { equals: 'nav' } },
        overrideAccess: true,
      })
      expect(preference.docs.map((doc) => doc.value)).toEqual([{ open: true }])
    })

    it('no global changes for anonymous visitors or customers', async () => {
      for (const global of payload.config.globals) {
        for (const who of WHO)
          expect(
            (await call(who, 'POST', `/api/globals/${global.slug}/`, {})).status,
            `${who} ${global.slug}`,
          ).toBe(403)
      }
    })

    it('staff keep the admin’s locks, preferences and history', async () => {
      const asStaff = { user: staff, overrideAccess: false } as const
      expect(
        (await payload.find({ collection: 'payload-locked-documents', ...asStaff })).totalDocs,
      ).toBe(1)
      expect(
        (await payload.find({ collection: 'payload-preferences', ...asStaff })).totalDocs,
      ).toBe(1)
      expect(
        (await payload.findVersions({ collection: 'pages', ...asStaff })).totalDocs,
      ).toBeGreaterThan(0)
    })
  })
})
