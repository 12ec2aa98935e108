import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { handlePasswordRequest } from '@/features/portal/profile/server/password'
import { handleProfileRequest } from '@/features/portal/profile/server/profile'
import { env } from '@/lib/env'
import type { Booking, Customer } from '@/payload-types'

import { createConfirmedBooking } from '../helpers/bookings'
import { getTestPayload, noRevalidate } from '../helpers/payload'
import { cookieFrom, rest } from '../helpers/rest'

const PASSWORD = 'ein-langes-passwort'
const PORTAL_OFF = { status: 'error', code: 'portalOff' }
const envFlag = process.env.SHOW_KUNDENPORTAL

let payload: Payload
let alice: Customer
let booking: Booking
let aliceCookie: string
let staffCookie: string

const settings = {
  organisation: 'Institut für Führung Münster',
  address: { street: 'Domplatz 1', postcode: '48143', city: 'Münster' },
  phone: '+49 251 1',
  email: 'team@institut.example',
}
const setPortal = (on: boolean) =>
  payload.updateGlobal({
    slug: 'site-settings',
    data: { ...settings, showKundenportal: on },
    context: noRevalidate,
  })

async function answer(response: Response) {
  return {
    status: response.status,
    body: await response.json(),
    cookie: response.headers.get('set-cookie'),
  }
}

/** The refusal Payload's REST API gives while the portal is off: 404 and the reason. */
async function expectPortalOff(response: Response) {
  expect(response.status).toBe(404)
  const body = (await response.json()) as { errors?: { message: string }[]; docs?: unknown }
  expect(body.errors?.[0]?.message).toBe('Das Kundenportal ist abgeschaltet.')
  expect(body).not.toHaveProperty('docs')
}

const login = (email: string, password = PASSWORD) =>
  rest('POST', '/api/customers/login/', { body: { email, password } })

