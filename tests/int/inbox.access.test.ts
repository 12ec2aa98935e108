import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { FORM_TYPES } from '@/features/forms/form-types'
import { hashToken, newToken } from '@/lib/tokens'
import type { Customer, User } from '@/payload-types'

import { createCustomer, createStaff } from '../helpers/accounts'
import { getTestPayload, noRevalidate } from '../helpers/payload'
import { FORBIDDEN } from '../helpers/refusals'

let payload: Payload
let staff: User
let customer: Customer
let whitepaperId: number
const anonymous = { overrideAccess: false, context: noRevalidate } as const

let made = 0
/**
 * A complete record of each collection only the booking endpoint and the outbox write, as they
 * store it.
 */
const complete = {
  bookings: () => {
    made += 1
    const person = {
      anrede: 'Frau' as const,
      vorname: 'Kim',
      nachname: 'Kunde',
      email: 'kim@firma.example',
    }
    return {
      bookingNumber: `B-2026-${String(900_000 + made)}`,
      status: 'confirmed' as const,
      kind: 'buchung' as const,
      language: 'de' as const,
      contact: person,
      billing: { strasse: 'Hafenweg 5', plz: '48155', ort: 'Münster', land: 'DE' },
      items: [
        {
          type: 'seminar' as const,
          title: 'Führen ohne Titel',
          price: 990,
          currency: 'EUR' as const,
          participants: [person],
        },
      ],
      idempotencyKey: `inbox-access-${newToken()}`,
    }
  },
  'sent-mails': () => ({
    dedupeKey: `mail-${newToken()}`,
    to: 'kim@firma.example',
    subject: 'Ihre Buchung',
  }),
  'payload-jobs': () => ({
    taskSlug: 'sendMail' as const,
    input: {
      dedupeKey: `job-${newToken()}`,
      to: 'kim@firma.example',
      subject: 'Ihre Buchung',
      text: 'Guten Tag Kim',
    },
  }),
}
const countAll = async (collection: keyof typeof complete) =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

/**
 * Bookings, sent mails and queued jobs hold personal data: visitors can neither read nor write
 * them.
 */
