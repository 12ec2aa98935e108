import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Customer, User } from '@/payload-types'

import { createCustomer, createStaff } from '../helpers/accounts'
import { getTestPayload, noRevalidate } from '../helpers/payload'
import { FORBIDDEN } from '../helpers/refusals'

let payload: Payload
let staff: User
let customer: Customer

type QueueRow = { id: number | string; recipient?: string; subject?: string; state?: string }

/** A mail queued as the forms and bookings queue theirs, marked as Payload marks it after tries. */
async function queued(
  to: string,
  subject: string,
  after: { totalTried?: number; hasError?: boolean } = {},
) {
  const job = await payload.jobs.queue({
    task: 'sendMail',
    input: { dedupeKey: `queue-admin:${to}`, to, subject, text: 'Hallo' },
  })
  if (Object.keys(after).length)
    await payload.db.updateOne({
      collection: 'payload-jobs',
      id: job.id,
      data: after,
      returning: false,
    })
  return job.id
}

const asStaff = async () =>
  (
    await payload.find({
      collection: 'payload-jobs',
      user: staff,
      overrideAccess: false,
      pagination: false,
      depth: 0,
    })
  ).docs as unknown as QueueRow[]

describe('the mail queue in the admin', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    staff = await createStaff(payload, 'queue@example.com', 'Queue')
    customer = await createCustomer(payload, 'queue-kunde@firma.example')
  })

  it('shows staff each waiting or failed mail with its recipient, subject and whether it will still arrive', async () => {
    const fresh = await queued('neu@firma.example', 'Ihre Buchung B-1')
    const retrying = await queued('wieder@firma.example', 'Ihre Rückrufbitte', { totalTried: 3 })
    const failed = await queued('tippfehler@firma.exmaple', 'Ihre Buchung B-2', {
      totalTried: 15,
      hasError: true,
    })
    const rows = await asStaff()
    const row = (id: number | string) => rows.find((entry) => entry.id === id)
    expect(row(fresh)).toMatchObject({
      recipient: 'neu@firma.example',
      subject: 'Ihre Buchung B-1',
      state: 'Wird gleich verschickt',
    })
    expect(row(retrying)).toMatchObject({
      recipient: 'wieder@firma.example',
      state: 'Wartet auf den nächsten Versuch',
    })
    expect(row(failed)).toMatchObject({
      recipient: 'tippfehler@firma.exmaple',
      subject: 'Ihre Buchung B-2',
      state: 'Endgültig gescheitert – bitte die Person anders erreichen',
    })
  })

  it('is read-only, even for staff, and closed to customers and visitors', async () => {
    const id = await queued('lesen@firma.example', 'Nur lesen')
    await expect(
      payload.update({
        collection: 'payload-jobs',
        id,
        data: { hasError: true },
        user: staff,
        overrideAccess: false,
        context: noRevalidate,
      }),
    ).rejects.toMatchObject(FORBIDDEN)
    await expect(
      payload.delete({
        collection: 'payload-jobs',
        id,
        user: staff,
        overrideAccess: false,
        context: noRevalidate,
      }),
    ).rejects.toMatchObject(FORBIDDEN)
    await expect(
      payload.find({ collection: 'payload-jobs', user: customer, overrideAccess: false }),
    ).rejects.toMatchObject(FORBIDDEN)
    await expect(
      payload.find({ collection: 'payload-jobs', overrideAccess: false }),
    ).rejects.toMatchObject(FORBIDDEN)
    expect(
      (await payload.findByID({ collection: 'payload-jobs', id, overrideAccess: true })).hasError,
    ).toBe(false)
    // The same change is saved when access is overridden (as the outbox writes): what refused it
    // above is the access rule.
    expect(
      (
        await payload.update({
          collection: 'payload-jobs',
          id,
          data: { hasError: true },
          overrideAccess: true,
          context: noRevalidate,
        })
      ).hasError,
    ).toBe(true)
  })

  it('appears in the admin menu for staff only', () => {
    const admin = payload.collections['payload-jobs'].config.admin
    const hidden = admin.hidden as (args: { user: unknown }) => boolean
    expect(hidden({ user: { ...staff, collection: 'users' } })).toBe(false)
    expect(hidden({ user: { ...customer, collection: 'customers' } })).toBe(true)
    expect(hidden({ user: null })).toBe(true)
  })
})
