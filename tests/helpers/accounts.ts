import type { Payload } from 'payload'

import type { Customer, User } from '@/payload-types'

import { noRevalidate } from './payload'

/** The password of every account the integration tests create (long enough for both rules). */
export const TEST_PASSWORD = 'a-long-password-1'

/** A staff member (the `users` collection) who can log in with TEST_PASSWORD. */
export const createStaff = (payload: Payload, email: string, name = 'Redaktion'): Promise<User> =>
  payload.create({
    collection: 'users',
    data: { email, password: TEST_PASSWORD, name },
    context: noRevalidate,
  })

/** A customer account of the portal who can log in with TEST_PASSWORD. */
export const createCustomer = (
  payload: Payload,
  email: string,
  names: { vorname: string; nachname: string } = { vorname: 'Kai', nachname: 'Kunde' },
): Promise<Customer> =>
  payload.create({
    collection: 'customers',
    data: { email, password: TEST_PASSWORD, ...names },
    context: noRevalidate,
  })