function portalPost(path: 'profil' | 'passwort', message: unknown, cookie: string): Request {
  const headers = new Headers({
    'Content-Type': 'application/json',
    Origin: env.SITE_URL,
    Cookie: cookie,
  })
  return new Request(new URL(`/api/json-api/kundenportal/${path}/`, env.SITE_URL), {
    method: 'POST',
    headers,
    body: JSON.stringify({ message }),
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
  await setPortal(true)
  alice = await payload.create({
    collection: 'customers',
    data: {
      email: 'alice@firma.example',
      password: PASSWORD,
      anrede: 'Frau',
      vorname: 'Alice',
      nachname: 'Alt',
    },
  })
  booking = await createConfirmedBooking(
    payload,
    { vorname: 'Alice', nachname: 'Alt', email: alice.email },
    { bookingNumber: 'B-2026-300001', title: 'Konflikte klären', idempotencyKey: 'portal-flag-1' },
  )
  aliceCookie = cookieFrom(await login(alice.email))
  expect(aliceCookie).toMatch(/^payload-token=./)
  await payload.create({
    collection: 'users',
    data: { email: 'team@institut.example', password: 'staff-password-1' },
  })
  staffCookie = cookieFrom(
    await rest('POST', '/api/users/login/', {
      body: { email: 'team@institut.example', password: 'staff-password-1' },
    }),
  )
  expect(staffCookie).toMatch(/^payload-token=./)
})

afterEach(async () => {
  if (envFlag === undefined) delete process.env.SHOW_KUNDENPORTAL
  else process.env.SHOW_KUNDENPORTAL = envFlag
  await setPortal(true)
})

afterAll(async () => {
  await setPortal(true)
})

describe('customer portal switched off', () => {
  it('refuses login, forgotten password and reset with 404 portalOff: no cookie, no attempt counted, no token set', async () => {
    await setPortal(false)
    expect(await answer(await login(alice.email))).toEqual({
      status: 404,
      body: PORTAL_OFF,
      cookie: null,
    })
    expect(await answer(await login(alice.email, 'falsches-passwort'))).toEqual({
      status: 404,
      body: PORTAL_OFF,
      cookie: null,
    })
    expect(
      await answer(
        await rest('POST', '/api/customers/forgot-password/', { body: { email: alice.email } }),
      ),
    ).toEqual({ status: 404, body: PORTAL_OFF, cookie: null })
    expect(
      await answer(
        await rest('POST', '/api/customers/reset-password/', {
          body: { token: '0'.repeat(40), password: 'ein-neues-passwort' },
        }),
      ),
    ).toEqual({ status: 404, body: PORTAL_OFF, cookie: null })
    const stored = await payload.db.findOne<Customer>({
      collection: 'customers',
      where: { id: { equals: alice.id } },
    })
    expect(stored?.loginAttempts ?? 0).toBe(0)
    expect(stored?.resetPasswordToken ?? null).toBeNull()
  })

  it('refuses the profile and password endpoints to a session made before, and changes nothing', async () => {
    await setPortal(false)
    const profile = await handleProfileRequest(
      portalPost(
        'profil',
        { anrede: 'Frau', vorname: 'Alice', nachname: 'Neu', firma: '', telefon: '' },
        aliceCookie,
      ),
      payload,
    )
    expect(await answer(profile)).toEqual({ status: 404, body: PORTAL_OFF, cookie: null })
    const password = await handlePasswordRequest(
      portalPost(
        'passwort',
        { currentPassword: PASSWORD, newPassword: 'ein-neues-passwort' },
        aliceCookie,
      ),
      payload,
    )
    expect(await answer(password)).toEqual({ status: 404, body: PORTAL_OFF, cookie: null })
    expect((await payload.findByID({ collection: 'customers', id: alice.id })).nachname).toBe('Alt')
  })

  it('lets a customer session read or change nothing of its own through the REST API, with the reason', async () => {
    await setPortal(false)
    await expectPortalOff(await rest('GET', '/api/bookings/', { cookie: aliceCookie }))
    await expectPortalOff(
      await rest('GET', `/api/bookings/${booking.id}/`, { cookie: aliceCookie }),
    )
    await expectPortalOff(await rest('GET', '/api/customers/', { cookie: aliceCookie }))
    await expectPortalOff(await rest('GET', '/api/customers/me/', { cookie: aliceCookie }))
    await expectPortalOff(
      await rest('PATCH', `/api/customers/${alice.id}/`, {
        cookie: aliceCookie,
        body: { nachname: 'Gekapert' },
      }),
    )
    await expectPortalOff(
      await rest('POST', '/api/customers/refresh-token/', { cookie: aliceCookie }),
    )
    expect((await payload.findByID({ collection: 'customers', id: alice.id })).nachname).toBe('Alt')
    // What any visitor may read stays readable with the cookie, and logging out still works.
    expect((await rest('GET', '/api/media/', { cookie: aliceCookie })).status).toBe(200)
    expect((await rest('GET', '/api/globals/site-settings/', { cookie: aliceCookie })).status).toBe(
      200,
    )
    // Without a session nothing changes: bookings stay closed to visitors as before.
    expect((await rest('GET', '/api/bookings/')).status).toBe(403)
  })

  it('keeps server code that asks who is logged in working (the Local API refuses quietly, as for a visitor)', async () => {
    await setPortal(false)
    const { user, permissions } = await payload.auth({
      headers: new Headers({ Cookie: aliceCookie, Origin: env.SITE_URL }),
    })
    expect(user?.email).toBe(alice.email)
    // Payload leaves refused operations out of the permissions.
    expect(permissions.collections?.bookings?.read).toBeFalsy()
    await expect(
      payload.find({
        collection: 'bookings',
        user: { ...alice, collection: 'customers' },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('leaves staff untouched: they log in, read bookings and customers and change a customer', async () => {
    await setPortal(false)
    const bookings = await rest('GET', '/api/bookings/', { cookie: staffCookie })
    expect(bookings.status).toBe(200)
    expect(((await bookings.json()) as { docs: { id: number }[] }).docs.map((d) => d.id)).toContain(
      booking.id,
    )
    expect((await rest('GET', '/api/customers/', { cookie: staffCookie })).status).toBe(200)
    // Alike portal.isolation.test.ts by shape only: each asserts its own REST answer.
    expect(
      (
        await rest('PATCH', `/api/customers/${alice.id}/`, {
          cookie: staffCookie,
          body: { firma: 'Alt GmbH' },
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await rest('POST', '/api/users/login/', {
          body: { email: 'team@institut.example', password: 'staff-password-1' },
        })
      ).status,
    ).toBe(200)
  })

  it('is off through the environment (SHOW_KUNDENPORTAL=false) as well', async () => {
    process.env.SHOW_KUNDENPORTAL = 'false'
    expect((await answer(await login(alice.email))).body).toEqual(PORTAL_OFF)
    await expectPortalOff(await rest('GET', '/api/bookings/', { cookie: aliceCookie }))
  })

  it('opens again when switched back on: the old session reads its bookings, login works', async () => {
    await setPortal(false)
    await expectPortalOff(await rest('GET', '/api/bookings/', { cookie: aliceCookie }))
    await setPortal(true)
    const bookings = await rest('GET', '/api/bookings/', { cookie: aliceCookie })
    expect(bookings.status).toBe(200)
    expect(((await bookings.json()) as { docs: { id: number }[] }).docs.map((d) => d.id)).toEqual([
      booking.id,
    ])
    expect((await rest('GET', '/api/customers/me/', { cookie: aliceCookie })).status).toBe(200)
    const { permissions } = await payload.auth({
      headers: new Headers({ Cookie: aliceCookie, Origin: env.SITE_URL }),
    })
    expect(permissions.collections?.bookings?.read).toBeTruthy()
    expect((await login(alice.email)).status).toBe(200)
  })
})