describe('inbox collections', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    staff = await createStaff(payload, 'inbox@example.com', 'Inbox')
    customer = await createCustomer(payload, 'kunde@firma.example')
    // A draft needs neither thumbnail nor PDF: enough for a request to point at.
    whitepaperId = (
      await payload.create({
        collection: 'whitepapers',
        data: { title: 'Entwurf', _status: 'draft' },
        draft: true,
        context: noRevalidate,
      })
    ).id
  })

  for (const collection of ['bookings', 'sent-mails', 'payload-jobs'] as const) {
    it(`${collection}: anonymous visitors can neither list nor create`, async () => {
      await expect(payload.find({ collection, ...anonymous })).rejects.toMatchObject(FORBIDDEN)
      const before = await countAll(collection)
      await expect(
        payload.create({ collection, data: complete[collection]() as never, ...anonymous }),
      ).rejects.toMatchObject(FORBIDDEN)
      expect(await countAll(collection)).toBe(before)
      // The same record is stored when access is overridden: what refused it above is the access
      // rule.
      await payload.create({
        collection,
        data: complete[collection]() as never,
        overrideAccess: true,
        context: noRevalidate,
      })
      expect(await countAll(collection)).toBe(before + 1)
    })
  }

  it('staff list bookings and sent mails', async () => {
    for (const collection of ['bookings', 'sent-mails'] as const) {
      await expect(
        payload.find({ collection, user: staff, overrideAccess: false }),
      ).resolves.toMatchObject({ docs: expect.any(Array) })
    }
  })

  it('not even staff create bookings or sent-mail records by hand: only the endpoint and the outbox do', async () => {
    for (const collection of ['bookings', 'sent-mails'] as const) {
      const before = await countAll(collection)
      await expect(
        payload.create({
          collection,
          data: complete[collection]() as never,
          user: staff,
          overrideAccess: false,
          context: noRevalidate,
        }),
      ).rejects.toMatchObject(FORBIDDEN)
      expect(await countAll(collection), collection).toBe(before)
    }
  })

  describe('what visitors send (the staff inbox)', () => {
    const person = { vorname: 'Lea', nachname: 'Lang', email: 'lea@firma.example' }
    /** A stored submission of each inbox collection, as its endpoint would leave it. */
    const inbox = {
      'contact-messages': {
        data: () => ({
          ...person,
          formType: FORM_TYPES.contactShort,
          mitteilung: 'Bitte um Rückruf',
        }),
        done: { status: 'done' },
      },
      'callback-requests': {
        data: () => ({ ...person, termin: '02.03.2026, 10:15', telefon: '0251 123456' }),
        done: { status: 'done' },
      },
      'whitepaper-requests': {
        data: () => ({
          ...person,
          whitepaper: whitepaperId,
          whitepaperTitle: 'Entwurf',
          codeHash: hashToken(newToken()),
        }),
        done: { status: 'done' },
      },
      'newsletter-subscriptions': {
        data: () => ({
          email: `${newToken()}@firma.example`,
          anrede: 'Frau',
          tokenHash: hashToken(newToken()),
        }),
        done: { subscription: 'unsubscribed' },
      },
    } as const
    type Slug = keyof typeof inbox
    const store = async (collection: Slug) =>
      (
        await payload.create({
          collection,
          data: inbox[collection].data() as never,
          overrideAccess: true,
          context: noRevalidate,
        })
      ).id
    const count = async (collection: Slug) =>
      (await payload.count({ collection, overrideAccess: true })).totalDocs

    for (const collection of Object.keys(inbox) as Slug[]) {
      for (const who of ['anonymous', 'customer'] as const) {
        it(`${collection}: ${who === 'anonymous' ? 'an anonymous visitor' : 'a logged-in customer'} can neither list, read, create, change nor delete`, async () => {
          const as = {
            overrideAccess: false,
            context: noRevalidate,
            ...(who === 'customer'
              ? { user: { ...customer, collection: 'customers' as const } }
              : {}),
          }
          const id = await store(collection)
          const before = await count(collection)
          // The rule is a plain no (not a query), so even a read by id is refused, not answered
          // 'not found'.
          await expect(payload.find({ collection, ...as })).rejects.toMatchObject(FORBIDDEN)
          await expect(payload.findByID({ collection, id, ...as })).rejects.toMatchObject(FORBIDDEN)
          // The same complete record and change that store() and the staff test below get through.
          await expect(
            payload.create({ collection, data: inbox[collection].data() as never, ...as }),
          ).rejects.toMatchObject(FORBIDDEN)
          await expect(
            payload.update({ collection, id, data: inbox[collection].done as never, ...as }),
          ).rejects.toMatchObject(FORBIDDEN)
          await expect(payload.delete({ collection, id, ...as })).rejects.toMatchObject(FORBIDDEN)
          expect(await count(collection)).toBe(before)
          const stored = (await payload.findByID({
            collection,
            id,
            overrideAccess: true,
          })) as unknown as Record<string, unknown>
          expect(stored).toMatchObject(
            collection === 'newsletter-subscriptions'
              ? { subscription: 'pending' }
              : { status: 'new' },
          )
        })
      }

      it(`${collection}: staff list, read, mark as done and delete, but never create`, async () => {
        const asStaff = { user: staff, overrideAccess: false, context: noRevalidate } as const
        const id = await store(collection)
        const list = await payload.find({ collection, ...asStaff })
        expect(list.docs.map((doc) => doc.id)).toContain(id)
        expect((await payload.findByID({ collection, id, ...asStaff })).id).toBe(id)
        const updated = (await payload.update({
          collection,
          id,
          data: inbox[collection].done as never,
          ...asStaff,
        })) as unknown as Record<string, unknown>
        expect(updated).toMatchObject(inbox[collection].done)
        const before = await count(collection)
        await expect(
          payload.create({ collection, data: inbox[collection].data() as never, ...asStaff }),
        ).rejects.toMatchObject(FORBIDDEN)
        expect(await count(collection)).toBe(before)
        // The same record is stored when access is overridden: what refused it above is the access
        // rule.
        await store(collection)
        expect(await count(collection)).toBe(before + 1)
        await payload.delete({ collection, id, ...asStaff })
        expect(
          await payload.findByID({ collection, id, overrideAccess: true, disableErrors: true }),
        ).toBeNull()
      })
    }

    it('never shows the hash of an access code or confirmation token, not even to staff', async () => {
      const asStaff = { user: staff, overrideAccess: false } as const
      for (const [collection, field] of [
        ['whitepaper-requests', 'codeHash'],
        ['newsletter-subscriptions', 'tokenHash'],
      ] as const) {
        const id = await store(collection)
        const stored = (await payload.findByID({
          collection,
          id,
          overrideAccess: true,
        })) as unknown as Record<string, unknown>
        expect(stored[field]).toMatch(/^[0-9a-f]{64}$/)
        const one = (await payload.findByID({ collection, id, ...asStaff })) as unknown as Record<
          string,
          unknown
        >
        expect(one).not.toHaveProperty(field)
        const { docs } = await payload.find({ collection, ...asStaff })
        for (const doc of docs) expect(doc).not.toHaveProperty(field)
        // Nor can staff overwrite it, which would hand out a code of their choosing.
        await payload.update({
          collection,
          id,
          data: { [field]: hashToken('chosen') } as never,
          ...asStaff,
          context: noRevalidate,
        })
        expect(
          (
            (await payload.findByID({ collection, id, overrideAccess: true })) as unknown as Record<
              string,
              unknown
            >
          )[field],
        ).toBe(stored[field])
      }
    })
  })
})
