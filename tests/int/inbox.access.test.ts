import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { getTestPayload, noRevalidate } from '../helpers/payload'

let payload: Payload
let staff: User
const anonymous = { overrideAccess: false, context: noRevalidate } as const

/** Bookings, sent mails and queued jobs hold personal data: visitors can neither read nor write them. */
describe('inbox collections', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    staff = await payload.create({ collection: 'users', data: { email: 'inbox@example.com', password: 'a-long-password-1', name: 'Inbox' } })
  })

  for (const collection of ['bookings', 'sent-mails', 'payload-jobs'] as const) {
    it(`${collection}: anonymous visitors can neither list nor create`, async () => {
      await expect(payload.find({ collection, ...anonymous })).rejects.toThrow()
      await expect(payload.create({ collection, data: {} as never, ...anonymous })).rejects.toThrow()
    })
  }

  it('staff list bookings and sent mails', async () => {
    for (const collection of ['bookings', 'sent-mails'] as const) {
      await expect(payload.find({ collection, user: staff, overrideAccess: false })).resolves.toMatchObject({ docs: expect.any(Array) })
    }
  })

  it('not even staff create bookings or sent-mail records by hand: only the endpoint and the outbox do', async () => {
    await expect(payload.create({ collection: 'bookings', data: {} as never, user: staff, overrideAccess: false, context: noRevalidate })).rejects.toThrow()
    await expect(
      payload.create({ collection: 'sent-mails', data: { dedupeKey: 'x', to: 'a@b.de', subject: 'x' }, user: staff, overrideAccess: false, context: noRevalidate }),
    ).rejects.toThrow()
  })
})
