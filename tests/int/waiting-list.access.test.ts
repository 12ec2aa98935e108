import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Customer, User } from '@/payload-types'

import { createCustomer, createStaff } from '../helpers/accounts'
import { noRevalidate } from '../helpers/payload'
import { FORBIDDEN } from '../helpers/refusals'
import { bookStored, openBookingOffice, seminarItem } from './booking.fixtures'
import { join, signUp } from './waiting-list.fixtures'

let payload: Payload
let editor: User
let admin: User
let customerA: Customer
let customerB: Customer
const collections = ['waiting-list-entries', 'date-alerts'] as const

/**
 * Waiting-list entries and new-date alerts hold names and addresses: only staff (editors and
 * admins alike: staff accounts have no roles) read or delete them, nobody edits or creates them
 * through the API; the endpoints and the server write them.
 */
describe('waiting list and alerts: access per role', () => {
  const ids: Record<(typeof collections)[number], number> = {
    'waiting-list-entries': 0,
    'date-alerts': 0,
  }

  beforeAll(async () => {
    process.env.RATE_LIMIT = 'off'
    let catalogue
    ;({ payload, catalogue, staff: editor } = await openBookingOffice('editor@institut.example'))
    admin = await createStaff(payload, 'admin@institut.example', 'Admin')
    customerA = await createCustomer(payload, 'kundin-a@firma.example')
    customerB = await createCustomer(payload, 'kunde-b@firma.example')
    const date = await catalogue.addDate(1)
    await bookStored(payload, [seminarItem(date.id)])
    await join(payload, signUp(date.id, { email: customerA.email }))
    for (const collection of collections) {
      const { docs } =
        collection === 'waiting-list-entries'
          ? await payload.find({ collection, limit: 1, overrideAccess: true })
          : {
              docs: [
                await payload.create({
                  collection,
                  data: {
                    seminar: catalogue.seminar.id,
                    email: customerB.email,
                    alertStatus: 'pending',
                    language: 'de',
                  },
                  overrideAccess: true,
                  context: noRevalidate,
                }),
              ],
            }
      ids[collection] = docs[0].id
    }
  })

  /** Neither an update nor a create gets through the access rules. */
  const refusesWrites = async (
    collection: (typeof collections)[number],
    as: { user: User | Customer | undefined; overrideAccess: false; context: typeof noRevalidate },
  ) => {
    await expect(
      payload.update({ collection, id: ids[collection], data: { email: 'x@y.example' }, ...as }),
    ).rejects.toMatchObject(FORBIDDEN)
    await expect(
      payload.create({ collection, data: { email: 'x@y.example' } as never, ...as }),
    ).rejects.toMatchObject(FORBIDDEN)
  }

  const visitors = (): [string, Customer | undefined][] => [
    ['anonymous', undefined],
    ['customer A', customerA],
    ['customer B', customerB],
  ]

  for (const collection of collections) {
    it(`${collection}: visitors and customers can neither read nor write`, async () => {
      for (const [, user] of visitors()) {
        const as = { user, overrideAccess: false, context: noRevalidate } as const
        await expect(payload.find({ collection, ...as })).rejects.toMatchObject(FORBIDDEN)
        await expect(
          payload.findByID({ collection, id: ids[collection], ...as }),
        ).rejects.toMatchObject(FORBIDDEN)
        await refusesWrites(collection, as)
        await expect(
          payload.delete({ collection, id: ids[collection], ...as }),
        ).rejects.toMatchObject(FORBIDDEN)
      }
    })

    it(`${collection}: editors and admins read; nobody edits or creates through the API`, async () => {
      for (const user of [editor, admin]) {
        const as = { user, overrideAccess: false, context: noRevalidate } as const
        const { docs } = await payload.find({ collection, ...as })
        expect(docs.map((doc) => doc.id)).toContain(ids[collection])
        expect(docs[0]).not.toHaveProperty('tokenHash')
        await refusesWrites(collection, as)
      }
    })

    it(`${collection}: staff remove an entry by deleting it`, async () => {
      const as = { user: admin, overrideAccess: false, context: noRevalidate } as const
      await payload.delete({ collection, id: ids[collection], ...as })
      const left = await payload.count({
        collection,
        where: { id: { equals: ids[collection] } },
        overrideAccess: true,
      })
      expect(left.totalDocs).toBe(0)
    })
  }
})
