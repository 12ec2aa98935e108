import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { handlePasswordRequest } from '@/features/portal/profile/server/password'
import { handleProfileRequest } from '@/features/portal/profile/server/profile'
import { env } from '@/lib/env'
import type { Customer } from '@/payload-types'

import { getTestPayload } from '../helpers/payload'
import { cookieFrom, rest } from '../helpers/rest'

let payload: Payload
let alice: Customer
let bob: Customer

const password = 'ein-langes-passwort'
/** Payload's refusal of a wrong password (not a locked account, not a crash). */
const WRONG_PASSWORD = { name: 'AuthenticationError', status: 401 }
const contact = {
  anrede: 'Frau',
  vorname: 'Alice',
  nachname: 'Neumann',
  firma: 'Neu GmbH',
  telefon: '+49 251 111222',
}

type Options = { cookie?: string; origin?: string }

/**
 * A browser-like POST to one of the portal endpoints, with a real Request as the route handler gets
 * it.
 */
function post(
  path: 'profil' | 'passwort',
  message: unknown,
  { cookie, origin = env.SITE_URL }: Options = {},
): Request {
  const headers = new Headers({ 'Content-Type': 'application/json', Origin: origin })
  if (cookie) headers.set('Cookie', cookie)
  return new Request(new URL(`/api/json-api/kundenportal/${path}/`, env.SITE_URL), {
    method: 'POST',
    headers,
    body: JSON.stringify({ message }),
  })
}

const profile = (message: unknown, options?: Options) =>
  handleProfileRequest(post('profil', message, options), payload)
const changePassword = (message: unknown, options?: Options) =>
  handlePasswordRequest(post('passwort', message, options), payload)

/** Logs in through Payload's REST API, as the login form does; returns the session cookie. */
async function login(email: string, secret: string): Promise<string> {
  const response = await rest('POST', '/api/customers/login', { body: { email, password: secret } })
  expect(response.status).toBe(200)
  const cookie = cookieFrom(response)
  expect(cookie).toMatch(/^payload-token=.+/)
  return cookie
}

const stored = (id: number) =>
  payload.findByID({ collection: 'customers', id, overrideAccess: true, showHiddenFields: true })
/**
 * The customer a session cookie stands for, asked like a same-origin browser request (Payload
 * checks the origin of cookie logins).
 */
const sessionUser = async (cookie: string) =>
  (await payload.auth({ headers: new Headers({ Cookie: cookie, Origin: env.SITE_URL }) })).user

async function newCustomer(email: string): Promise<Customer> {
  return payload.create({
    collection: 'customers',
    data: {
      email,
      password,
      anrede: 'Herr',
      vorname: 'Kai',
      nachname: 'Alt',
      telefon: '+49 251 1',
    },
  })
}

describe('profile endpoint', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    alice = await payload.create({
      collection: 'customers',
      data: {
        email: 'alice@example.com',
        password,
        anrede: 'Frau',
        vorname: 'Alice',
        nachname: 'Alt',
      },
    })
    bob = await payload.create({
      collection: 'customers',
      data: {
        email: 'bob@example.com',
        password,
        anrede: 'Herr',
        vorname: 'Bob',
        nachname: 'Berg',
        firma: 'Berg AG',
      },
    })
  })

  it('a customer changes their own contact details; nobody else’s document changes', async () => {
    const cookie = await login('alice@example.com', password)
    const response = await profile(contact, { cookie })
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
    expect(await stored(alice.id)).toMatchObject({ ...contact, email: 'alice@example.com' })
    expect(await stored(bob.id)).toMatchObject({
      vorname: 'Bob',
      nachname: 'Berg',
      firma: 'Berg AG',
    })
  })

  it('empties optional fields and refuses invalid ones, naming them', async () => {
    const cookie = await login('alice@example.com', password)
    expect((await profile({ ...contact, firma: '', telefon: '' }, { cookie })).status).toBe(200)
    expect(await stored(alice.id)).toMatchObject({ firma: null, telefon: null })
    const invalid = await profile(
      { ...contact, vorname: 'R2-D2', telefon: 'ruf mich an' },
      { cookie },
    )
    expect(invalid.status).toBe(400)
    expect((await invalid.json()).errors).toEqual({
      vorname: 'forms.error.vorname-validate',
      telefon: 'forms.error.telefon-validate',
    })
  })

  it('answers 401 without a customer session, also for a staff login', async () => {
    expect((await profile(contact)).status).toBe(401)
    await payload.create({
      collection: 'users',
      data: { email: 'staff@example.com', password: 'staff-password-1' },
    })
    const staff = await rest('POST', '/api/users/login', {
      body: { email: 'staff@example.com', password: 'staff-password-1' },
    })
    expect((await profile(contact, { cookie: cookieFrom(staff) })).status).toBe(401)
  })

  it('refuses a cross-site request with 403 and stores nothing', async () => {
    const cookie = await login('bob@example.com', password)
    const response = await profile(
      { ...contact, vorname: 'Mallory' },
      { cookie, origin: 'https://evil.example' },
    )
    expect(response.status).toBe(403)
    expect((await stored(bob.id)).vorname).toBe('Bob')
  })

  it('refuses unknown fields, the e-mail address among them, and stores nothing', async () => {
    const cookie = await login('bob@example.com', password)
    for (const extra of [
      { id: alice.id },
      { email: 'bob@evil.example' },
      { password: 'ganz-neues-passwort' },
    ]) {
      const response = await profile({ ...contact, vorname: 'Mallory', ...extra }, { cookie })
      expect(response.status).toBe(400)
      expect((await response.json()).errors).toEqual({ [Object.keys(extra)[0]]: 'unknownField' })
    }
    expect(await stored(bob.id)).toMatchObject({ vorname: 'Bob', email: 'bob@example.com' })
    expect((await stored(alice.id)).vorname).toBe('Alice')
  })
})

