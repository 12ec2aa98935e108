import type { Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Booking, Customer } from '@/payload-types'

import { createConfirmedBooking } from '../helpers/bookings'
import { getTestPayload, noRevalidate } from '../helpers/payload'
import { FORBIDDEN, NOT_FOUND } from '../helpers/refusals'
import { cookieFrom, rest } from '../helpers/rest'

// Alike catalogue.test.ts by shape only: each file declares its own fixtures.
let payload: Payload
let alice: Customer
let bob: Customer
let aliceBooking: Booking
let bobBooking: Booking
let aliceCookie: string

const PASSWORD = 'ein-langes-passwort'
const BOB = 'bob@firma.example'

const makeBooking = (email: string, number: string): Promise<Booking> =>
  createConfirmedBooking(
    payload,
    { vorname: 'Kim', nachname: number, email },
    { bookingNumber: number, title: `Seminar ${number}`, idempotencyKey: `isolation-${number}` },
  )

const asAlice = () => ({
  user: { ...alice, collection: 'customers' as const },
  overrideAccess: false,
})
const get = (path: string) => rest('GET', path, { cookie: aliceCookie })
const json = async (response: Response) =>
  (await response.json()) as {
    docs?: { id: number; bookingNumber?: string; email?: string }[]
    totalDocs?: number
  }

