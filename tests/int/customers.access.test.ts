import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Customer, User } from '@/payload-types'

import { getTestPayload } from '../helpers/payload'
import { FORBIDDEN, NOT_FOUND } from '../helpers/refusals'

let payload: Payload
let staff: User
let alice: Customer
let bob: Customer

const password = 'ein-langes-passwort'

async function asCustomer(customer: Customer) {
  return { user: { ...customer, collection: 'customers' as const }, overrideAccess: false }
}

describe('customer accounts', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    staff = await payload.create({
      collection: 'users',
      data: { email: 'staff@example.com', password: 'staff-password-1' },
    })
    alice = await payload.create({
      collection: 'customers',
      data: { email: 'alice@example.com', password, vorname: 'Alice', nachname: 'A' },
    })
    bob = await payload.create({
      collection: 'customers',
      data: { email: 'bob@example.com', password, vorname: 'Bob', nachname: 'B' },
    })
  })

  it('anonymous visitors can neither list nor create customers', async () => {
    const before = (await payload.count({ collection: 'customers' })).totalDocs
    await expect(
      payload.find({ collection: 'customers', overrideAccess: false }),
    ).rejects.toMatchObject(FORBIDDEN)
    await expect(
      payload.create({
        collection: 'customers',
        data: { email: 'eve@example.com', password, vorname: 'E', nachname: 'E' },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject(FORBIDDEN)
    // Alike the check further down by shape only: each test asserts its own access.
    expect(
      (
        await payload.count({
          collection: 'customers',
          where: { email: { equals: 'eve@example.com' } },
        })
      ).totalDocs,
    ).toBe(0)
    expect((await payload.count({ collection: 'customers' })).totalDocs).toBe(before)
  })

  it('a customer sees only their own account', async () => {
    const { docs } = await payload.find({ collection: 'customers', ...(await asCustomer(alice)) })
    expect(docs.map((d) => d.email)).toEqual(['alice@example.com'])
    // Her access rule is a query for her own id: Bob's account is simply not there for her.
    await expect(
      payload.findByID({ collection: 'customers', id: bob.id, ...(await asCustomer(alice)) }),
    ).rejects.toMatchObject(NOT_FOUND)
  })

  it('a customer changes their own data but not someone else’s', async () => {
    const updated = await payload.update({
      collection: 'customers',
      id: alice.id,
      data: { firma: 'Alice AG' },
      ...(await asCustomer(alice)),
    })
    expect(updated.firma).toBe('Alice AG')
    await expect(
      payload.update({
        collection: 'customers',
        id: bob.id,
        data: { firma: 'Gekapert' },
        ...(await asCustomer(alice)),
      }),
    ).rejects.toMatchObject(FORBIDDEN)
    expect((await payload.findByID({ collection: 'customers', id: bob.id })).firma).toBeFalsy()
  })

  it('a customer cannot delete accounts; staff can read all of them', async () => {
    await expect(
      payload.delete({ collection: 'customers', id: alice.id, ...(await asCustomer(alice)) }),
    ).rejects.toMatchObject(FORBIDDEN)
    await expect(
      payload.delete({ collection: 'customers', id: bob.id, ...(await asCustomer(alice)) }),
    ).rejects.toMatchObject(FORBIDDEN)
    expect(
      (await payload.count({ collection: 'customers', where: { id: { in: [alice.id, bob.id] } } }))
        .totalDocs,
    ).toBe(2)
    const { docs } = await payload.find({
      collection: 'customers',
      user: staff,
      overrideAccess: false,
    })
    expect(docs.map((d) => d.email).sort()).toEqual(['alice@example.com', 'bob@example.com'])
  })

  it('customers cannot read staff accounts', async () => {
    await expect(
      payload.find({ collection: 'users', ...(await asCustomer(alice)) }),
    ).rejects.toMatchObject(FORBIDDEN)
    await expect(
      payload.findByID({ collection: 'users', id: staff.id, ...(await asCustomer(alice)) }),
    ).rejects.toMatchObject(FORBIDDEN)
  })

  it('a password needs at least 10 characters', async () => {
    await expect(
      payload.create({
        collection: 'customers',
        data: { email: 'short@example.com', password: 'kurz12345', vorname: 'K', nachname: 'K' },
      }),
    ).rejects.toMatchObject({
      data: {
        errors: [
          expect.objectContaining({ path: 'password', message: expect.stringMatching(/10/) }),
        ],
      },
    })
    expect(
      (
        await payload.count({
          collection: 'customers',
          where: { email: { equals: 'short@example.com' } },
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('login works with the right password and fails alike for a wrong password or unknown email', async () => {
    const ok = await payload.login({
      collection: 'customers',
      data: { email: 'alice@example.com', password },
    })
    expect(ok.user?.email).toBe('alice@example.com')
    // The token lives only in the HttpOnly cookie, never in an answer body.
    expect(ok.token).toBeUndefined()
    const wrong = await payload
      .login({
        collection: 'customers',
        data: { email: 'alice@example.com', password: 'falsches-passwort' },
      })
      .catch((e: Error) => e)
    const unknown = await payload
      .login({ collection: 'customers', data: { email: 'nobody@example.com', password } })
      .catch((e: Error) => e)
    expect(wrong).toBeInstanceOf(Error)
    expect(unknown).toBeInstanceOf(Error)
    expect((wrong as Error).message).toBe((unknown as Error).message)
  })
})