describe('password endpoint', () => {
  it('a wrong current password answers 400 on that field and counts as a failed login', async () => {
    const carl = await newCustomer('carl@example.com')
    const cookie = await login('carl@example.com', password)
    const response = await changePassword(
      { currentPassword: 'falsch-geraten-1', newPassword: 'ein-ganz-neues-passwort' },
      { cookie },
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      status: 'error',
      errors: { currentPassword: 'portal.profilePage.error.currentPassword-wrong' },
    })
    expect((await stored(carl.id)).loginAttempts).toBe(1)
    // Alike the check further down by shape only: each test asserts its own login answer.
    expect(
      (
        await payload.login({
          collection: 'customers',
          data: { email: 'carl@example.com', password },
        })
      ).user,
    ).toBeTruthy()
  })

  it('refuses a short new password or the same one again', async () => {
    await newCustomer('dora@example.com')
    const cookie = await login('dora@example.com', password)
    const short = await changePassword(
      { currentPassword: password, newPassword: 'kurz' },
      { cookie },
    )
    expect((await short.json()).errors).toEqual({
      newPassword: 'portal.profilePage.error.newPassword-short',
    })
    const same = await changePassword(
      { currentPassword: password, newPassword: password },
      { cookie },
    )
    expect(same.status).toBe(400)
    expect((await same.json()).errors).toEqual({
      newPassword: 'portal.profilePage.error.newPassword-same',
    })
  })

  it('answers 401 without a session and 403 across sites', async () => {
    const message = { currentPassword: password, newPassword: 'ein-ganz-neues-passwort' }
    expect((await changePassword(message)).status).toBe(401)
    await newCustomer('emil@example.com')
    const cookie = await login('emil@example.com', password)
    expect((await changePassword(message, { cookie, origin: 'https://evil.example' })).status).toBe(
      403,
    )
    expect(
      (
        await payload.login({
          collection: 'customers',
          data: { email: 'emil@example.com', password },
        })
      ).user,
    ).toBeTruthy()
  })

  it('sets the new password, ends the other sessions and keeps this one', async () => {
    const fritz = await newCustomer('fritz@example.com')
    const here = await login('fritz@example.com', password)
    const elsewhere = await login('fritz@example.com', password)
    const fresh = 'ein-ganz-neues-passwort'

    const response = await changePassword(
      { currentPassword: password, newPassword: fresh },
      { cookie: here },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })

    expect((await sessionUser(here))?.id).toBe(fritz.id)
    expect(await sessionUser(elsewhere)).toBeNull()
    // Only this device's session is left on the account (the check of the old password opened none
    // that lasts).
    expect((await stored(fritz.id)).sessions).toHaveLength(1)
    expect((await profile(contact, { cookie: elsewhere })).status).toBe(401)
    expect((await profile(contact, { cookie: here })).status).toBe(200)

    expect(
      (
        await payload.login({
          collection: 'customers',
          data: { email: 'fritz@example.com', password: fresh },
        })
      ).user?.id,
    ).toBe(fritz.id)
    await expect(
      payload.login({ collection: 'customers', data: { email: 'fritz@example.com', password } }),
    ).rejects.toMatchObject(WRONG_PASSWORD)
  })

  it('a plain update through the REST API cannot set a password', async () => {
    const gina = await newCustomer('gina@example.com')
    const cookie = await login('gina@example.com', password)
    const response = await rest('PATCH', `/api/customers/${gina.id}`, {
      cookie,
      body: { password: 'ein-ganz-neues-passwort' },
    })
    expect(response.status).toBe(400)
    await expect(
      payload.login({
        collection: 'customers',
        data: { email: 'gina@example.com', password: 'ein-ganz-neues-passwort' },
      }),
    ).rejects.toMatchObject(WRONG_PASSWORD)
  })
})