describe('customer A cannot read customer B’s bookings or profile by any route', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    alice = await payload.create({
      collection: 'customers',
      data: { email: 'alice@firma.example', password: PASSWORD, vorname: 'Alice', nachname: 'A' },
    })
    bob = await payload.create({
      collection: 'customers',
      data: { email: BOB, password: PASSWORD, vorname: 'Bob', nachname: 'B', firma: 'Bob GmbH' },
    })
    aliceBooking = await makeBooking('Alice@Firma.example', 'B-2026-100001')
    // Bob booked with his address in capitals: it still belongs to him, and only to him.
    bobBooking = await makeBooking('BOB@firma.example', 'B-2026-200002')
    const login = await rest('POST', '/api/customers/login/', {
      body: { email: alice.email, password: PASSWORD },
    })
    expect(login.status).toBe(200)
    aliceCookie = cookieFrom(login)
    expect(aliceCookie).toMatch(/^payload-token=./)
  })

  describe('Local API with her own access', () => {
    it('lists her own booking only, whatever the query asks for', async () => {
      // Unfiltered, she gets exactly her booking.
      const { docs: hers } = await payload.find({
        collection: 'bookings',
        where: {},
        depth: 3,
        ...asAlice(),
      })
      expect(hers.map((doc) => doc.id)).toEqual([aliceBooking.id])
      // Queries for his booking match none of hers: nothing, or at most hers, but never his.
      const queries: Where[] = [
        { customerEmail: { equals: BOB } },
        { or: [{ customerEmail: { equals: BOB } }, { id: { equals: bobBooking.id } }] },
        { 'contact.email': { like: 'bob' } },
        { bookingNumber: { equals: bobBooking.bookingNumber } },
      ]
      for (const where of queries) {
        const { docs } = await payload.find({
          collection: 'bookings',
          where,
          depth: 3,
          ...asAlice(),
        })
        expect(
          docs.every((doc) => doc.id === aliceBooking.id),
          JSON.stringify(where),
        ).toBe(true)
      }
      expect((await payload.count({ collection: 'bookings', ...asAlice() })).totalDocs).toBe(1)
    })

    it('does not find his booking or his account by id, and changes nothing', async () => {
      // Her read rules are queries for her own e-mail and account: his are not there for her.
      await expect(
        payload.findByID({ collection: 'bookings', id: bobBooking.id, ...asAlice() }),
      ).rejects.toMatchObject(NOT_FOUND)
      await expect(
        payload.findByID({ collection: 'customers', id: bob.id, ...asAlice() }),
      ).rejects.toMatchObject(NOT_FOUND)
      const { docs } = await payload.find({
        collection: 'customers',
        where: { email: { equals: BOB } },
        ...asAlice(),
      })
      expect(docs).toEqual([])
      // Alike the refusal below by shape only: each case asserts its own refusal.
      await expect(
        payload.update({
          collection: 'customers',
          id: bob.id,
          data: { firma: 'Gekapert' },
          ...asAlice(),
        }),
      ).rejects.toMatchObject(FORBIDDEN)
      await expect(
        payload.delete({ collection: 'customers', id: bob.id, ...asAlice() }),
      ).rejects.toMatchObject(FORBIDDEN)
      await expect(
        payload.update({
          collection: 'bookings',
          id: aliceBooking.id,
          data: { status: 'cancelled' },
          ...asAlice(),
          context: noRevalidate,
        }),
      ).rejects.toMatchObject(FORBIDDEN)
      const stored = await payload.findByID({
        collection: 'customers',
        id: bob.id,
        overrideAccess: true,
      })
      expect(stored.firma).toBe('Bob GmbH')
      expect(
        (
          await payload.findByID({
            collection: 'bookings',
            id: aliceBooking.id,
            overrideAccess: true,
          })
        ).status,
      ).toBe('confirmed')
    })
  })

  describe('REST with her session cookie', () => {
    it('answers 404 for his booking and his account by id', async () => {
      for (const path of [
        `/api/bookings/${bobBooking.id}/`,
        `/api/bookings/${bobBooking.id}/?depth=3`,
        `/api/customers/${bob.id}/`,
      ]) {
        const response = await get(path)
        expect([403, 404], path).toContain(response.status)
        expect(await response.text()).not.toContain('bob@')
      }
      expect((await get(`/api/bookings/${aliceBooking.id}/`)).status).toBe(200)
    })

    it('lists only her booking, with where-tricks, depth, select, sort and a large limit', async () => {
      // Queries that do not filter her bookings away answer exactly hers; those asking for his, at
      // most hers.
      const queries: [query: string, hers: 'exactly' | 'at most'][] = [
        ['', 'exactly'],
        [`where[customerEmail][equals]=${BOB}`, 'at most'],
        [
          `where[or][0][customerEmail][equals]=${BOB}&where[or][1][id][equals]=${bobBooking.id}`,
          'at most',
        ],
        [`where[or][0][id][exists]=true&where[or][1][customerEmail][like]=bob`, 'exactly'],
        [`where[bookingNumber][equals]=${bobBooking.bookingNumber}`, 'at most'],
        ['depth=5&limit=1000&sort=customerEmail', 'exactly'],
        ['select[customerEmail]=true&select[contact]=true&sort=-customerEmail', 'exactly'],
        ['pagination=false&draft=true', 'exactly'],
      ]
      for (const [query, hers] of queries) {
        const response = await get(`/api/bookings/?${query}`)
        expect(response.status, query).toBe(200)
        const body = await json(response)
        if (hers === 'exactly')
          expect(
            body.docs?.map((doc) => doc.id),
            query,
          ).toEqual([aliceBooking.id])
        else
          expect(
            body.docs?.every((doc) => doc.id === aliceBooking.id),
            query,
          ).toBe(true)
        expect(JSON.stringify(body), query).not.toContain('bob@')
      }
      expect((await json(await get('/api/bookings/count/'))).totalDocs).toBe(1)
      expect(
        (await json(await get(`/api/bookings/count/?where[customerEmail][equals]=${BOB}`)))
          .totalDocs,
      ).toBe(0)
      const customers = await json(await get('/api/customers/?limit=100&depth=2'))
      expect(customers.docs?.map((doc) => doc.email)).toEqual([alice.email])
    })

    it('cannot change or delete his account, nor any booking, nor create either', async () => {
      const attempts: [Parameters<typeof rest>[0], string, unknown][] = [
        ['PATCH', `/api/customers/${bob.id}/`, { firma: 'Gekapert' }],
        ['PATCH', `/api/customers/?where[id][equals]=${bob.id}`, { firma: 'Gekapert' }],
        ['DELETE', `/api/customers/${bob.id}/`, undefined],
        ['DELETE', `/api/customers/?where[email][equals]=${BOB}`, undefined],
        ['PATCH', `/api/bookings/${aliceBooking.id}/`, { status: 'cancelled' }],
        ['PATCH', `/api/bookings/${bobBooking.id}/`, { status: 'cancelled' }],
        ['PATCH', '/api/bookings/?where[id][exists]=true', { status: 'cancelled' }],
        ['DELETE', `/api/bookings/${aliceBooking.id}/`, undefined],
        ['DELETE', '/api/bookings/?where[id][exists]=true', undefined],
        [
          'POST',
          '/api/bookings/',
          {
            ...aliceBooking,
            id: undefined,
            bookingNumber: 'B-2026-300003',
            idempotencyKey: 'isolation-new',
          },
        ],
        [
          'POST',
          '/api/customers/',
          { email: 'neu@firma.example', password: PASSWORD, vorname: 'N', nachname: 'N' },
        ],
      ]
      for (const [method, path, body] of attempts) {
        const response = await rest(method, path, { cookie: aliceCookie, body })
        const text = await response.text()
        // Bulk operations answer 200 with the documents they changed in `docs` (none) and errors.
        if (response.ok) expect(JSON.parse(text).docs ?? [], `${method} ${path}`).toEqual([])
        else expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400)
      }
      expect(
        (await payload.findByID({ collection: 'customers', id: bob.id, overrideAccess: true }))
          .firma,
      ).toBe('Bob GmbH')
      const bookings = await payload.find({
        collection: 'bookings',
        overrideAccess: true,
        depth: 0,
      })
      expect(bookings.docs.map((doc) => doc.status)).toEqual(['confirmed', 'confirmed'])
      expect(
        (await payload.count({ collection: 'customers', overrideAccess: true })).totalDocs,
      ).toBe(2)
    })

    it('refuses her own e-mail or password change through PATCH; her contact data she may change', async () => {
      const email = await rest('PATCH', `/api/customers/${alice.id}/`, {
        cookie: aliceCookie,
        body: { email: BOB },
      })
      expect(email.status).toBe(400)
      const password = await rest('PATCH', `/api/customers/${alice.id}/`, {
        cookie: aliceCookie,
        body: { password: 'ein-neues-passwort-1' },
      })
      expect(password.status).toBe(400)
      const stored = await payload.findByID({
        collection: 'customers',
        id: alice.id,
        overrideAccess: true,
      })
      expect(stored.email).toBe('alice@firma.example')
      await expect(
        payload.login({
          collection: 'customers',
          data: { email: alice.email, password: PASSWORD },
        }),
      ).resolves.toMatchObject({ user: { id: alice.id } })
      expect(
        (
          await rest('PATCH', `/api/customers/${alice.id}/`, {
            cookie: aliceCookie,
            body: { telefon: '+49 251 1' },
          })
        ).status,
      ).toBe(200)
    })

    it('has her own PATCH checked like the portal form: no markup, no script address, no array', async () => {
      const before = await payload.findByID({ collection: 'customers', id: alice.id })
      for (const body of [
        { vorname: '<img src=x onerror=alert(1)>' },
        { nachname: 'Muster<script>' },
        { telefon: 'javascript:alert(1)' },
        { firma: 'x'.repeat(121) },
        { email: ['alice@firma.example'] },
        { email: { equals: 'alice@firma.example' } },
      ]) {
        const answer = await rest('PATCH', `/api/customers/${alice.id}/`, {
          cookie: aliceCookie,
          body,
        })
        expect(answer.status, JSON.stringify(body)).toBe(400)
      }
      const after = await payload.findByID({ collection: 'customers', id: alice.id })
      expect(after).toEqual(before)
    })

    it('gets no CSV export and no GraphQL', async () => {
      for (const slug of [
        'bookings',
        'contact-messages',
        'callback-requests',
        'whitepaper-requests',
        'newsletter-subscriptions',
      ]) {
        const response = await get(`/api/${slug}/export.csv`)
        expect(response.status, slug).toBe(403)
        expect(await response.text()).not.toContain('bob@')
      }
      expect(
        (
          await rest('POST', '/api/graphql', {
            cookie: aliceCookie,
            body: { query: '{ Bookings { docs { id } } }' },
          })
        ).status,
      ).toBe(404)
      expect((await get('/api/graphql-playground')).status).toBe(404)
    })
  })
})
